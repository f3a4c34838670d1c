// Browser tests: the built frontend and the real API on one port, with a fresh embedded database, in Debian's Chromium.
// Run with `npm run test:e2e` (it builds the frontend first: the server serves frontend/dist). Each worker has its own
// server and database (E2E_WORKERS, 2 by default; see support/e2eServer.ts), so a spec moving the clock moves it for itself.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { demoAdmin } from './frontend/e2e/support/demoAdmin';
import { E2E_BASE_URL as BASE_URL, E2E_WORKERS, e2eServer } from './frontend/e2e/support/e2eServer';

// Debian's headless shell (package chromium-headless-shell): Chromium without the desktop browser around it, which these
// tests never use, and lighter on two cores (record 0137). Debian's full Chromium when it is missing, or E2E_CHROMIUM.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

if (!existsSync(CHROMIUM)) {
  const message = `Chromium not found at ${CHROMIUM}: install it with \`apt-get install -y chromium-headless-shell\` (.ci/run does this).`;
  // In CI a missing browser must fail the build, never skip the browser tier.
  if (process.env.CI) throw new Error(message);
  console.warn(`${message} Falling back to Playwright's own browser, if one is installed.`);
}

export default defineConfig({
  testDir: 'frontend/e2e',
  testMatch: '**/*.e2e.spec.ts',
  outputDir: 'test-results',
  // A spec file runs whole in one worker, against that worker's server; specs create their own uniquely named data.
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI only: a slow shared machine must not turn a passing suite red; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    locale: 'en-IN',
    // The product calms its motion for such visitors (lib/motion.ts), so no step waits for an animation or a smooth scroll.
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Kolkata',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        ...(existsSync(CHROMIUM)
          ? {
              launchOptions: {
                executablePath: CHROMIUM,
                args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
              },
            }
          : {}),
      },
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => e2eServer(worker)).map(({ port, baseUrl, dataDir }) => ({
    // `npm start`'s entry point: the API, the built frontend, the demo admin and the three seeded packages, on a fresh data folder.
    command: `node -e "require('node:fs').rmSync('${dataDir}', { recursive: true, force: true })" && npx tsx seeds/src/start.ts`,
    url: `${baseUrl}/api/packages`,
    reuseExistingServer: false,
    timeout: 180_000,
    // Ctrl-C, as a person stops it: the product stops in order, its embedded database last (that runs in a process group
    // of its own, record 0144, so the default kill of the server's group would leave it running).
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      PUBLIC_URL: baseUrl,
      DEMO_ADMIN_EMAIL: demoAdmin.email,
      DEMO_ADMIN_PASSWORD: demoAdmin.password,
      LOG_LEVEL: 'warn',
      // Specs move the product's clock (sessions ending) through POST /api/test/clock instead of waiting.
      TEST_CLOCK: 'true',
      // Every spec signs up from 127.0.0.1: the per-network sign-up limit would stop the run (its own spec is an int one).
      REGISTRATIONS_PER_NETWORK_PER_HOUR: '1000000',
    },
  })),
});
