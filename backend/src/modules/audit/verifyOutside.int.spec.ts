// The digests kept outside the database (issue 27, item 6): verify signs one after every verification and compares the
// log with the copies, so what a database owner removes from the log's end (events, a failed verification's record, and
// the digests in the database that covered them) is reported by the next verify. A missing copy file is told apart
// from a first run, an edited line is reported, several signers write one line each, and an erasure changes nothing.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '@margdarshak/projections/registry';
import { fixedClock } from '../../platform/clock';
import type { HttpClient } from '../../testing/httpClient';
import { present } from '../../testing/present';
import { deleteEvents, forgeData, putBack, restoreData, storedEvent, type StoredRow } from '../../testing/tampering';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { eraseUser } from '../accounts';
import { packageStream } from '../packages';
import { appendHeadsDigest } from './digests';
import { auditDigestsStream, auditVerificationsStream } from './integrityStreams';
import { outsideDigestPath } from './outsideDigests';
import { verifyLog, type VerifyDeps } from './verify';

const clock = fixedClock(new Date('2026-11-23T04:30:00.000Z'));
let app: TestApp;
let admin: HttpClient;
let packageId: string;
let file: string;

const verify = (options: { record?: boolean } = {}, deps: Partial<VerifyDeps> = {}) => verifyLog({ ...app.deps, projections, ...deps }, { readModels: false, record: options.record ?? false });
const lines = async () => (await readFile(file, 'utf8')).trimEnd().split('\n');
const lastOf = async (stream: string): Promise<StoredRow> => {
  const events = await app.deps.eventStore.readStream(stream);
  const last = events.at(-1);
  if (!last) throw new Error(`${stream} is empty`);
  return storedEvent(app.deps.db, stream, last.revision);
};
const packageInput = (name: string, price: number) => ({ name, description: 'One session and a report.', price, type: 'basic', features: ['One session'], highlighted: false });

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  ({ id: packageId } = await admin.post('/api/admin/packages', packageInput('Career Basics', 1999)).expectStatus(201).json<{ id: string }>());
  await admin.put(`/api/admin/packages/${packageId}`, packageInput('Career Basics Plus', 2499)).expectStatus(200);
  file = outsideDigestPath(app.deps.config.auditDigestDir);
});
afterAll(async () => app?.stop());

describe('verify and the digests kept outside the database', () => {
  it('says a first run is one, and signs a digest covering its own record, copied outside in one line', async () => {
    const report = await verify({ record: true });
    expect(report.ok).toBe(true);
    expect(report.outside).toMatchObject({ state: 'not written yet', problems: [], note: expect.stringMatching(/No digest has been written outside the database yet \(the first run\)/) });
    const [digest] = await app.deps.eventStore.readStream(auditDigestsStream);
    expect(report.digest).toEqual({ position: digest?.position });
    const [record] = await app.deps.eventStore.readStream(auditVerificationsStream);
    // The digest covers the verification's record: its position is at or after the record's.
    expect(BigInt((present(digest, 'a signed digest').data as { upTo: { prepare: string } }).upTo.prepare)).toBeGreaterThanOrEqual(present(record, 'the recorded verification').position.prepare);
    const [line, ...more] = await lines();
    expect(more).toEqual([]);
    expect(JSON.parse(present(line, 'line'))).toEqual({ id: digest?.id, position: `${digest?.position.commit}-${digest?.position.prepare}`, digest: digest?.data });

    const next = await verify();
    expect(next).toMatchObject({ ok: true, outside: { state: 'present', digests: 1, failed: 0, problems: [] } });
  });

  it('reports a stream’s end trimmed even when the digests in the database that covered it were deleted too', async () => {
    const trimmed = await lastOf(packageStream(packageId));
    const digests = await app.deps.eventStore.readStream(auditDigestsStream);
    const digestRows = await Promise.all(digests.map((d) => storedEvent(app.deps.db, auditDigestsStream, d.revision)));
    await deleteEvents(app.deps.db, [trimmed, ...digestRows]);
    try {
      const report = await verify();
      expect(report.ok).toBe(false);
      // Nothing in the database says so any more: no break, no digest left to fail.
      expect(report.chains.breakCount).toBe(0);
      expect(report.chains.digests.problems.every((problem) => problem.source === 'outside')).toBe(true);
      expect(report.chains.digests.problems).toEqual([
        expect.objectContaining({ problem: expect.stringMatching(/events were signed, .* are in the log up to there; the stream heads differ from those signed/) }),
      ]);
      expect(report.outside.problems).toEqual([expect.stringMatching(/^The digest signed on .* is no longer in the log: its event was removed\.$/)]);
    } finally {
      for (const row of [trimmed, ...digestRows]) await putBack(app.deps.db, row);
    }
    expect((await verify()).ok).toBe(true);
  });

  it('reports a failed verification whose record, and the digest after it, were deleted', async () => {
    const forgedAt = await lastOf(packageStream(packageId));
    const original = await forgeData(app.deps.db, forgedAt.stream_name, BigInt(forgedAt.stream_revision), 'pricePaise', 100);
    const failed = await verify({ record: true });
    expect(failed.ok).toBe(false);
    expect(failed.digest).toHaveProperty('position');
    // The owner puts the data back and removes every trace of the check: its record and the digest signed after it.
    await restoreData(app.deps.db, original);
    const record = await lastOf(auditVerificationsStream);
    const digest = await lastOf(auditDigestsStream);
    expect(record.data).toMatchObject({ ok: false });
    await deleteEvents(app.deps.db, [record, digest]);
    try {
      const report = await verify();
      expect(report.ok).toBe(false);
      expect(report.chains.breakCount).toBe(0);
      expect(report.chains.digests.problems).toEqual([expect.objectContaining({ source: 'outside', problem: 'it covers events past the end of the log: events at the end are missing' })]);
      expect(report.outside.problems).toEqual([expect.stringMatching(/is no longer in the log: its event was removed/)]);
    } finally {
      await putBack(app.deps.db, record);
      await putBack(app.deps.db, digest);
    }
    expect((await verify()).ok).toBe(true);
  });

  it('tells a deleted copy file from a first run, and a moved folder from both', async () => {
    await rename(file, `${file}.away`);
    try {
      const report = await verify();
      expect(report.ok).toBe(false);
      expect(report.outside).toMatchObject({ state: 'missing', problems: [expect.stringMatching(/is missing, though \d+ digests were written to .*: it was deleted\. Restore it from a backup/)] });
    } finally {
      await rename(`${file}.away`, file);
    }
    const elsewhere = await verify({}, { config: { auditDigestDir: mkdtempSync(path.join(tmpdir(), 'digests-elsewhere-')) } });
    expect(elsewhere.outside).toMatchObject({ state: 'missing', problems: [expect.stringMatching(/AUDIT_DIGEST_DIR now points elsewhere; set it back, or move the file\./)] });
    expect((await verify()).ok).toBe(true);
  });

  it('reports a line of the copy file that was edited', async () => {
    const text = await readFile(file, 'utf8');
    const [first, ...rest] = text.split('\n');
    const edited = JSON.parse(present(first, 'first')) as { digest: { events: number } };
    edited.digest.events -= 1;
    await writeFile(file, [JSON.stringify(edited), ...rest].join('\n'));
    try {
      const report = await verify();
      expect(report.ok).toBe(false);
      expect(report.outside.problems).toEqual([
        `Line 1 of ${file} is not a digest signed with the server's key: the file was edited.`,
        expect.stringMatching(/^1 digest written to .* is no longer in it \(the first written on .*\): lines were removed\.$/),
      ]);
    } finally {
      await writeFile(file, text);
    }
    expect((await verify()).ok).toBe(true);
  });

  it('gets one line per digest from several signers at once', async () => {
    const before = (await lines()).length;
    for (let n = 0; n < 3; n++) {
      await admin.put(`/api/admin/packages/${packageId}`, packageInput(`Career Basics ${n}`, 2000 + n)).expectStatus(200);
      await Promise.all([appendHeadsDigest(app.deps), appendHeadsDigest(app.deps), admin.post('/api/admin/audit/digest').expectStatus(201)]);
    }
    const ids = (await lines()).map((line) => (JSON.parse(line) as { id: string }).id);
    const inLog = (await app.deps.eventStore.readStream(auditDigestsStream)).map((d) => d.id);
    expect(ids).toEqual(inLog);
    expect(ids.length).toBeGreaterThan(before);
    expect((await verify()).ok).toBe(true);
  });

  it('keeps no personal data outside the database, and an erasure breaks neither chains nor digests', async () => {
    const student = await app.signUp('student');
    const report = await verify({ record: true });
    expect(report.ok).toBe(true);
    await eraseUser(app.deps, student.userId, { role: 'admin' });
    await app.runDueJobs();
    const after = await verify({ record: true });
    expect(after).toMatchObject({ ok: true, outside: { state: 'present', failed: 0, problems: [] } });
    const copies = await readFile(file, 'utf8');
    expect(copies).not.toContain(student.email);
    expect(copies).not.toContain(student.userId);
  });
});
