// Runs the product, a mixed workload against it, kills it with SIGKILL at random moments (from a seed, so a failing run
// can be run again), restarts it on the same data folder each time, and then checks, for up to a minute, that the
// restarted product has finished every piece of work the kills interrupted (invariants.ts).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { DEMO_ADMIN_DEFAULTS } from '../../platform/config';
import { embeddedDatabaseUrl } from '../../platform/db/connect';
import { checkInvariants, type Findings } from './invariants';
import { startProduct, type ProductProcess } from '../productProcess';
import { startWorkload, type WorkloadStats } from './workload';
import { freePort } from '../../platform/freePort';

export interface ScenarioOptions {
  seed: number;
  kills: number;
  students: number;
  /** Longest wait between a restart and the next kill (the shortest is a fifth of it). */
  maxUptimeMs: number;
  log?: (line: string) => void;
}

export interface ScenarioResult {
  seed: number;
  kills: number;
  workload: WorkloadStats;
  findings: Findings;
  /** From the last restart's readiness until every invariant held (or the minute ran out). */
  settledInMs: number;
}

/** mulberry32: small, fast and good enough to make a run repeatable from its seed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runCrashScenario({ seed, kills, students, maxUptimeMs, log = () => {} }: ScenarioOptions): Promise<ScenarioResult> {
  const random = seeded(seed);
  const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-crash-'));
  chmodSync(root, 0o755); // the embedded PostgreSQL runs as the postgres user, who must reach its folder
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const start = () => startProduct({ dataDir, port });
  let product: ProductProcess | undefined;
  try {
    product = await start();
    log(`crash scenario: seed ${seed}, ${kills} kills, ${students} students, data in ${dataDir}`);
    const workload = startWorkload({ baseUrl: () => `http://127.0.0.1:${port}`, random, students, admin: { email: DEMO_ADMIN_DEFAULTS.email, password: DEMO_ADMIN_DEFAULTS.password } });
    for (let kill = 1; kill <= kills; kill++) {
      const uptime = Math.round(maxUptimeMs / 5 + random() * (maxUptimeMs * 0.8));
      await sleep(uptime);
      await product.kill();
      log(`kill ${kill}/${kills} after ${uptime} ms; restarting`);
      product = await start();
    }
    const restartedAt = Date.now();
    await sleep(1_000);
    const stats = await workload.stop();
    const url = embeddedDatabaseUrl(dataDir);
    if (!url) throw new Error(`No embedded PostgreSQL runs on ${dataDir}`);
    const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 2 } });
    try {
      const outbox = path.join(dataDir, 'outbox');
      let findings = await checkInvariants(db, new Date(), outbox);
      let lastLogged = '';
      while (findings.violations.length > 0 && Date.now() - restartedAt < 60_000) {
        await sleep(1_000);
        findings = await checkInvariants(db, new Date(), outbox);
        const open = `not yet consistent: ${findings.violations.length} open, e.g. ${findings.violations[0]}`;
        if (findings.violations.length > 0 && open !== lastLogged) log((lastLogged = open));
      }
      return { seed, kills, workload: stats, findings, settledInMs: Date.now() - restartedAt };
    } finally {
      await db.destroy();
    }
  } finally {
    await product?.stop().catch(() => {});
    rmSync(root, { recursive: true, force: true });
  }
}
