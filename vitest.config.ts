import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['**/*.unit.spec.ts'], exclude } },
      {
        test: {
          name: 'int',
          include: ['**/*.int.spec.ts'],
          exclude,
          globalSetup: ['backend/src/testing/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
