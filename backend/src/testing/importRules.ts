// The engine behind dependencyRules.ts: reads every import of the checked files (a plain scan of the source, no type
// checker: static, type-only, re-export, side-effect and literal dynamic imports, and vi.mock targets) and reports
// each import that breaks a rule, naming the rule and the file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import * as rules from '../dependencyRules';
import type { RuleName } from '../dependencyRules';

export interface Violation {
  rule: RuleName;
  file: string;
  message: string;
}

interface Import {
  specifier: string;
  /** The repository path it resolves to, when it is a file of the checked folders. */
  target: string | undefined;
}

/** Repository-relative path -> source text. */
export type Sources = ReadonlyMap<string, string>;

/** Reads the checked folders' TypeScript files, skipping node_modules and build output. */
export function readSources(repoRoot: string, folders: readonly string[] = rules.checkedFolders): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(join(repoRoot, folder))) {
      if (name === 'node_modules' || name === 'dist') continue;
      const path = posix.join(folder, name);
      if (statSync(join(repoRoot, path)).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) sources.set(path, readFileSync(join(repoRoot, path), 'utf8'));
    }
  };
  for (const folder of folders) walk(folder);
  return sources;
}

const statementImport = /^[ \t]*(?:import|export)\b[^;'"]*?\bfrom\s*'([^']+)'/gm;
const bareImport = /^[ \t]*import\s*'([^']+)'/gm;
const dynamicImport = /\bimport\(\s*'([^']+)'\s*\)/g;
const mockedModule = /\bvi\.(?:mock|doMock|importActual)(?:<[^>]*>)?\(\s*'([^']+)'/g;

const specifiersOf = (source: string, pattern: RegExp) => [...source.matchAll(pattern)].map((match) => match[1] ?? '');

function resolve(sources: Sources, from: string, specifier: string): string | undefined {
  let base: string;
  const workspace = /^@margdarshak\/([a-z]+)\/(.+)$/.exec(specifier);
  if (specifier.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(from), specifier));
  else if (workspace) base = `${workspace[1]}/src/${workspace[2]}`;
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => sources.has(candidate));
}

const isSpec = (file: string) => rules.testSupport.fileSuffixes.some((suffix) => file.endsWith(suffix));
const isTestSupport = (file: string) => isSpec(file) || rules.testSupport.folders.some((folder) => file.startsWith(folder));
const isTestLibrary = (specifier: string) => rules.testSupport.packages.some((name) => specifier === name || specifier.startsWith(`${name}/`));
const inFolder = (file: string, folder: string) => file.startsWith(folder.endsWith('/') ? folder : `${folder}/`);
export const isComposition = (file: string) => rules.compositionFiles.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

/** The module a file belongs to, and its path inside that module. */
function moduleOf(file: string): { name: string; inner: string } | undefined {
  if (!inFolder(file, rules.modulesFolder)) return undefined;
  const [name, ...rest] = file.slice(rules.modulesFolder.length + 1).split('/');
  return name === undefined || rest.length === 0 ? undefined : { name, inner: rest.join('/') };
}

const floorOf = new Map(rules.moduleFloors.flatMap((names, floor) => names.map((name) => [name, floor] as const)));

export function importsOf(sources: Sources, file: string): Import[] {
  const source = sources.get(file) ?? '';
  const specifiers = [...specifiersOf(source, statementImport), ...specifiersOf(source, bareImport), ...specifiersOf(source, dynamicImport)];
  return specifiers.map((specifier) => ({ specifier, target: resolve(sources, file, specifier) }));
}

function importViolations(sources: Sources, file: string): Violation[] {
  const found: Violation[] = [];
  const flag = (rule: RuleName, message: string) => found.push({ rule, file, message: `[${rule}] ${file}: ${message} (${rules.ruleText[rule]})` });
  const own = moduleOf(file);
  const spec = isTestSupport(file);
  const mocked = new Set(specifiersOf(sources.get(file) ?? '', mockedModule));
  for (const { specifier, target } of importsOf(sources, file)) {
    if (!spec && (isTestLibrary(specifier) || (target !== undefined && isTestSupport(target)))) flag('no-test-support-in-product', `imports ${specifier}`);
    if (target === undefined) continue;
    const other = moduleOf(target);
    if (!spec && rules.groundFolders.some((folder) => inFolder(file, folder)) && (other || isComposition(target))) flag('ground-imports-no-module', `imports ${specifier}`);
    if (!spec && own && isComposition(target)) flag('modules-import-no-composition', `imports ${specifier}`);
    if (!other || other.name === own?.name) continue;
    if (other.inner !== rules.publicFace && !(spec && mocked.has(specifier)))
      flag('public-face', `imports ${specifier}, inside the ${other.name} module; import '${other.name}' through its ${rules.publicFace}`);
    const [from, to] = [own && floorOf.get(own.name), floorOf.get(other.name)];
    if (!spec && from !== undefined && to !== undefined && to >= from) flag('module-order', `imports ${specifier}: ${other.name} stands ${to === from ? 'beside' : 'above'} ${own?.name}`);
  }
  return found;
}

function unlistedModules(sources: Sources): Violation[] {
  const names = new Set([...sources.keys()].map(moduleOf).flatMap((found) => (found ? [found.name] : [])));
  return [...names]
    .filter((name) => !floorOf.has(name))
    .map((name) => ({
      rule: 'module-listed' as const,
      file: `${rules.modulesFolder}/${name}`,
      message: `[module-listed] ${rules.modulesFolder}/${name}: not in moduleFloors (${rules.ruleText['module-listed']})`,
    }));
}

/** Import circles among the files (Tarjan's strongly connected components); each circle is reported once. */
function circles(sources: Sources): Violation[] {
  const edges = new Map([...sources.keys()].map((file) => [file, importsOf(sources, file).flatMap(({ target }) => (target ? [target] : []))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: Violation[] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const members: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === file ? undefined : stack.pop()) {
      onStack.delete(member);
      members.push(member);
    }
    if (members.length > 1 || (edges.get(file) ?? []).includes(file)) {
      const files = members.sort();
      found.push({
        rule: 'no-circular',
        file: files[0] ?? file,
        message: `[no-circular] ${files[0] ?? file}: in a circle of imports with ${files.slice(1).join(', ')} (${rules.ruleText['no-circular']})`,
      });
    }
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** Every broken rule in `sources`; empty when the imports keep them all. */
export function checkImports(sources: Sources): Violation[] {
  return [...unlistedModules(sources), ...[...sources.keys()].flatMap((file) => importViolations(sources, file)), ...circles(sources)];
}

/**
 * How many imports the product files (not specs) of each group make into each other group, `groupOf` naming a file's
 * group or leaving the file out. For drawing the graph (scripts/architecture.ts, `npm run graph`).
 */
export function importCounts(sources: Sources, groupOf: (file: string) => string | undefined): Map<string, Map<string, number>> {
  const counts = new Map<string, Map<string, number>>();
  for (const file of sources.keys()) {
    const from = isSpec(file) ? undefined : groupOf(file);
    if (from === undefined) continue;
    for (const { target } of importsOf(sources, file)) {
      const to = target === undefined || isSpec(target) ? undefined : groupOf(target);
      if (to === undefined || to === from) continue;
      const row = counts.get(from) ?? new Map<string, number>();
      counts.set(from, row.set(to, (row.get(to) ?? 0) + 1));
    }
  }
  return counts;
}

/** The module a file belongs to, if it is in one. */
export const moduleNameOf = (file: string) => moduleOf(file)?.name;

/** The modules each module imports (product files only). */
export function moduleEdges(sources: Sources): Map<string, Set<string>> {
  return new Map([...importCounts(sources, moduleNameOf)].map(([from, tos]) => [from, new Set(tos.keys())]));
}
