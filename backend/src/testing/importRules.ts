// The engine behind dependencyRules.ts: reads every import of the checked files (importScanner.ts, plus vi.mock
// targets) and reports each import that breaks a rule, naming the rule and the file.
import * as rules from '../dependencyRules';
import type { RuleName } from '../dependencyRules';
import { circlesAmong, readSources as readFolders, resolveSpecifier, type Sources, specifiersOf } from './importScanner';

export type { Sources } from './importScanner';

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

/** Reads the checked folders' TypeScript files, skipping node_modules and build output. */
export const readSources = (repoRoot: string, folders: readonly string[] = rules.checkedFolders) => readFolders(repoRoot, folders);

const mockedModule = /\bvi\.(?:mock|doMock|importActual)(?:<[^>]*>)?\(\s*'([^']+)'/g;

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
  return specifiersOf(sources.get(file) ?? '').map(({ specifier }) => ({ specifier, target: resolveSpecifier(file, specifier, (path) => sources.has(path)) }));
}

function importViolations(sources: Sources, file: string): Violation[] {
  const found: Violation[] = [];
  const flag = (rule: RuleName, message: string) => found.push({ rule, file, message: `[${rule}] ${file}: ${message} (${rules.ruleText[rule]})` });
  const own = moduleOf(file);
  const spec = isTestSupport(file);
  const mocked = new Set([...(sources.get(file) ?? '').matchAll(mockedModule)].map((match) => match[1] ?? ''));
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

/** Import circles among the files; each circle is reported once. */
function circles(sources: Sources): Violation[] {
  const edges = new Map([...sources.keys()].map((file) => [file, importsOf(sources, file).flatMap(({ target }) => (target ? [target] : []))]));
  return circlesAmong(edges).map(([first = '', ...rest]) => ({
    rule: 'no-circular',
    file: first,
    message: `[no-circular] ${first}: in a circle of imports with ${rest.join(', ')} (${rules.ruleText['no-circular']})`,
  }));
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
