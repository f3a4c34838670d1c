// Runs the product, a mixed workload against it, kills it with SIGKILL at random moments (from a seed, so a failing run
// can be run again), restarts it on the same data folder each time, and then checks, for up to a minute, that the
// restarted product has finished every piece of work the kills interrupted (invariants.ts). The mail kills are placed
// exactly: the product runs with TEST_PAUSE_AFTER_MAIL_TRANSPORT, which holds every mail after the outbox took it and
// before the mail port records it, and is killed once a mail is seen held there.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { DEMO_ADMIN_DEFAULTS } from '../../platform/config';
import { embeddedDatabaseUrl } from '../../platform/db/connect';
import type { Findings } from './invariants';
import { untilConsistent } from './untilConsistent';
import { untilMailsHeld } from './mailWindow';
import { startProduct, type ProductProcess } from '../productProcess';
import { startWorkload, type WorkloadStats } from './workload';
import { freePort } from '../../platform/freePort';
import { randomSource } from '../../platform/randomSource';

export interface ScenarioOptions {
  seed: number;
  kills: number;
  /** Kills placed between a mail's transport and its record (besides the random ones). */
  mailKills?: number;
  students: number;
  /** Longest wait between a restart and the next kill (the shortest is a fifth of it). */
  maxUptimeMs: number;
  log?: (line: string) => void;
}

export interface ScenarioResult {
  seed: number;
  kills: number;
  /** For each mail kill, how many mails were between their transport and their record when it fell. */
  mailsHeldAtKills: number[];
  workload: WorkloadStats;
  findings: Findings;
  /** From the last restart's readiness until every invariant held (or the minute ran out). */
  settledInMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runCrashScenario({ seed, kills, mailKills = 0, students, maxUptimeMs, log = () => {} }: ScenarioOptions): Promise<ScenarioResult> {
  const random = randomSource(seed);
  const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-crash-'));
  chmodSync(root, 0o755); // the embedded PostgreSQL runs as the postgres user, who must reach its folder
  const dataDir = path.join(root, 'data');
  const outbox = path.join(dataDir, 'outbox');
  const port = await freePort();
  const total = kills + mailKills;
  // Which kills (1-based) fall in a mail's window, chosen from the seed by a generator of their own, so that the random
  // kills and the workload draw what they drew before there were mail kills.
  const placement = randomSource(seed ^ 0x6d61696c);
  const mailKillAt = new Set<number>();
  while (mailKillAt.size < mailKills) mailKillAt.add(1 + Math.floor(placement() * total));
  const start = (kill: number) => startProduct({ dataDir, port, env: mailKillAt.has(kill) ? { TEST_PAUSE_AFTER_MAIL_TRANSPORT: 'true' } : {} });
  const mailsHeldAtKills: number[] = [];
  let product: ProductProcess | undefined;
  let holdingMails = mailKillAt.has(1);
  try {
    product = await start(1);
    log(
      `crash scenario: seed ${seed}, ${kills} random kills and ${mailKills} in a mail's window (kills ${[...mailKillAt].sort((a, b) => a - b).join(', ') || 'none'}), ${students} students, data in ${dataDir}`,
    );
    const workload = startWorkload({ baseUrl: () => `http://127.0.0.1:${port}`, random, students, admin: { email: DEMO_ADMIN_DEFAULTS.email, password: DEMO_ADMIN_DEFAULTS.password } });
    for (let kill = 1; kill <= total; kill++) {
      if (mailKillAt.has(kill)) {
        const held = await untilMailsHeld(dataDir, outbox);
        await product.kill();
        mailsHeldAtKills.push(held);
        log(`kill ${kill}/${total} with ${held} mail(s) handed over and not yet recorded; restarting`);
      } else {
        const uptime = Math.round(maxUptimeMs / 5 + random() * (maxUptimeMs * 0.8));
        await sleep(uptime);
        await product.kill();
        log(`kill ${kill}/${total} after ${uptime} ms; restarting`);
      }
      holdingMails = mailKillAt.has(kill + 1);
      product = await start(kill + 1);
    }
    const restartedAt = Date.now();
    await sleep(1_000);
    const stats = await workload.stop();
    const url = embeddedDatabaseUrl(dataDir);
    if (!url) throw new Error(`No embedded PostgreSQL runs on ${dataDir}`);
    const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 2 } });
    try {
      const { findings, settledInMs } = await untilConsistent(db, outbox, restartedAt, log);
      return { seed, kills: total, mailsHeldAtKills, workload: stats, findings, settledInMs };
    } finally {
      await db.destroy();
    }
  } finally {
    // A product holding mails never finishes its jobs, nor so an orderly shutdown: killed, then started plainly to stop
    // its database with it.
    if (product && holdingMails) {
      await product.kill();
      product = await start(total + 1).catch(() => undefined);
    }
    await product?.stop().catch(() => {});
    rmSync(root, { recursive: true, force: true });
  }
}
