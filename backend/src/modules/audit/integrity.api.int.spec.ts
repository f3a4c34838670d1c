// Tamper evidence over HTTP and on the product's clock: who may read the last verification (what it found, and whether
// it is too old to reassure the overview) and ask for a digest, and the digests' schedule, driven by moving the test
// clock (nothing waits for real time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationStatus } from '@margdarshak/contracts/api/audit';
import { VERIFICATION_STALE_DAYS } from '@margdarshak/contracts/api/auditIntegrity';
import { auditEvents } from '@margdarshak/contracts/events/audit';
import { projections } from '@margdarshak/projections/registry';
import { fixedClock } from '../../platform/clock';
import { signedInAuditor } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { forgeData, restoreData } from '../../testing/tampering';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { packageStream } from '../packages';
import { scheduleDigests } from './digests.processor';
import { digestKey, signatureHolds } from './headsDigest';
import { auditDigestsStream } from './integrityStreams';
import { verifyLog } from './verify';
import { present } from '../../testing/present';

const clock = fixedClock(new Date('2026-11-23T04:30:00.000Z'));
const hour = 60 * 60_000;
let app: TestApp;
let admin: HttpClient;
let auditor: HttpClient;
let student: HttpClient;
let counsellor: HttpClient;

const digests = async () => (await app.deps.eventStore.readStream(auditDigestsStream)).map((e) => auditEvents.StreamHeadsDigested.schema.parse(e.data));

const pendingDigestJobs = (): Promise<{ due_at: Date }[]> => app.deps.db('processor_jobs').where({ processor: 'audit-digests' }).whereNull('done_at').select('due_at');

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  student = await app.signUp('student');
  counsellor = await app.signUp('counsellor');
  auditor = await signedInAuditor(app);
});
afterAll(async () => app?.stop());

describe('GET /api/audit/verification', () => {
  it('is for admins and auditors only', async () => {
    await app.client().get('/api/audit/verification').expectStatus(401);
    await student.get('/api/audit/verification').expectStatus(403);
    await counsellor.get('/api/audit/verification').expectStatus(403);
    await auditor.get('/api/audit/verification').expectStatus(200);
    await admin.get('/api/audit/verification').expectStatus(200);
  });

  it('answers no verification before the first, then the last one’s time and result', async () => {
    expect(await auditor.get('/api/audit/verification').expectStatus(200).json()).toEqual({ last: null, stale: true });
    const report = await verifyLog({ ...app.deps, projections });
    expect(report.ok).toBe(true);
    expect(await admin.get('/api/audit/verification').expectStatus(200).json()).toEqual({
      last: {
        at: clock.now().toISOString(),
        ok: true,
        events: report.chains.events,
        streams: report.chains.streams,
        brokenChains: 0,
        digests: { checked: 0, failed: 0 },
        readModels: { checked: report.readModels?.tables, differing: [] },
        durationMs: report.durationMs,
        problems: [],
      },
      stale: false,
    });
  });
});

describe('POST /api/admin/audit/digest', () => {
  it('is for admins only', async () => {
    await app.client().post('/api/admin/audit/digest').expectStatus(401);
    await student.post('/api/admin/audit/digest').expectStatus(403);
    await counsellor.post('/api/admin/audit/digest').expectStatus(403);
    await auditor.post('/api/admin/audit/digest').expectStatus(403);
  });

  it('appends a digest of every stream head, signed with the key derived from the server secret', async () => {
    const before = (await digests()).length;
    const answer = await admin.post('/api/admin/audit/digest').expectStatus(201).json<Record<string, unknown>>();
    const all = await digests();
    expect(all).toHaveLength(before + 1);
    const digest = present(all.at(-1), 'all.at(-1)');
    expect(answer).toEqual({ ...digest, position: expect.stringMatching(/^\d+-\d+$/) });
    expect(signatureHolds(digestKey(app.deps.serverSecret), digest)).toBe(true);
    expect(digest.streams).toBeGreaterThan(3);
    const recorded = present((await app.deps.eventStore.readStream(auditDigestsStream)).at(-1), 'a recorded digest');
    expect(recorded.metadata).toMatchObject({ role: 'admin', userId: expect.any(String) });
    expect((await verifyLog({ ...app.deps, projections }, { readModels: false, record: false })).chains.digests).toMatchObject({ checked: before + 1, failed: 0 });
  });
});

describe('the digests’ schedule', () => {
  it('appends a digest each time the clock passes the interval, and none before', async () => {
    await scheduleDigests(app.deps.db, clock, 60);
    await scheduleDigests(app.deps.db, clock, 60); // at every start: one schedule, not two
    expect(await pendingDigestJobs()).toHaveLength(1);
    const before = (await digests()).length;
    clock.advance(hour - 1);
    await app.runDueJobs();
    expect(await digests()).toHaveLength(before);

    clock.advance(1);
    await app.runDueJobs();
    expect((await digests()).slice(before).map((d) => d.digestedAt)).toEqual([clock.now().toISOString()]);
    // Always exactly one digest job waiting: the next.
    expect((await pendingDigestJobs()).map((job) => job.due_at.toISOString())).toEqual([new Date(clock.now().getTime() + hour).toISOString()]);

    await student.post('/api/contact', { name: 'Asha', email: 'asha@example.in', message: 'A question about tests.' }).expectStatus(201);
    clock.advance(hour);
    await app.runDueJobs();
    const [first, second] = (await digests()).slice(before);
    expect(second?.digestedAt).toBe(clock.now().toISOString());
    // The second covers the first and what came after it.
    expect(present(second, 'second').events).toBeGreaterThan(present(first, 'first').events + 1);
    expect(BigInt(present(second, 'second').upTo.prepare)).toBeGreaterThan(BigInt(present(first, 'first').upTo.prepare));

    // Down for three and a half hours: one digest on return, not three, and the next at the first slot still ahead.
    const dueBefore = present((await pendingDigestJobs())[0], 'a pending digest job').due_at.getTime();
    clock.advance(3.5 * hour);
    await app.runDueJobs();
    expect((await digests()).slice(before)).toHaveLength(3);
    expect((await pendingDigestJobs()).map((job) => job.due_at.getTime())).toEqual([dueBefore + 3 * hour]);

    const report = await verifyLog({ ...app.deps, projections }, { record: false });
    expect(report.ok).toBe(true);
    expect(report.chains.digests).toMatchObject({ checked: before + 3, failed: 0 });
  });
});

// Last: it moves the clock a week on.
describe('the last verification, as the overview reads it', () => {
  it('carries what the last verification found, and goes stale a week after it, by the product’s clock', async () => {
    const admin = await app.admin(); // the schedule above moved the clock past the file's first sessions
    const pkg = await admin
      .post('/api/admin/packages', { name: 'Stream Finder', description: 'One session.', price: 999, type: 'basic', features: ['One session'], highlighted: false })
      .expectStatus(201)
      .json<{ id: string }>();
    const stream = packageStream(pkg.id);
    const original = await forgeData(app.deps.db, stream, 0, 'pricePaise', 100);
    try {
      expect((await verifyLog({ ...app.deps, projections }, { readModels: false })).ok).toBe(false);
    } finally {
      await restoreData(app.deps.db, original);
    }
    const failed = await admin.get('/api/audit/verification').expectStatus(200).json<VerificationStatus>();
    expect(failed).toMatchObject({ stale: false, last: { at: clock.now().toISOString(), ok: false, brokenChains: 1 } });
    expect(failed.last?.problems).toEqual([expect.stringMatching(new RegExp(`^${stream} revision 0: its hash does not match`))]);

    const ok = await verifyLog({ ...app.deps, projections }, { readModels: false });
    expect(ok.ok).toBe(true);
    clock.advance(VERIFICATION_STALE_DAYS * 24 * hour);
    const signedInAgain = await app.admin(); // a week on, the sessions above have ended
    expect(await signedInAgain.get('/api/audit/verification').expectStatus(200).json()).toMatchObject({ stale: false, last: { ok: true } });
    clock.advance(1);
    expect(await signedInAgain.get('/api/audit/verification').expectStatus(200).json()).toMatchObject({ stale: true, last: { ok: true, problems: [] } });
  });
});
