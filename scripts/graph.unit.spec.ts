// docs/architecture.md is the drawing of the imports as they are: a changed import edge without `npm run graph` fails
// here (issue 29, item 3).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleFloors } from '../backend/src/dependencyRules';
import { featureOrder } from '../frontend/src/importGraph';
import { architecturePath, drawArchitecture, readArchitecture } from './architecture';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const input = readArchitecture(repoRoot);
const drawn = drawArchitecture(input);

/** The drawing with `planted` files added to the sources. */
const drawnWith = (planted: Record<string, string>) => drawArchitecture({ ...input, sources: new Map([...input.sources, ...Object.entries(planted)]) });
const arrowLine = (text: string, from: string, to: string) => text.split('\n').find((line) => line.startsWith(`  ${from} -`) && line.endsWith(` ${to}`));

describe('the module graph in docs/architecture.md', () => {
  it('is what the imports draw now', () => {
    const committed = readFileSync(join(repoRoot, architecturePath), 'utf8');
    expect(committed, `${architecturePath} is out of date: run \`npm run graph\` and commit the file`).toBe(drawn);
  });

  it('draws every module on its floor, every layer and every feature', () => {
    for (const name of moduleFloors.flat()) expect(drawn).toContain(`m_${name}["${name}"]`);
    for (const layer of ['frontend', 'seeds', 'bench', 'composition', 'modules', 'platform', 'projections', 'contracts']) expect(drawn).toContain(`l_${layer}[`);
    for (const feature of featureOrder) expect(drawn).toContain(`f_${feature}["${feature}"]`);
    expect(arrowLine(drawn, 'm_bookings', 'm_accounts')).toMatch(/ --> /);
    expect(arrowLine(drawn, 'app', 'admin')).toMatch(/ -\.-> /);
  });

  it('changes with a new dependency, and not with one more import along an existing one', () => {
    expect(arrowLine(drawn, 'm_myData', 'm_bookings')).toBeUndefined();
    const planted = drawnWith({ 'backend/src/modules/myData/planted.ts': "import type { BookingState } from '../bookings';\n" });
    expect(arrowLine(planted, 'm_myData', 'm_bookings')).toMatch(/ --> /);
    expect(arrowLine(drawn, 'm_bookings', 'm_accounts')).toMatch(/ --> /);
    expect(drawnWith({ 'backend/src/modules/bookings/planted.ts': "import { accountsRoutes } from '../accounts';\n" })).toBe(drawn);
  });

  it('leaves specs out, and does not depend on the order the files were read in', () => {
    expect(drawnWith({ 'backend/src/modules/admin/planted.unit.spec.ts': "import { accountsRoutes } from '../accounts';\n" })).toBe(drawn);
    const reversed = { sources: new Map([...input.sources].reverse()), frontendEdges: [...input.frontendEdges].reverse() };
    expect(drawArchitecture(reversed)).toBe(drawn);
  });
});
