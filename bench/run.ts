// `npm run bench`: every figure measured side by side in one run on one embedded PostgreSQL, printed as a table and
// written to bench/results.json.
import { mkdtempSync, rmSync, chmodSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { main } from '../backend/src/main';
import { startEmbeddedPostgres } from '../backend/src/platform/db/embeddedPostgres';
import { seedDemoData } from '../seeds/src/demo';
import { benchAppends } from './appends';
import { benchAudit } from './audit';
import { benchAnswerQuality } from './answerQuality';
import { benchAssessments } from './assessments';
import { benchAuditVerify } from './auditVerify';
import { benchBookingFlow } from './bookingFlow';
import { benchMultiProcessBookings } from './multiProcessBookings';
import { benchCounsellorsRead } from './counsellorsRead';
import { benchLanding } from './landing';
import { benchSignedInPages } from './signedInPages';
import { benchSlotsRead } from './slotsRead';
import { benchPackagesRead } from './packagesRead';
import { benchConcurrentRenders, benchCounsellorList } from './personalityTests';
import { benchCounsellorDashboard } from './counsellorDashboard';
import { benchAdminBookings } from './adminBookings';
import { benchAdminStats } from './adminStats';
import { benchRebuild } from './rebuild';
import { benchLedgerRebuild } from './ledgerRebuild';
import { rowsInOwnProcess } from './ownProcess';
import { printTable, type BenchRow } from './results';

const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-bench-'));
chmodSync(root, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), durable: true });
const rows: BenchRow[] = [];
try {
  const database = async (name: string) => {
    await server.createDatabase(name);
    return server.urlFor(name);
  };
  const dropDatabase = async (name: string) => {
    const client = new pg.Client({ connectionString: server.urlFor('postgres') });
    await client.connect();
    try {
      await client.query(`drop database ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  console.error('appends…');
  rows.push(...(await benchAppends(await database('bench_appends'))));
  console.error('assessments and reports…');
  rows.push(...(await benchAssessments()));
  console.error('answer-quality simulation…');
  rows.push(...benchAnswerQuality());
  rows.push(...(await benchConcurrentRenders()));
  console.error('rebuild…');
  rows.push(...(await benchRebuild(await database('bench_rebuild'))));
  rows.push(...(await benchLedgerRebuild(await database('bench_ledger'))));
  console.error('chat fan-out…');
  rows.push(...(await rowsInOwnProcess(new URL('./chatProcess.ts', import.meta.url), [await database('bench_chat'), path.join(root, 'chat')])));

  console.error('GET /api/packages…');
  const appDatabase = await database('bench_app');
  const app = await main({
    mode: 'all',
    seed: seedDemoData,
    env: { NODE_ENV: 'test', PORT: '0', DATA_DIR: path.join(root, 'app'), DATABASE_URL: appDatabase, LOG_LEVEL: 'silent', REGISTRATIONS_PER_NETWORK_PER_HOUR: '1000000' },
  });
  try {
    const appUrl = app.url.replace('localhost', '127.0.0.1');
    console.error('landing page…');
    rows.push(...(await benchLanding(appUrl)));
    console.error('signed-in pages…');
    rows.push(...(await benchSignedInPages(appUrl)));
    rows.push(...(await benchPackagesRead(appUrl)));
    console.error('GET /api/counsellors…');
    rows.push(...(await benchCounsellorsRead(appUrl, appDatabase)));
    console.error('GET available-slots…');
    rows.push(...(await benchSlotsRead(appUrl, appDatabase)));
    console.error('GET /api/counsellor/personality-tests…');
    rows.push(...(await benchCounsellorList(appUrl, appDatabase)));
    console.error('the counsellor dashboard’s reads…');
    rows.push(...(await benchCounsellorDashboard(appUrl, appDatabase)));
    rows.push(...(await benchAdminStats(appUrl, appDatabase)));
    rows.push(...(await benchAdminBookings(appUrl, appDatabase)));
    console.error('bookings end to end…');
    rows.push(
      ...(await benchBookingFlow(appUrl, appDatabase, { headPosition: () => app.deps.eventStore.headPosition(), waitFor: (position, options) => app.deps.readModels.waitFor(position, options) })),
    );
  } finally {
    await app.stop();
  }
  console.error('bookings through the front door (built processes)…');
  rows.push(...(await benchMultiProcessBookings(database, path.join(root, 'multiproc'))));
  // Last, each on a log of a million events: run before the rest, their databases' autovacuum would still be at work
  // under the later rows. Each database is dropped once measured, so its vacuum does not run under the next.
  rows.push(...(await benchAuditVerify(await database('bench_audit_verify'))));
  await dropDatabase('bench_audit_verify');
  rows.push(...(await benchAudit(await database('bench_audit'), path.join(root, 'audit'))));
} finally {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
}

printTable(rows);
const out = fileURLToPath(new URL('./results.json', import.meta.url));
writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), machine: `${process.platform} ${process.arch}, node ${process.version}`, rows }, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(process.cwd(), out)}`);
