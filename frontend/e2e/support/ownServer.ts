// A product server of a spec's own (`npm start`'s entry on its own port and data folder), for specs that stop and start
// the server mid-way: the suite's shared server is Playwright's and cannot be restarted.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProduct, type ProductProcess } from '../../../backend/src/testing/productProcess';
import { demoAdmin } from './demoAdmin';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface OwnServer {
  url: string;
  restart(): Promise<void>;
  /** Stops it for good and removes its data folder. */
  stop(): Promise<void>;
}

/** Starts the server on `port` with a fresh data folder; restart() stops it (Ctrl-C) and starts it on the same data. */
export async function startOwnServer(port: number, name: string): Promise<OwnServer> {
  const dataDir = path.join(repoRoot, '.data-e2e', name);
  rmSync(dataDir, { recursive: true, force: true });
  const start = () => startProduct({ dataDir, port, env: { NODE_ENV: 'test', DEMO_ADMIN_EMAIL: demoAdmin.email, DEMO_ADMIN_PASSWORD: demoAdmin.password, TEST_CLOCK: 'true' } });
  let product: ProductProcess = await start();
  return {
    url: product.url,
    async restart() {
      await product.stop();
      product = await start();
    },
    async stop() {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
