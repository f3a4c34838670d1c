// The backend's dependency rules, as data: the order the modules stand in and what may import what. Checked on every
// `npm test` by dependencyRules.unit.spec.ts (engine: testing/importRules.ts); another engine (dependency-cruiser)
// would read the same lists. Why this order: docs/decisions/0096-a-module-graph-with-one-direction.md.

/**
 * The modules, bottom floor first. A module imports only modules on a floor below its own, never beside or above it;
 * a lower module that must react to a higher one does so in a processor that reads the higher one's events.
 */
export const moduleFloors: readonly (readonly string[])[] = [
  // Who is signed in: accounts, passwords, sessions, erasure.
  ['accounts'],
  // What stands on accounts alone: a student's consent, counsellors' calendars, the catalogue, coupons, the public site.
  ['family', 'schedule', 'packages', 'coupons', 'contact', 'site'],
  // A booking: a student, a counsellor's time, a package, maybe a coupon, the parent's consent.
  ['bookings'],
  // What happens around a booking: its tests, chat, room, review; the people's own records, which a booking outlives.
  ['assessments', 'chat', 'room', 'reviews', 'students', 'counsellors', 'earnings'],
  // What reads across them: the session record, reports, a person's own data, a parent's view of their child.
  ['sessions', 'reports', 'myData', 'parents'],
  // Money documents: a booking's payments and refunds as invoices and credit notes, drawn as the reports are; a
  // counsellor's commission, payouts and monthly statements.
  ['invoices', 'statements'],
  // The operators' views over everything.
  ['audit', 'admin'],
];

/** Where the modules live, and the one file of each that others may import. */
export const modulesFolder = 'backend/src/modules';
export const publicFace = 'index.ts';

/** Folders of the backend that stand below every module: they define ports and machinery, and import no module. */
export const groundFolders: readonly string[] = ['backend/src/platform'];

/** The composition (what wires the modules together): nothing in a module or in platform imports these. */
export const compositionFiles: readonly string[] = ['backend/src/app.ts', 'backend/src/main.ts', 'backend/src/processors.ts', 'backend/src/cli/'];

/** Test support (the bench measures the product from outside, as the tests do): product files import none of it. */
export const testSupport = {
  folders: ['backend/src/testing/', 'bench/'],
  fileSuffixes: ['.spec.ts', '.spec.tsx'],
  packages: ['vitest', 'fast-check', '@playwright/test', '@axe-core/playwright'],
};

/** Where the check reads files from; the first holds the rules, the others only import the backend. */
export const checkedFolders: readonly string[] = ['backend/src', 'seeds/src', 'bench'];

/** The rules by name, as a failure names them. */
export const ruleText = {
  'module-listed': 'every folder under modules/ has its place in moduleFloors',
  'module-order': 'a module imports only modules on a floor below its own',
  'public-face': 'from outside a module, only its index.ts is imported (a spec may name a file its vi.mock replaces)',
  'ground-imports-no-module': 'a product file in platform/ imports no module and nothing of the composition',
  'modules-import-no-composition': "a module's product files import nothing of app.ts, main.ts, processors.ts or cli/",
  'no-test-support-in-product': 'a product file imports no spec, nothing under testing/ and no test library',
  'no-circular': 'no import circles between backend files',
} as const;

export type RuleName = keyof typeof ruleText;
