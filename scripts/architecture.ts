// The module graph as docs/architecture.md shows it, drawn from the imports by the two scanners that check the rules
// (backend/src/testing/importRules.ts and frontend/src/importGraph.ts), as Mermaid flowcharts. `npm run graph`
// (graph.ts) writes it; graph.unit.spec.ts fails when the committed file differs from what this draws now.
import { moduleFloors, modulesFolder } from '../backend/src/dependencyRules';
import { importCounts, isComposition, moduleNameOf, readSources, type Sources } from '../backend/src/testing/importRules';
import { featureOrder, placeOf, readImportGraph, type ImportEdge, type Place } from '../frontend/src/importGraph';

export const architecturePath = 'docs/architecture.md';

export interface ArchitectureInput {
  /** Every TypeScript file of the workspaces and the bench, by repository path. */
  sources: Sources;
  /** The frontend's imports between its own files, paths relative to frontend/. */
  frontendEdges: readonly ImportEdge[];
}

/** The layers, top first, and the files each holds; a file in none (specs, backend/src/testing/, the rule data) is not drawn. */
const layers: readonly { id: string; label: string; holds: (file: string) => boolean }[] = [
  { id: 'frontend', label: 'frontend/src', holds: (file) => file.startsWith('frontend/src/') },
  { id: 'seeds', label: 'seeds', holds: (file) => file.startsWith('seeds/src/') },
  { id: 'bench', label: 'bench', holds: (file) => file.startsWith('bench/') },
  { id: 'composition', label: 'backend app.ts, main.ts, processors.ts, cli/', holds: isComposition },
  { id: 'modules', label: 'backend modules/', holds: (file) => file.startsWith(`${modulesFolder}/`) },
  { id: 'platform', label: 'backend platform/', holds: (file) => file.startsWith('backend/src/platform/') },
  { id: 'projections', label: 'projections', holds: (file) => file.startsWith('projections/src/') },
  { id: 'contracts', label: 'contracts', holds: (file) => file.startsWith('contracts/src/') },
];

export function readArchitecture(repoRoot: string): ArchitectureInput {
  const folders = ['contracts/src', 'projections/src', 'backend/src', 'seeds/src', 'frontend/src', 'bench'];
  return { sources: readSources(repoRoot, folders), frontendEdges: readImportGraph(repoRoot, ['src']) };
}

type Edge = { from: string; to: string; count: number; lazy: number };

// Plain comparison, not localeCompare, so the text is the same on every machine.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sorted = (edges: Edge[]) => edges.sort((a, b) => compare(a.from, b.from) || compare(a.to, b.to));
const edgesOf = (counts: ReadonlyMap<string, ReadonlyMap<string, number>>): Edge[] => sorted([...counts].flatMap(([from, tos]) => [...tos].map(([to, count]) => ({ from, to, count, lazy: 0 }))));

/**
 * An arrow from importer to imported; dotted when every import along it is lazy. No counts: the drawing changes when a
 * dependency appears or goes, not with every import line, so keeping it current is not a chore on every commit.
 */
function arrow({ from, to, count, lazy }: Edge): string {
  return lazy === count ? `  ${from} -.-> ${to}` : `  ${from} --> ${to}`;
}

const node = (id: string, label: string, indent = '  ') => `${indent}${id}["${label}"]`;
const chart = (lines: string[]) => ['```mermaid', 'flowchart TB', ...lines, '```'].join('\n');

function layersChart(sources: Sources): string {
  const layerOf = (file: string) => layers.find((layer) => layer.holds(file))?.id;
  const edges = edgesOf(importCounts(sources, layerOf)).map((edge) => ({ ...edge, from: `l_${edge.from}`, to: `l_${edge.to}` }));
  return chart([...layers.map(({ id, label }) => node(`l_${id}`, label)), ...edges.map(arrow)]);
}

function modulesChart(sources: Sources): string {
  const floors = moduleFloors.map((names, at) => [`  subgraph floor_${at + 1}["floor ${at + 1}${at === 0 ? ', the bottom' : ''}"]`, ...names.map((name) => node(`m_${name}`, name, '    ')), '  end']);
  const edges = edgesOf(importCounts(sources, moduleNameOf)).map((edge) => ({ ...edge, from: `m_${edge.from}`, to: `m_${edge.to}` }));
  return chart([...floors.reverse().flat(), ...edges.map(arrow)]);
}

const shared = ['components', 'lib', 'config'] as const;

/** The node a frontend file is drawn in: its feature, or its layer; tests and test support are not drawn. */
const frontendNode = (place: Place) => (place.test ? undefined : place.layer === 'feature' ? `f_${place.feature}` : place.layer);

function frontendChart(importEdges: readonly ImportEdge[]): string {
  const edges = new Map<string, Edge>();
  for (const importEdge of importEdges) {
    const [from, to] = [frontendNode(placeOf(importEdge.from)), frontendNode(placeOf(importEdge.to))];
    if (from === undefined || to === undefined || from === to) continue;
    const edge = edges.get(`${from} ${to}`) ?? { from, to, count: 0, lazy: 0 };
    edges.set(`${from} ${to}`, { ...edge, count: edge.count + 1, lazy: edge.lazy + (importEdge.dynamic ? 1 : 0) });
  }
  return chart([
    node('entry', 'main.tsx, entry-server.tsx'),
    node('app', 'app/'),
    node('admin', 'admin/'),
    '  subgraph features["features/"]',
    ...[...featureOrder].reverse().map((feature) => node(`f_${feature}`, feature, '    ')),
    '  end',
    '  subgraph shared["shared pieces"]',
    ...shared.map((folder) => node(folder, `${folder}/`, '    ')),
    '  end',
    ...sorted([...edges.values()]).map(arrow),
  ]);
}

/** docs/architecture.md: the same text for the same imports, whatever order the files were read in. */
export function drawArchitecture({ sources, frontendEdges }: ArchitectureInput): string {
  return `# The module graph

<!-- Written by \`npm run graph\` (scripts/graph.ts) from the imports: do not edit by hand. scripts/graph.unit.spec.ts
fails when this file differs from what the imports draw now. -->

Read from the imports of the product files by the same scanners that check the rules (\`backend/src/dependencyRules.ts\`,
[decision 0096](decisions/0096-a-module-graph-with-one-direction.md); \`frontend/src/importRules.unit.spec.ts\`,
[decision 0097](decisions/0097-frontend-features-stand-in-one-order.md)). An arrow goes from the importer to what it
imports (type-only imports and re-exports count), dotted when all of them are lazy; specs,
\`backend/src/testing/\` and \`frontend/e2e/\` are left out.

## Layers

The top one first; \`backend modules/\` is drawn module by module below.

${layersChart(sources)}

## Backend modules

The floors of \`moduleFloors\`, the top one first: a module imports only modules on a lower floor, through their
\`index.ts\`; a lower module reacts to a higher one's events in a processor instead.

${modulesChart(sources)}

## Frontend

The rules (\`importRules.unit.spec.ts\`): \`app/\` composes the site and only lazy-loads \`admin/\` (a dotted arrow: lazy
imports only); the features import only features below them, and only through a feature's \`index.ts\`; the shared
pieces import no feature. The features, bottom first:
${featureOrder.join(', ')}.

${frontendChart(frontendEdges)}
`;
}
