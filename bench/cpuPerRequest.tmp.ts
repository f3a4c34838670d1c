// Scratch: CPU time per request of the app's GET /api/packages against bare Koa serving the same JSON (each in its own
// process), robust to a loaded machine.
import { execFile, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startEmbeddedPostgres } from '../backend/src/platform/db/embeddedPostgres';
import { startProduct } from '../backend/src/testing/productProcess';
import { freePort } from '../backend/src/platform/freePort';

const run = promisify(execFile);
const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const cpu = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-cpu-'));
chmodSync(root, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), durable: true });
await server.createDatabase('cpu');
const product = await startProduct({ entry: 'backend/dist/start.mjs', dataDir: path.join(root, 'app'), port: await freePort(), env: { NODE_ENV: 'test', DATABASE_URL: server.urlFor('cpu'), LOG_LEVEL: 'silent' } });
const appPath = process.env.PATHQ ?? '/api/packages';
const body = await (await fetch(product.url + appPath)).text();
const bare = spawn(process.execPath, ['/tmp/cpu/bare.mjs', body], { stdio: ['ignore', 'pipe', 'inherit'] });
const barePort = await new Promise<string>((resolve) => bare.stdout.once('data', (d) => resolve(String(d).trim())));
const measure = async (pid: number, url: string) => {
  await run(process.execPath, [autocannon, '-c', '32', '-a', '5000', url]); // warm
  const before = cpu(pid);
  const { stdout } = await run(process.execPath, [autocannon, '--json', '-c', '32', '-a', '30000', '-H', 'accept-encoding=gzip, deflate, br', url], { maxBuffer: 1 << 26 });
  const r = JSON.parse(stdout) as { non2xx: number; errors: number };
  return { usPerRequest: ((cpu(pid) - before) / 30000) * 1e6, non2xx: r.non2xx, errors: r.errors };
};
for (let i = 0; i < 2; i++) {
  const b = await measure(bare.pid!, `http://127.0.0.1:${barePort}${appPath}`);
  const a = await measure(product.pid!, product.url + appPath);
  console.log(`bare ${b.usPerRequest.toFixed(1)} µs/req, app ${a.usPerRequest.toFixed(1)} µs/req (non2xx ${a.non2xx}), ratio ${(b.usPerRequest / a.usPerRequest).toFixed(3)}`);
}
bare.kill();
await product.stop();
await server.stop();
