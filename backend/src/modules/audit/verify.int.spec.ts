// `verify` over a log made through the real product: it passes on an honest log, and fails, saying where, on a changed
// read-model row, on an event changed or deleted by a database owner writing around the immutability trigger, and on a
// digest that is not signed with the server's key. Each tampering is undone afterwards, and verify passes again.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { packagesTable } from '@margdarshak/projections/packages/packagesProjection';
import { projections } from '@margdarshak/projections/registry';
import { runVerify } from '../../cli/auditVerify';
import { fixedClock } from '../../platform/clock';
import { createPostgresChainLog } from '../../platform/eventStore/postgres/canonicalLog';
import { startTestApp, type TestApp } from '../../testing/testApp';
import type { HttpClient } from '../../testing/httpClient';
import { present } from '../../testing/present';
import { aroundTheTrigger as aroundTheTriggerIn, asReplica as asReplicaIn, putBack as putBackIn, storedEvent as storedEventIn, type StoredRow } from '../../testing/tampering';
import { eraseUser } from '../accounts';
import { packageStream } from '../packages';
import { appendHeadsDigest } from './digests';
import { digestKey, signDigest } from './headsDigest';
import { auditDigestsStream, auditVerificationsStream } from './integrityStreams';
import { verifyLog } from './verify';

const clock = fixedClock(new Date('2026-11-23T04:30:00.000Z'));
let app: TestApp;
let admin: HttpClient;
let db: Knex;
let packageId: string;

/**
 * verify as the CLI runs it on PostgreSQL (the chains from the stored text), checked against the port's reading of the
 * log (not while writes go on: the two would then read different heads).
 */
async function verify({ againstThePort = true } = {}) {
  const chainLog = createPostgresChainLog(app.databaseUrl);
  try {
    const report = await verifyLog({ ...app.deps, projections, chainLog }, { record: false });
    if (againstThePort) expect((await verifyLog({ ...app.deps, projections }, { record: false, readModels: false })).chains).toEqual(report.chains);
    return report;
  } finally {
    await chainLog.close();
  }
}

const storedEvent = (streamName: string, revision: number) => storedEventIn(db, streamName, revision);
const aroundTheTrigger = (work: (trx: Knex.Transaction) => Promise<unknown>) => aroundTheTriggerIn(db, work);
const asReplica = (work: (trx: Knex.Transaction) => Promise<unknown>) => asReplicaIn(db, work);
const putBack = (row: StoredRow) => putBackIn(db, row);

const packageInput = (name: string, price: number) => ({ name, description: 'One session and a report.', price, type: 'basic', features: ['One session'], highlighted: false });

beforeAll(async () => {
  app = await startTestApp({ clock });
  db = app.deps.db;
  admin = await app.admin();
  // An honest log through the real product: accounts, a package changed twice, a contact message, a digest, an erasure.
  const student = await app.signUp('student');
  await app.signUp('counsellor');
  ({ id: packageId } = await admin.post('/api/admin/packages', packageInput('Career Basics', 1999)).expectStatus(201).json<{ id: string }>());
  await admin.put(`/api/admin/packages/${packageId}`, packageInput('Career Basics Plus', 2499)).expectStatus(200);
  await admin.put(`/api/admin/packages/${packageId}`, packageInput('Career Basics Plus', 2299)).expectStatus(200);
  await app.client().post('/api/contact', { name: 'Priya Nair', email: 'priya.nair@example.in', message: 'Does it suit Class 9?' }).expectStatus(201);
  await appendHeadsDigest(app.deps);
  await eraseUser(app.deps, student.userId, { role: 'admin' });
  await app.runDueJobs();
});
afterAll(async () => app?.stop());

describe('npm run audit -- verify', () => {
  it('passes on an honest log, exits 0, and records an ok result that is itself in the chain', async () => {
    // The app's own data folder: the digests it copied outside the database are there.
    const env = { DATABASE_URL: app.databaseUrl, SERVER_SECRET: app.deps.config.SERVER_SECRET, DATA_DIR: app.deps.config.dataDir };
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    try {
      expect(await runVerify(['verify'])).toBe(0);
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
    }
    expect(printed.join('\n')).toMatch(
      /every chain holds[\s\S]*Signed digests: 1 checked, 0 failed[\s\S]*Digests kept outside the database: 1 digest read from [\s\S]*the log matches every copy[\s\S]*every row matches[\s\S]*OK:[\s\S]*A digest covering that record was signed/,
    );
    const recorded = await app.deps.eventStore.readStream(auditVerificationsStream);
    expect(recorded.map((e) => e.type)).toEqual(['AuditVerificationCompleted']);
    expect(recorded[0]?.data).toMatchObject({ ok: true, brokenChains: 0, digests: { checked: 1, failed: 0 }, readModels: { differing: [] } });
    expect(recorded[0]?.hash).toMatch(/^[0-9a-f]{64}$/);

    const again = await verify();
    expect(again.ok).toBe(true);
    // Since: the record, and the digest signed after it.
    expect(again.chains.events).toBe((present(recorded[0], 'the recorded verification').data as { events: number }).events + 2);
    expect(again.readModels?.tables).toBeGreaterThanOrEqual(projections.length);
    expect(again.readModels?.settled).toBe(true);
    // The scratch schema is gone.
    expect((await db.raw<{ rows: unknown[] }>("select 1 from information_schema.schemata where schema_name like 'verify\\_%'")).rows).toEqual([]);
  });

  it('passes while the product keeps taking commands: it compares at the live read models’ own positions', async () => {
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const { id } = await admin
          .post('/api/admin/packages', packageInput(`Busy ${n}`, 999 + n))
          .expectStatus(201)
          .json<{ id: string }>();
        await admin.put(`/api/admin/packages/${id}`, packageInput(`Busy ${n} (changed)`, 1099 + n)).expectStatus(200);
        await app.signUp(n % 2 === 0 ? 'student' : 'counsellor');
        writes++;
      }
    })();
    try {
      for (let run = 0; run < 5; run++) {
        const report = await verify({ againstThePort: false });
        expect(report.readModels?.differences).toEqual([]);
        expect(report.readModels?.settled).toBe(true);
        expect(report.ok).toBe(true);
      }
    } finally {
      writing = false;
      await writer;
    }
    expect(writes).toBeGreaterThan(0);
  });

  it('fails naming the table and the row when a read-model row was changed behind the product’s back', async () => {
    const [before] = await db(packagesTable).where({ id: packageId });
    await db(packagesTable).where({ id: packageId }).update({ name: 'Career Basics (discounted)' });
    try {
      const report = await verify();
      expect(report.ok).toBe(false);
      expect(report.chains.breakCount).toBe(0);
      expect(report.readModels?.differences).toEqual([{ projection: 'packages', table: packagesTable, differing: 1, ids: [packageId] }]);
    } finally {
      await db(packagesTable).where({ id: packageId }).update({ name: before.name });
    }
    expect((await verify()).ok).toBe(true);
  });

  it('fails naming the stream and revision when a database owner changed an event’s data around the trigger', async () => {
    const stream = packageStream(packageId);
    const original = await storedEvent(stream, 1);
    await aroundTheTrigger((trx) => trx.raw(`update events set data = jsonb_set(data, '{pricePaise}', '9900') where stream_name = ? and stream_revision = 1`, [stream]));
    try {
      const report = await verify();
      expect(report.ok).toBe(false);
      expect(report.chains.brokenChains).toBe(1);
      expect(report.chains.breaks).toEqual([{ streamName: stream, revision: 1n, problem: expect.stringMatching(/hash does not match: the event was changed/) }]);
      // The digests taken before (the first, and the one signed after the CLI's verification) still hold the honest
      // heads: this stream's head is recomputed from what it now says.
      const differ = expect.objectContaining({ problem: 'the stream heads differ from those signed' });
      expect(report.chains.digests.problems).toEqual([differ, differ]);
    } finally {
      await aroundTheTrigger((trx) => trx.raw('update events set data = ?::jsonb where global_position = ?', [JSON.stringify(original.data), original.global_position]));
    }
    expect((await verify()).ok).toBe(true);
  });

  it('fails at the gap when an event was deleted, and on the digest when it was a stream’s last', async () => {
    const stream = packageStream(packageId);
    const middle = await storedEvent(stream, 1);
    await asReplica((trx) => trx.raw('delete from events where global_position = ?', [middle.global_position]));
    try {
      const report = await verify();
      expect(report.ok).toBe(false);
      expect(report.chains.breaks).toEqual([{ streamName: stream, revision: 2n, problem: expect.stringMatching(/^revision 1 is missing; its hash does not match/) }]);
      expect(report.chains.digests.problems[0]?.problem).toMatch(/events were signed, .* are in the log up to there/);
    } finally {
      await putBack(middle);
    }
    // A stream's last event leaves no gap behind: the digest that covered it is what notices.
    const last = await storedEvent(stream, 2);
    await asReplica((trx) => trx.raw('delete from events where global_position = ?', [last.global_position]));
    try {
      const report = await verify();
      expect(report.chains.breakCount).toBe(0);
      expect(report.ok).toBe(false);
      const trimmed = expect.objectContaining({ problem: expect.stringMatching(/events were signed.*; the stream heads differ from those signed/) });
      expect(report.chains.digests.problems).toEqual([trimmed, trimmed]);
    } finally {
      await putBack(last);
    }
    expect((await verify()).ok).toBe(true);
  });

  it('fails on a digest that was not signed with the server’s key', async () => {
    const [honest] = (await app.deps.eventStore.readStream(auditDigestsStream)).map((e) => e.data as ReturnType<typeof signDigest>);
    if (!honest) throw new Error('no digest in the log');
    const { signature: _signature, algorithm: _algorithm, ...body } = honest;
    const forged = signDigest(digestKey('another-secret-another-secret-0000000'), { ...body, digestedAt: clock.now().toISOString() });
    const { position } = await app.deps.eventStore.appendToStream(auditDigestsStream, [{ type: 'StreamHeadsDigested', data: forged, metadata: { at: clock.now().toISOString(), role: 'system' } }]);
    try {
      const report = await verify();
      expect(report.ok).toBe(false);
      expect(report.chains.breakCount).toBe(0);
      expect(report.chains.digests).toMatchObject({ checked: 3, failed: 1, problems: [{ at: position, problem: expect.stringMatching(/signature does not hold/) }] });
    } finally {
      await asReplica((trx) => trx.raw('delete from events where transaction_id = ?::xid8 and global_position = ?', [String(position.commit), String(position.prepare)]));
    }
    expect((await verify()).ok).toBe(true);
  });
});
