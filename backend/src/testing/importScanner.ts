// The one import scanner behind every import rule: the backend's (importRules.ts), the frontend's
// (frontend/src/importGraph.ts) and the drawing of the graph (scripts/architecture.ts). A plain scan of the source, no
// type checker: static, type-only, re-export, side-effect and literal dynamic imports, in the order they are written.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

/** Repository-relative path (forward slashes) -> source text. */
export type Sources = ReadonlyMap<string, string>;

export interface Specifier {
  specifier: string;
  /** A literal `import('…')`: where a route's code splits off. */
  dynamic: boolean;
}

/**
 * Reads the TypeScript files under the folders (repository-relative), skipping node_modules, build output and scratch
 * (`tmp` folders, `*.tmp.ts`: git ignores them, so a fresh checkout has none and the rules must not depend on them).
 */
export function readSources(repoRoot: string, folders: readonly string[]): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(join(repoRoot, folder))) {
      if (name === 'node_modules' || name === 'dist' || name === 'tmp' || /\.tmp\.tsx?$/.test(name)) continue;
      const path = posix.join(folder, name);
      if (statSync(join(repoRoot, path)).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) sources.set(path, readFileSync(join(repoRoot, path), 'utf8'));
    }
  };
  for (const folder of folders) walk(folder);
  return sources;
}

// A statement starts its line (so a JSDoc line "* import … from" is none); a dynamic import may stand anywhere but in a
// comment line.
const statementImport = /^[ \t]*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm;
const bareImport = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const commentLine = /^\s*(\/\/|\/\*|\*)/;
const lineBefore = (text: string, at: number) => text.slice(text.lastIndexOf('\n', at) + 1, at);

export function specifiersOf(source: string): Specifier[] {
  const found = (pattern: RegExp, dynamic: boolean) =>
    [...source.matchAll(pattern)].filter((match) => !dynamic || !commentLine.test(lineBefore(source, match.index))).map((match) => ({ at: match.index, specifier: match[1] ?? '', dynamic }));
  return [...found(statementImport, false), ...found(bareImport, false), ...found(dynamicImport, true)].sort((a, b) => a.at - b.at).map(({ specifier, dynamic }) => ({ specifier, dynamic }));
}

/**
 * The repository path a specifier names: a relative one from `from`, or a workspace's (`@margdarshak/<name>/<file>`, which
 * maps to `<name>/src/<file>`), extensionless or a folder's index; undefined for packages and for files `exists` denies.
 */
export function resolveSpecifier(from: string, specifier: string, exists: (path: string) => boolean): string | undefined {
  let base: string;
  const workspace = /^@margdarshak\/([a-z]+)\/(.+)$/.exec(specifier);
  if (specifier.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(from), specifier));
  else if (workspace) base = `${workspace[1]}/src/${workspace[2]}`;
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(exists);
}

/** Import circles among files (Tarjan's strongly connected components), each named by its files in order. */
export function circlesAmong(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
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
    if (members.length > 1 || (edges.get(file) ?? []).includes(file)) found.push(members.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return found;
}
