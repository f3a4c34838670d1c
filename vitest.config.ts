import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**'];

/**
 * Integration specs that need a module graph of their own: they replace modules with vi.mock (which a shared graph would
 * hand to the files after them) or stub the environment. Every other integration spec shares its worker's modules.
 */
const isolatedInt = [
  'backend/src/modules/bookings/returnedPayments.api.int.spec.ts',
  'backend/src/modules/bookings/freeBookingLost.api.int.spec.ts',
  'backend/src/modules/audit/verify.int.spec.ts',
  'backend/src/modules/audit/verifyNoCopies.int.spec.ts',
];

/** The unit spec that replaces node:crypto with vi.mock (to see the comparison made in constant time). */
const isolatedUnit = ['backend/src/platform/payments/razorpaySignatures.unit.spec.ts'];

const intSettings = {
  globalSetup: ['backend/src/testing/globalSetup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // One retry in CI only, as the browser tests have: a loaded machine must not turn a passing suite red; a real failure
  // fails twice.
  retry: process.env.CI ? 1 : 0,
};

export default defineConfig({
  test: {
    projects: [
      // Property tests and PDF renders are whole computations, not waits: on a loaded 2-core machine some take over the
      // default 5 s, so the unit project allows 30 s (a hung test still fails). Files share their worker's modules.
      { test: { name: 'unit', include: ['**/*.unit.spec.ts'], exclude: [...exclude, ...isolatedUnit], isolate: false, testTimeout: 30_000 } },
      { test: { name: 'unit-isolated', include: isolatedUnit, exclude, testTimeout: 30_000 } },
      // Two spec files at once (`npm run test:int`; decision 0137), each worker loading the backend once for all its
      // files rather than once per file (most of the suite's time was spent importing).
      { test: { name: 'int', include: ['**/*.int.spec.ts'], exclude: [...exclude, ...isolatedInt], isolate: false, ...intSettings } },
      { test: { name: 'int-isolated', include: isolatedInt, exclude, ...intSettings } },
    ],
  },
});
