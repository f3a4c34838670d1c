import { existsSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { readSources, resolveSpecifier, specifiersOf } from '@margdarshak/backend/testing/importScanner';

/**
 * The frontend's import graph, read with the project's one import scanner (backend/src/testing/importScanner.ts): the
 * relative imports of the TypeScript files under frontend's folders, resolved the way Vite and tsc resolve them
 * (extensionless, or a folder's index). Packages, other workspaces (`@margdarshak/…`) and assets (an image's `.svg`)
 * are left out: the rules are about our own code. Test support for importRules.unit.spec.ts and for the drawing of the
 * graph (scripts/architecture.ts, `npm run graph`); no product file imports it.
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

const asset = /\.(svg|png|jpe?g|webp|css|json)$/;

/**
 * Every import between our own code files under `folders` (paths relative to frontend/, such as `src` and `e2e`), as paths
 * relative to frontend/. A relative import that names no file is an error here rather than a silent gap in the graph.
 */
export function readImportGraph(repoRoot: string, folders: readonly string[]): ImportEdge[] {
  const sources = readSources(
    repoRoot,
    folders.map((folder) => `frontend/${folder}`),
  );
  const exists = (path: string) => sources.has(path) || (existsSync(join(repoRoot, path)) && statSync(join(repoRoot, path)).isFile());
  const name = (path: string) => posix.relative('frontend', path);
  return [...sources].flatMap(([file, text]) =>
    specifiersOf(text)
      .filter(({ specifier }) => specifier.startsWith('.') && !asset.test(specifier))
      .map(({ specifier, dynamic }) => {
        const target = resolveSpecifier(file, specifier, exists);
        if (!target) throw new Error(`${name(file)}: cannot resolve '${specifier}'`);
        return { from: name(file), to: name(target), dynamic };
      }),
  );
}
