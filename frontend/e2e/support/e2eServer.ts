import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** E2E_PORT lets two checkouts on one machine run their browser tests at once. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** Relative to the repository root, where the server runs; removed before each run. */
export const E2E_DATA_DIR = '.data-e2e/run';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The mail outbox of the e2e server (no SMTP_URL: every message is a JSON file). */
export const e2eOutbox = path.join(repoRoot, E2E_DATA_DIR, 'outbox');
