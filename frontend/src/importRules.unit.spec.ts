import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { circlesAmong, specifiersOf } from '@margdarshak/backend/testing/importScanner';
import { featureOrder, placeOf, readImportGraph, type ImportEdge, type Place } from './importGraph';

/**
 * The frontend's walls, checked on every `npm test` (docs/decisions/0097). From the top down:
 *   main.tsx, entry-server.tsx → app/ (routes, providers, shell) and admin/ (the back office, a top of its own)
 *   → features/, in `featureOrder` (importGraph.ts) → components/, lib/, config/ (shared pieces, no feature in them).
 * A feature shows one public face, its index.ts; app/ may also lazy-load a route's page (`import('…')`) straight
 * from its file, as that is where the route's code splits off.
 */
const shared = (place: Place) => ['components', 'lib', 'config'].includes(place.layer);
const rank = (feature: string | undefined) => featureOrder.indexOf(feature as (typeof featureOrder)[number]);
const isIndex = (to: Place) => to.path === `src/features/${to.feature}/index.ts`;

type Rule = { name: string; says: string; breaks: (edge: ImportEdge, from: Place, to: Place) => boolean };

/** Each rule names what it forbids; the graph's product files (not specs, not e2e) must break none. */
const rules: Rule[] = [
  {
    name: 'app-is-the-top',
    says: 'nothing under features/, components/, lib/ or config/ imports app/ or admin/',
    breaks: (_, from, to) => (from.layer === 'feature' || shared(from)) && (to.layer === 'app' || to.layer === 'admin'),
  },
  {
    name: 'admin-is-its-own-top',
    says: 'admin/ never imports app/; app/ only lazy-loads the back office (both stand on the features)',
    breaks: (edge, from, to) => (from.layer === 'admin' && to.layer === 'app') || (from.layer === 'app' && to.layer === 'admin' && !edge.dynamic),
  },
  {
    name: 'shared-knows-no-feature',
    says: 'components/, lib/ and config/ import no feature',
    breaks: (_, from, to) => shared(from) && to.layer === 'feature',
  },
  {
    name: 'feature-through-its-index',
    says: "another feature, app/ and admin/ use a feature only through its index.ts (app/ may lazy-load a route's page)",
    breaks: (edge, from, to) => to.layer === 'feature' && from.feature !== to.feature && !isIndex(to) && !(from.layer === 'app' && edge.dynamic),
  },
  {
    name: 'features-one-way',
    says: `a feature imports only features below it, in this order from the bottom: ${featureOrder.join(' < ')}`,
    breaks: (_, from, to) => from.layer === 'feature' && to.layer === 'feature' && from.feature !== to.feature && rank(to.feature) >= rank(from.feature),
  },
  {
    name: 'product-imports-no-test',
    says: 'no product file imports a spec or e2e support',
    breaks: (_, from, to) => !from.test && to.test,
  },
];

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const frontend = `${repoRoot}frontend/`;
const graph = readImportGraph(repoRoot, ['src', 'e2e']);

/** Import circles between files, each named by the files on it. */
function circles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  return circlesAmong(next);
}

function breaches(edges: ImportEdge[]): string[] {
  return edges.flatMap((edge) => {
    const from = placeOf(edge.from);
    const to = placeOf(edge.to);
    if (from.test) return [];
    return rules.filter((rule) => rule.breaks(edge, from, to)).map((rule) => `${rule.name} (${rule.says}): ${edge.from} imports ${edge.to}`);
  });
}

describe('the frontend import rules', () => {
  it('the scanner reads every form of import, and none in a comment or a string', () => {
    const load = 'import'; // spelled apart, so that the scanner reading this file finds no import in these lines
    const text = [
      `// The page on /admin/* (an ${load}('./inComment') here is no import)`,
      'import { a,',
      "  type B } from './multiLine';",
      "import type { C } from './typeOnly';",
      "import './sideEffect';",
      "export { d } from './reexported';",
      "export * from './everything';",
      "const accept = 'image/*'; /* a comment */",
      `const Page = lazy(() => ${load}('./lazyPage')); const Other = lazy(() => ${load}('./second'));`,
      " * import { e } from './inJsDoc';",
    ].join('\n');
    expect(specifiersOf(text).map(({ specifier, dynamic }) => `${specifier}${dynamic ? ' (dynamic)' : ''}`)).toEqual([
      './multiLine',
      './typeOnly',
      './sideEffect',
      './reexported',
      './everything',
      './lazyPage (dynamic)',
      './second (dynamic)',
    ]);
  });

  it('reads a real graph (the scanner finds the app importing its routes)', () => {
    expect(graph.some((edge) => edge.from === 'src/app/App.tsx')).toBe(true);
    expect(graph.length).toBeGreaterThan(1000);
  });

  it('every product import follows the layer and feature rules', () => {
    expect(breaches(graph)).toEqual([]);
  });

  it('no circular imports among the files under src/', () => {
    const named = circles(graph.filter((edge) => edge.from.startsWith('src/')));
    expect(named.map((files) => `no-circles (no file imports itself through others): ${files.join(' → ')}`)).toEqual([]);
  });

  it('each feature in the order has a public face that only re-exports (the bundler is told so: vite.config.ts)', () => {
    const features = readdirSync(`${frontend}src/features`);
    expect([...features].sort()).toEqual([...featureOrder].sort());
    const notReexports = features.flatMap((feature) =>
      readFileSync(`${frontend}src/features/${feature}/index.ts`, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.startsWith('//') && !/^export (\{[^}]*\} from '\.\/[^']+'|\{\});$/.test(line))
        .map((line) => `index-only-re-exports: src/features/${feature}/index.ts has ${line}`),
    );
    expect(notReexports).toEqual([]);
  });

  it('the rules catch what they forbid', () => {
    const planted: ImportEdge[] = [
      { from: 'src/features/booking/pages/X.tsx', to: 'src/app/paths.ts', dynamic: false },
      { from: 'src/features/auth/api/x.ts', to: 'src/features/booking/index.ts', dynamic: false },
      { from: 'src/features/public/x.ts', to: 'src/features/booking/pages/Y.tsx', dynamic: false },
      { from: 'src/lib/x.ts', to: 'src/features/auth/index.ts', dynamic: false },
      { from: 'src/admin/x.ts', to: 'src/app/theme.ts', dynamic: false },
      { from: 'src/lib/x.ts', to: 'src/lib/x.unit.spec.ts', dynamic: false },
    ];
    expect(breaches(planted).map((line) => line.split(' ')[0])).toEqual([
      'app-is-the-top',
      'features-one-way',
      'feature-through-its-index',
      'shared-knows-no-feature',
      'admin-is-its-own-top',
      'product-imports-no-test',
    ]);
    expect(circles([...planted, { from: 'src/app/paths.ts', to: 'src/features/booking/pages/X.tsx', dynamic: false }])).toEqual([['src/app/paths.ts', 'src/features/booking/pages/X.tsx']]);
  });
});
