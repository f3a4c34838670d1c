// (c) `npm run audit -- verify` over a log of 1,000,000 events: the hash chains and signed digests (target 50,000
// events/s), and, apart, rebuilding every read model into a scratch schema and comparing it with the live one.
// The log is seeded in bulk (hashes computed here exactly as the store computes them, rows inserted a chunk at a time):
// streams of 10 events, and 1 event in 100 a PackageCreated (10,000 package streams) that the packages read model keeps, so the comparison
// has rows to compare. The live read models are built first, with the same replay the rebuild uses.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex from 'knex';
import pg from 'pg';
import pino from 'pino';
import { migrateCheckpoints, resetCheckpoint } from '@margdarshak/projections/checkpoints';
import { projections } from '@margdarshak/projections/registry';
import { replayLog } from '@margdarshak/projections/rebuild';
import { fixedClock } from '../backend/src/platform/clock';
import { contentHash, genesisHash, linkHash } from '../backend/src/platform/eventStore/hashChain';
import { createPostgresChainLog } from '../backend/src/platform/eventStore/postgres/canonicalLog';
import { createPostgresEventStore, migrateEventStore } from '../backend/src/platform/eventStore/postgres/postgresEventStore';
import type { EventMetadata } from '@margdarshak/contracts/log';
import { appendHeadsDigest, verifyLog } from '@margdarshak/backend/modules/audit/index';
import { row, type BenchRow } from './results';

const total = 1_000_000;
const streams = 100_000;
const chunk = 10_000;
const serverSecret = 'bench-secret-bench-secret-bench-secret-00';

interface Seeded {
  stream_name: string;
  stream_revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

/** Event `i` of the bench log, hashed as append_events would: stream i mod 100,000, the next revision of that stream. */
function benchEvent(i: number, lastHashes: string[], at: string): Seeded {
  const s = i % streams;
  const revision = Math.floor(i / streams);
  const metadata: EventMetadata = { at, role: 'system', correlationId: randomUUID() };
  let streamName: string;
  let type: string;
  let data: unknown;
  if (i % 100 === 0) {
    const packageId = randomUUID();
    streamName = `package-${packageId}`;
    type = 'PackageCreated';
    data = {
      packageId,
      type: 'basic',
      name: `Bench package ${i}`,
      description: 'A package of the audit benchmark.',
      pricePaise: 99_900 + (i % 1000),
      features: ['One session', 'A report'],
      highlighted: false,
    };
  } else {
    streamName = `benchaudit-${s}`;
    type = 'BenchActivityRecorded';
    data = {
      activityId: randomUUID(),
      studentId: `student-${s}`,
      kind: ['viewed', 'booked', 'paid'][i % 3],
      amountPaise: (i * 7) % 500_000,
      note: 'An event of ordinary size for the audit benchmark.',
    };
  }
  const packages = streamName.startsWith('package-');
  const previous = packages ? genesisHash : (lastHashes[s] ?? genesisHash);
  const hash = linkHash(previous, streamName, BigInt(packages ? 0 : revision), contentHash(type, data, metadata));
  if (!packages) lastHashes[s] = hash;
  return { stream_name: streamName, stream_revision: packages ? 0 : revision, event_id: randomUUID(), type, data: JSON.stringify(data), metadata: JSON.stringify({ ...metadata, hash }) };
}

async function seed(databaseUrl: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const lastHashes: string[] = [];
  const at = new Date().toISOString();
  try {
    // Two chunks in flight: one computed while the other is inserted. Each is one transaction, in log order.
    let inserting: Promise<unknown> = Promise.resolve();
    for (let start = 0; start < total; start += chunk) {
      const rows = Array.from({ length: Math.min(chunk, total - start) }, (_, k) => benchEvent(start + k, lastHashes, at));
      await inserting;
      inserting = pool.query(
        `insert into events (stream_name, stream_revision, event_id, type, data, metadata)
         select * from unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])`,
        [rows.map((r) => r.stream_name), rows.map((r) => r.stream_revision), rows.map((r) => r.event_id), rows.map((r) => r.type), rows.map((r) => r.data), rows.map((r) => r.metadata)],
      );
    }
    await inserting;
  } finally {
    await pool.end();
  }
}

export async function benchAuditVerify(databaseUrl: string, log: (line: string) => void = () => {}): Promise<BenchRow[]> {
  await migrateEventStore({ connectionString: databaseUrl });
  log(`seeding ${total.toLocaleString('en-IN')} hashed events…`);
  await seed(databaseUrl);
  const eventStore = createPostgresEventStore({ connectionString: databaseUrl });
  const db = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 8 } });
  const clock = fixedClock(new Date());
  // The copies of the digests kept outside the database (verify compares the log with them too).
  const config = { auditDigestDir: mkdtempSync(path.join(tmpdir(), 'margdarshak-bench-digests-')) };
  try {
    log('building the live read models…');
    await migrateCheckpoints(db);
    for (const projection of projections) {
      await projection.migrate(db);
      await resetCheckpoint(db, projection.name, projection.version);
    }
    await replayLog({ db, log: eventStore, targets: projections.map((projection) => ({ projection })), context: { openPersonalData: async () => undefined }, logger: pino({ level: 'silent' }) });
    log('signing a digest of every stream head…');
    await appendHeadsDigest({ db, eventStore, clock, serverSecret, config });

    log('verifying…');
    const chainLog = createPostgresChainLog(databaseUrl);
    const report = await verifyLog({ db, eventStore, clock, serverSecret, config, projections, chainLog }, { record: false }).finally(() => chainLog.close());
    if (!report.ok)
      throw new Error(
        `verify failed on the honest bench log: ${JSON.stringify({ breaks: report.chains.breaks.slice(0, 3), digests: report.chains.digests, differences: report.readModels?.differences })}`,
      );
    if (report.chains.events < total || report.chains.digests.checked !== 1) throw new Error(`verify checked ${report.chains.events} events and ${report.chains.digests.checked} digests`);
    const { readModels } = report;
    if (!readModels) throw new Error('verify returned no check of the read models');
    return [
      ...row({
        name: `audit verify: hash chains and digests (${total.toLocaleString('en-IN')} events, ${report.chains.streams.toLocaleString('en-IN')} streams)`,
        value: report.chains.events / report.chainSeconds,
        unit: 'events/s',
        target: 50_000,
        better: 'higher',
        baseline: null,
      }),
      ...row({
        name: `audit verify: read models rebuilt and compared (${readModels.tables} tables, ${readModels.rows.toLocaleString('en-IN')} rows)`,
        value: readModels.seconds,
        unit: 's',
        target: null,
        better: 'lower',
        baseline: null,
      }),
    ];
  } finally {
    await db.destroy();
    await eventStore.close();
    rmSync(config.auditDigestDir, { recursive: true, force: true });
  }
}
