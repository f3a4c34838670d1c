// The dependency rules (dependencyRules.ts) hold for the code as it is, and each rule fails, naming itself and the file,
// on a planted violation.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleFloors, type RuleName } from './dependencyRules';
import { checkImports, moduleEdges, readSources } from './testing/importRules';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const code = readSources(repoRoot);

/** The code as it is, with `planted` added or replacing files. */
const withPlanted = (planted: Record<string, string>) => new Map([...code, ...Object.entries(planted)]);
const broken = (planted: Record<string, string>) => checkImports(withPlanted(planted)).map(({ rule, file, message }) => ({ rule, file, message }));

describe('the backend keeps its dependency rules', () => {
  it('breaks none of them', () => {
    expect(checkImports(code).map((violation) => violation.message)).toEqual([]);
  });

  it('has every module import only modules on lower floors', () => {
    const floor = new Map(moduleFloors.flatMap((names, at) => names.map((name) => [name, at] as const)));
    for (const [from, tos] of moduleEdges(code)) for (const to of tos) expect(floor.get(to), `${from} -> ${to}`).toBeLessThan(floor.get(from) ?? -1);
  });
});

describe('a planted violation fails with the rule and the file named', () => {
  const cases: { rule: RuleName; file: string; source: string; also?: Record<string, string> }[] = [
    { rule: 'module-order', file: 'backend/src/modules/accounts/planted.ts', source: "import { bookingsRoutes } from '../bookings';\n" },
    { rule: 'module-order', file: 'backend/src/modules/chat/planted.ts', source: "import { reviewsRoutes } from '../reviews';\n" },
    { rule: 'public-face', file: 'backend/src/modules/bookings/planted.ts', source: "import { verifyPassword } from '../accounts/passwords';\n" },
    { rule: 'public-face', file: 'backend/src/app.planted.ts', source: "import { accountsRoutes } from './modules/accounts/accounts.routes';\n" },
    { rule: 'public-face', file: 'seeds/src/planted.ts', source: "import { ensureAccount } from '@margdarshak/backend/modules/accounts/accounts';\n" },
    { rule: 'ground-imports-no-module', file: 'backend/src/platform/planted.ts', source: "import type { SignUpAge } from '../modules/accounts';\n" },
    { rule: 'ground-imports-no-module', file: 'backend/src/platform/http/planted.ts', source: "import { processors } from '../../processors';\n" },
    { rule: 'modules-import-no-composition', file: 'backend/src/modules/admin/planted.ts', source: "import { buildApp } from '../../app';\n" },
    { rule: 'no-test-support-in-product', file: 'backend/src/modules/chat/planted.ts', source: "import { startTestApp } from '../../testing/testApp';\n" },
    { rule: 'no-test-support-in-product', file: 'backend/src/platform/planted.ts', source: "import { expect } from 'vitest';\n" },
    { rule: 'no-test-support-in-product', file: 'backend/src/cli/planted.ts', source: "export * from '../modules/accounts/loginThrottle.int.spec';\n" },
    {
      rule: 'no-circular',
      file: 'backend/src/platform/plantedA.ts',
      source: "import type { B } from './plantedB';\nexport type A = B[];\n",
      also: { 'backend/src/platform/plantedB.ts': "import type { A } from './plantedA';\nexport interface B { a: A }\n" },
    },
    { rule: 'module-listed', file: 'backend/src/modules/newcomer', source: '', also: { 'backend/src/modules/newcomer/index.ts': 'export const x = 1;\n' } },
  ];

  for (const { rule, file, source, also } of cases) {
    it(`${rule}: ${file}`, () => {
      const planted = rule === 'module-listed' ? { ...also } : { [file]: source, ...also };
      const found = broken(planted).filter((violation) => violation.rule === rule && violation.file === file);
      expect(found).toHaveLength(1);
      expect(found[0]?.message).toContain(`[${rule}] ${file}`);
    });
  }

  it('lets a spec reach into another module only for the file its vi.mock replaces', () => {
    const spec = "import type * as Schedule from '../schedule/schedule';\nvi.mock('../schedule/schedule');\nimport { slotTaken } from '../schedule/daySchedule';\n";
    const file = 'backend/src/modules/bookings/planted.int.spec.ts';
    const found = broken({ [file]: spec }).filter((violation) => violation.file === file);
    expect(found.map(({ rule, message }) => [rule, message.includes('../schedule/daySchedule')])).toEqual([['public-face', true]]);
  });
});
