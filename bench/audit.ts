// The audit's reads with a million events in the log (issue 17): a booking's timeline and a page of the event browser,
// each p99 at 32 connections. The log is seeded straight into the events table (auditLog.ts); the audit index is then
// built from it by its own projection, as a rebuild does. The other read models are moved past the seeded history
// instead of replaying it (their rows are not what these reads use, and replaying a year of payments would set the
// processors refunding); the seeded students are real accounts, so names come from the users read model. The product
// measured runs in a process of its own, as in production: in the bench's process it ran last of all the rows, beside
// a heap the earlier ones had grown, and its p99 measured their garbage collection (a week's page 128 ms in the full
// run, 71 ms alone).
import { mkdirSync } from 'node:fs';
import knex from 'knex';
import pg from 'pg';
import { auditIndexProjection } from '@margdarshak/projections/audit/auditIndexProjection';
import { rebuildProjection } from '@margdarshak/projections/rebuild';
import { appendHeadsDigest } from '@margdarshak/backend/modules/audit/index';
import { main, type Running } from '../backend/src/main';
import { systemClock } from '../backend/src/platform/clock';
import { DEMO_ADMIN_DEFAULTS, loadConfig } from '../backend/src/platform/config';
import { freePort } from '../backend/src/platform/freePort';
import { startProduct } from '../backend/src/testing/productProcess';
import { createPostgresEventStore } from '../backend/src/platform/eventStore/postgres/postgresEventStore';
import { loadServerSecret } from '../backend/src/platform/serverSecret';
import { seedAuditLog, type SeededLog } from './auditLog';
import { load } from './load';
import { row, type BenchRow } from './results';

const EVENTS = 1_000_000;
const STUDENTS = 50;

const start = (databaseUrl: string, dataDir: string): Promise<Running> =>
  main({ mode: 'all', env: { NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', REGISTRATIONS_PER_NETWORK_PER_HOUR: '1000000' } });

async function call(url: string, path: string, body: unknown, cookie = ''): Promise<{ body: { id: string }; cookie: string }> {
  const response = await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return {
    body: (await response.json()) as { id: string },
    cookie: response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

/** Students and an auditor, through the API; answers the students' ids and the auditor's session cookie. */
async function accounts(url: string): Promise<{ studentIds: string[]; auditorCookie: string }> {
  const studentIds: string[] = [];
  for (let i = 0; i < STUDENTS; i++)
    studentIds.push((await call(url, '/api/register', { email: `bench-student${i}@example.in`, password: 'bench-secret-42', role: 'student', dateOfBirth: '2000-01-15' })).body.id);
  const { cookie: adminCookie } = await call(url, '/api/login', DEMO_ADMIN_DEFAULTS);
  await call(url, '/api/admin/auditors', { email: 'bench-auditor@example.in', password: 'bench-secret-42' }, adminCookie);
  const { cookie: auditorCookie } = await call(url, '/api/login', { email: 'bench-auditor@example.in', password: 'bench-secret-42', rememberMe: true });
  return { studentIds, auditorCookie };
}

/** The audit's log as the bench reads it, seeded and indexed; what the reads need to be asked. */
export interface PreparedAuditLog {
  seeded: SeededLog;
  seedSeconds: number;
  auditorCookie: string;
}

/** Seeds the log (EVENTS events), builds the audit index from it, signs a digest, and settles the database. */
export async function prepareAuditLog(databaseUrl: string, dataDir: string): Promise<PreparedAuditLog> {
  console.error(`audit (${EVENTS.toLocaleString('en-IN')} events in the log)…`);
  mkdirSync(dataDir, { recursive: true });
  const first = await start(databaseUrl, dataDir);
  const { studentIds, auditorCookie } = await accounts(first.url.replace('localhost', '127.0.0.1'));
  await first.stop();

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 4 } });
  const store = createPostgresEventStore({ pool });
  const seedStarted = performance.now();
  let reported = 0;
  const seeded = await seedAuditLog(pool, EVENTS, studentIds, (n) => {
    if (n - reported < 250_000) return;
    reported = n;
    console.error(`  ${n.toLocaleString('en-IN')} events written`);
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  await rebuildProjection({ db, log: store, projection: auditIndexProjection, context: { openPersonalData: async () => undefined } });
  const head = await store.headPosition();
  if (!head) throw new Error('the seeded log is empty');
  await db('projection_checkpoints')
    .whereNot({ name: auditIndexProjection.name })
    .update({ commit: String(head.commit), prepare: String(head.prepare) });
  // A signed digest of every stream's head, as the product's schedule would have taken: the timeline checks its streams'
  // ends against it.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  await appendHeadsDigest({ db, eventStore: store, clock: systemClock, serverSecret: loadServerSecret(config), config });
  // As a database that has been running would be: vacuumed after the bulk load, so autovacuum does not run under the
  // reads, and its pages written out, so the checkpoint that follows a gigabyte of changes is not writing under them.
  await db.raw('vacuum analyze events');
  await db.raw('checkpoint');
  await store.close();
  await pool.end();
  await db.destroy();
  console.error(
    `  ${seeded.events.toLocaleString('en-IN')} events (${seeded.bookings.toLocaleString('en-IN')} bookings) seeded and indexed in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
  );
  return { seeded, seedSeconds, auditorCookie };
}

/** The booking timeline's read, as the bench's row asks for it. */
export const timelinePath = (seeded: SeededLog) => `/api/audit/bookings/${seeded.richBookingId}/timeline`;

export async function benchAudit(databaseUrl: string, dataDir: string): Promise<BenchRow[]> {
  const { seeded, seedSeconds, auditorCookie } = await prepareAuditLog(databaseUrl, dataDir);
  const app = await startProduct({ entry: 'backend/src/cli/serve.ts', dataDir, port: await freePort(), env: { NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' } });
  const rows: BenchRow[] = [];
  try {
    const url = app.url;
    const reads = [
      { name: 'GET /api/audit/bookings/{id}/timeline', path: timelinePath(seeded), target: 50 },
      // The back office's event browser asks for 50 events a page (AuditHome.tsx); 100, the API's default, is a figure.
      { name: 'GET /api/audit/events?limit=50&type=RefundIssued (a page of the event browser)', path: '/api/audit/events?limit=50&type=RefundIssued', target: 100 },
      { name: 'GET /api/audit/events?limit=50&from=…&to=… (one India day in the event browser)', path: '/api/audit/events?limit=50&from=2026-09-15&to=2026-09-15', target: 100 },
      { name: 'GET /api/audit/events?limit=50&from=…&to=… (one India week in the event browser)', path: '/api/audit/events?limit=50&from=2026-09-09&to=2026-09-15', target: 100 },
      { name: "GET /api/audit/events?limit=50&from=… (everything since a date two months before the log's end)", path: '/api/audit/events?limit=50&from=2026-11-01', target: 100 },
      { name: 'GET /api/audit/events?limit=100&type=RefundIssued (the API default page)', path: '/api/audit/events?limit=100&type=RefundIssued', target: null },
    ];
    for (const read of reads) {
      const first = await fetch(url + read.path, { headers: { cookie: auditorCookie } });
      const body = (await first.json()) as { events?: unknown[] };
      if (first.status !== 200 || !body.events?.length) throw new Error(`${read.name} did not load: ${first.status} ${JSON.stringify(body).slice(0, 300)}`);
      await load(url + read.path, { connections: 32, seconds: 2, headers: { cookie: auditorCookie } }); // warm-up, not measured
      const result = await load(url + read.path, { connections: 32, seconds: 10, headers: { cookie: auditorCookie } });
      if (result.errors || result.non2xx) throw new Error(`${read.name} failed under load: ${result.errors} errors, ${result.non2xx} non-2xx`);
      rows.push(
        ...row({ name: `${read.name}, ${(EVENTS / 1e6).toFixed(0)}M events in the log, p99 at 32 connections`, value: result.p99Ms, unit: 'ms', target: read.target, better: 'lower', baseline: null }),
        ...row({ name: `${read.name}, requests/s`, value: result.requestsPerSecond, unit: 'req/s', target: null, better: 'higher', baseline: null }),
      );
    }
    rows.push(
      ...row({ name: `audit bench: ${EVENTS.toLocaleString('en-IN')} events seeded in bulk`, value: seeded.events / seedSeconds, unit: 'events/s', target: null, better: 'higher', baseline: null }),
    );
  } finally {
    await app.stop();
  }
  return rows;
}
