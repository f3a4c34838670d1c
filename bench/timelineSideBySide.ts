// The audit bench's timeline row for two copies of the code on one seeded log: `npx tsx bench/timelineSideBySide.ts
// <other copy's root> [runs]`. Each copy serves in a process of its own, started in turn, one run each, the order swapped
// every round, so both meet the same load on a shared machine; prints every run and the medians. Besides p99 and
// requests/s, which a busy machine moves a lot, it prints the CPU time each request cost the product's process and
// PostgreSQL, which it moves far less. The other copy needs its node_modules (a copy of this one's, whose workspace links
// are relative, will do).
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../backend/src/platform/db/embeddedPostgres';
import { freePort } from '../backend/src/platform/freePort';
import { startProduct } from '../backend/src/testing/productProcess';
import { prepareAuditLog, timelinePath } from './audit';
import { load, type LoadResult } from './load';

const [otherRoot, runsArg] = process.argv.slice(2);
if (!otherRoot) throw new Error('Usage: npx tsx bench/timelineSideBySide.ts <other copy root> [runs]');
const copies = [
  { label: 'other', root: path.resolve(otherRoot) },
  { label: 'this', root: fileURLToPath(new URL('../', import.meta.url)) },
];
const runs = Number(runsArg ?? 5);
const ticksPerSecond = 100; // Linux's USER_HZ

/** A process's CPU time so far, in seconds, and its parent's id, from /proc (0 for a process gone meanwhile). */
function processStat(pid: number): { cpu: number; parent: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { cpu: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond, parent: Number(fields[1]) };
  } catch {
    return { cpu: 0, parent: 0 };
  }
}

/** CPU seconds so far of the product's process and of the PostgreSQL server (its postmaster and every backend). */
function cpuSeconds(productPid: number, postmasterPid: number): { product: number; postgres: number } {
  let postgres = processStat(postmasterPid).cpu;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = processStat(Number(name));
    if (stat.parent === postmasterPid) postgres += stat.cpu;
  }
  return { product: processStat(productPid).cpu, postgres };
}

/** Copies from before the process's entry left main.ts (record 0147) run main.ts. */
const entryOf = (copyRoot: string) => (existsSync(path.join(copyRoot, 'backend/src/cli/serve.ts')) ? 'backend/src/cli/serve.ts' : 'backend/src/main.ts');

const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-bench-timeline-'));
chmodSync(root, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), durable: true });
type Measured = LoadResult & { productMsPerRequest: number; postgresMsPerRequest: number };
const results = new Map<string, Measured[]>(copies.map((copy) => [copy.label, []]));
try {
  await server.createDatabase('bench_audit');
  const databaseUrl = server.urlFor('bench_audit');
  const dataDir = path.join(root, 'audit');
  const { seeded, auditorCookie } = await prepareAuditLog(databaseUrl, dataDir);
  const headers = { cookie: auditorCookie };
  const postmasterPid = Number(readFileSync(path.join(server.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  for (let run = 0; run < runs; run++) {
    for (const copy of run % 2 === 0 ? copies : [...copies].reverse()) {
      const app = await startProduct({ root: copy.root, entry: entryOf(copy.root), dataDir, port: await freePort(), env: { NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' } });
      try {
        const url = app.url + timelinePath(seeded);
        const first = await fetch(url, { headers });
        if (first.status !== 200) throw new Error(`${copy.label}: the timeline answered ${first.status}`);
        await load(url, { connections: 32, seconds: 2, headers }); // warm-up, not measured
        const before = cpuSeconds(app.pid ?? 0, postmasterPid);
        const result = await load(url, { connections: 32, seconds: 10, headers });
        const after = cpuSeconds(app.pid ?? 0, postmasterPid);
        if (result.errors || result.non2xx) throw new Error(`${copy.label}: ${result.errors} errors, ${result.non2xx} non-2xx`);
        const requests = result.requestsPerSecond * 10;
        const measured = { ...result, productMsPerRequest: ((after.product - before.product) * 1000) / requests, postgresMsPerRequest: ((after.postgres - before.postgres) * 1000) / requests };
        results.get(copy.label)?.push(measured);
        console.log(
          `run ${run + 1} ${copy.label.padEnd(5)} p99 ${result.p99Ms} ms, ${result.requestsPerSecond.toFixed(0)} req/s, CPU per request: product ${measured.productMsPerRequest.toFixed(2)} ms, PostgreSQL ${measured.postgresMsPerRequest.toFixed(2)} ms`,
        );
      } finally {
        await app.stop();
      }
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [label, list] of results) {
    const of = (pick: (r: Measured) => number, digits: number) => `${list.map((r) => pick(r).toFixed(digits)).join(', ')} (median ${median(list.map(pick))?.toFixed(digits)})`;
    console.log(
      `${label}: p99 ms ${of((r) => r.p99Ms, 0)}; req/s ${of((r) => r.requestsPerSecond, 0)}; CPU ms per request, product ${of((r) => r.productMsPerRequest, 2)}, PostgreSQL ${of((r) => r.postgresMsPerRequest, 2)}`,
    );
  }
} finally {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
}
