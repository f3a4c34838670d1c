import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The frontend's import graph, read with a plain scanner: every `from '…'`, `import '…'` and `import('…')` in the
 * TypeScript files under a root, relative specifiers resolved the way Vite and tsc resolve them (extensionless, or a
 * folder's index). Packages and other workspaces (`@margdarshak/…`) are left out: the rules are about our own files.
 * Test support for importRules.unit.spec.ts and for the drawing of the graph (scripts/architecture.ts, `npm run
 * graph`); no product file imports it.
 */
export type ImportEdge = { from: string; to: string; dynamic: boolean };

/** The features, bottom first: a feature imports only features below it (docs/decisions/0097). */
export const featureOrder = ['auth', 'packages', 'counsellors', 'booking', 'student', 'assessments', 'parent', 'counsellor', 'public'] as const;

export type Layer = 'entry' | 'app' | 'admin' | 'feature' | 'components' | 'lib' | 'config' | 'test';
export type Place = { path: string; layer: Layer; feature?: string; test: boolean };

const testFile = /\.(unit|int|e2e)\.spec\.tsx?$/;

/** Where a file (a path relative to frontend/) stands, and whether it is a test or test support. */
export function placeOf(path: string): Place {
  const test = testFile.test(path) || path.startsWith('e2e/') || path === 'src/importGraph.ts';
  const [root, top, feature] = path.split('/');
  if (root === 'e2e') return { path, layer: 'test', test };
  if (top === 'features') return { path, layer: 'feature', feature, test };
  if (top === 'app' || top === 'admin' || top === 'components' || top === 'lib' || top === 'config') {
    return { path, layer: top, test };
  }
  return { path, layer: test ? 'test' : 'entry', test };
}

const sourceFile = /\.tsx?$/;
// Import and re-export statements start a line; a dynamic import may stand anywhere but in a comment line.
const staticImport = /^(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const commentLine = /^\s*(\/\/|\/\*|\*)/;
const lineOf = (text: string, at: number) => text.slice(text.lastIndexOf('\n', at) + 1, at);
const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export function listSourceFiles(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : listSourceFiles(path);
    return sourceFile.test(name) ? [path] : [];
  });
}

export function specifiersOf(text: string): { specifier: string; dynamic: boolean }[] {
  return [
    ...[...text.matchAll(staticImport)].map((match) => ({ specifier: match[1] ?? '', dynamic: false })),
    ...[...text.matchAll(dynamicImport)].filter((match) => !commentLine.test(lineOf(text, match.index))).map((match) => ({ specifier: match[1] ?? '', dynamic: true })),
  ];
}

function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  for (const suffix of candidates) {
    const path = base + suffix;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

/**
 * Every import between our own files, as paths relative to `base` with forward slashes. A relative import that names no
 * file is an error here rather than a silent gap in the graph.
 */
export function readImportGraph(roots: string[], base: string): ImportEdge[] {
  const name = (path: string) => relative(base, path).split('\\').join('/');
  return roots.flatMap(listSourceFiles).flatMap((file) =>
    specifiersOf(readFileSync(file, 'utf8'))
      .filter(({ specifier }) => specifier.startsWith('.'))
      .map(({ specifier, dynamic }) => {
        const target = resolveRelative(file, specifier);
        if (!target) throw new Error(`${name(file)}: cannot resolve '${specifier}'`);
        return { from: name(file), to: name(target), dynamic };
      }),
  );
}
