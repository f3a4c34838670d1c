import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Each Playwright worker has its own server and database: specs move the product's clock (POST /api/test/clock), which
 * must never move under another spec. Worker n (TEST_PARALLEL_INDEX, set by Playwright in each worker process) talks to
 * the server on E2E_PORT + n with the data folder `.data-e2e/run-n`; the runner starts one server per worker. Two workers
 * by default: with the headless shell and calm motion the browser leaves a core idle, and two took the suite from 16 to
 * 9.4 minutes on this two-core machine (record 0137).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** E2E_PORT lets two checkouts on one machine run their browser tests at once. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3199);

export interface E2eServer {
  port: number;
  baseUrl: string;
  /** Relative to the repository root, where the server runs; removed before each run. */
  dataDir: string;
}

export const e2eServer = (worker: number): E2eServer => ({ port: BASE_PORT + worker, baseUrl: `http://localhost:${BASE_PORT + worker}`, dataDir: `.data-e2e/run-${worker}` });

const mine = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_PORT = mine.port;
export const E2E_BASE_URL = mine.baseUrl;
export const E2E_DATA_DIR = mine.dataDir;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The mail outbox of this worker's server (no SMTP_URL: every message is a JSON file). */
export const e2eOutbox = path.join(repoRoot, E2E_DATA_DIR, 'outbox');
