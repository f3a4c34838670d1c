// Missed-session mails survive a crash: the product as `npm start` runs it, sessions booked over HTTP, its clock moved
// past their start; every student reports that their counsellor did not come, and the product is killed with SIGKILL as
// soon as the first of those mails lands in the outbox; restarted on the same data folder, it sends what is still owed.
// Then an admin resolves each (the counsellor absent: refunded in full), killed and restarted the same way. The students
// are minors whose parents consented over HTTP. In the end each session's student, counsellor and parent have each mail
// once in DATA_DIR/outbox.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import knex from 'knex';
import { describe, expect, it } from 'vitest';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { DEMO_ADMIN_DEFAULTS } from '../../platform/config';
import { embeddedDatabaseUrl } from '../../platform/db/connect';
import type { OutboxEntry } from '../../platform/mail/outboxMailer';
import { consentingFamily, type SignedIn } from '../../testing/family';
import { HttpClient, type PendingResponse } from '../../testing/httpClient';
import { approvedCounsellor, crashProduct, paidSession, setClock, sleep, until } from '../../testing/productScene';

const SESSIONS = 8;
const MINUTE = 60_000;
const scene = crashProduct('no-show');
const { dataDir, outboxDir } = scene;

type Wave = 'reported' | 'resolved';
const PASSWORD = 'secret-123'; // the children's (testing/family.ts)
type Session = { id: string; startsAt: number; student: SignedIn; email: string; parentEmail: string };

/** The missed-session mails in the outbox: their file names are their ids, `…-no-show-{wave}-{reader}.json`. */
const mailFiles = async (wave?: Wave) => (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json') && f.includes(wave ? `-no-show-${wave}-` : '-no-show-'));

const signIn = async (client: HttpClient, email: string, password = PASSWORD) => client.post('/api/login', { email, password }).expectStatus(200);

describe('missed-session mails across a SIGKILL', () => {
  it('are each sent once when the product is killed while sending them and restarted', { timeout: 300_000 }, async () => {
    const url = await scene.start();

    const admin = new HttpClient(url);
    await signIn(admin, DEMO_ADMIN_DEFAULTS.email, DEMO_ADMIN_DEFAULTS.password);
    const basic = (await admin.get('/api/packages').json<{ id: string; type: string; price: number }[]>()).find((p) => p.type === 'basic');
    if (!basic) throw new Error('No basic package in the demo data');
    const date = addDays(istDate(new Date()), 3);
    const counsellors: { id: string; email: string }[] = [];
    for (let n = 0; n < SESSIONS; n++) counsellors.push({ id: await approvedCounsellor(url, admin, n, 'absent'), email: `absent.counsellor.${n}@example.in` });
    const [slot] = (await admin.get(`/api/counsellors/${counsellors[0]?.id}/available-slots?date=${date}`).json<{ availableSlots: string[] }>()).availableSlots;
    if (!slot) throw new Error(`No slot open on ${date}`);
    const sessions: Session[] = [];
    const visitor = { client: () => new HttpClient(url), outboxDir };
    for (const [n, counsellor] of counsellors.entries()) {
      const { child, parent } = await consentingFamily(visitor, `Absent${String.fromCharCode(65 + n)} Rao`, `noshow${n}`);
      const paid = await paidSession(child, { counsellorId: counsellor.id, packageId: basic.id, price: basic.price, date, slot });
      sessions.push({ ...paid, student: child, email: child.email, parentEmail: parent.email });
    }
    const at = (sessions[0]?.startsAt ?? 0) + 10 * MINUTE;

    const db = () => knex({ client: 'pg', connection: embeddedDatabaseUrl(dataDir) ?? '', pool: { min: 0, max: 1 } });
    const recorded = async (type: string) => {
      const logDb = db();
      try {
        return (await logDb('events').where({ type }).select('stream_name')).map((row: { stream_name: string }) => row.stream_name);
      } finally {
        await logDb.destroy();
      }
    };
    const report = (s: Session) => s.student.post(`/api/bookings/${s.id}/no-show`, { absent: 'counsellor', note: 'The counsellor never joined.' });
    const resolve = (s: Session) => admin.post(`/api/admin/bookings/${s.id}/no-show`, { absent: 'counsellor', reason: 'The room shows nobody joined for the counsellor.' });
    const waves: [Wave, string, (s: Session) => PendingResponse][] = [
      ['reported', 'NoShowReported', report],
      ['resolved', 'NoShowResolved', resolve],
    ];

    const killedMidWave: { wave: Wave; mailed: number }[] = [];
    for (const [wave, eventType, act] of waves) {
      await setClock(url, at);
      await signIn(admin, DEMO_ADMIN_DEFAULTS.email, DEMO_ADMIN_DEFAULTS.password);
      for (const s of sessions) await signIn(s.student, s.email);
      // All at once; the requests cut short by the kill are made again after the restart (a recorded one answers 409).
      const sent = Promise.allSettled(sessions.map(act));
      await until(`the first ${wave} mail`, async () => (await mailFiles(wave)).length > 0, 60_000, 2);
      await scene.kill();
      await sent;
      killedMidWave.push({ wave, mailed: (await mailFiles(wave)).length });
      await scene.start();
      await setClock(url, at);
      await signIn(admin, DEMO_ADMIN_DEFAULTS.email, DEMO_ADMIN_DEFAULTS.password);
      const done = new Set(await recorded(eventType));
      for (const s of sessions.filter((s) => !done.has(`booking-${s.id}`))) {
        await signIn(s.student, s.email);
        expect((await act(s)).status).toBe(wave === 'reported' ? 201 : 200);
      }
      await until(`every ${wave} mail`, async () => (await mailFiles(wave)).length >= 3 * SESSIONS, 60_000);
    }
    console.log(`no-show mails at each kill (of ${3 * SESSIONS} per wave): ${killedMidWave.map((k) => `${k.wave}: ${k.mailed}`).join('; ')}`);
    // Killed while sending: some of a wave out, others not yet.
    expect(killedMidWave.some((k) => k.mailed < 3 * SESSIONS)).toBe(true);

    await sleep(1_000); // anything doubled would have had time to land
    const mails = await Promise.all((await mailFiles()).map(async (f) => ({ file: f, ...(JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxEntry) })));
    expect((await recorded('NoShowReported')).length).toBe(SESSIONS);
    expect((await recorded('NoShowResolved')).length).toBe(SESSIONS);
    expect((await recorded('RefundIssued')).length).toBe(SESSIONS);
    for (const [n, s] of sessions.entries()) {
      const who = (to: string) => (to === s.email ? 'student' : to === s.parentEmail ? 'parent' : 'counsellor');
      const readers = mails.filter((m) => [s.email, s.parentEmail, counsellors[n]?.email].includes(m.to)).map((m) => `${m.file.includes('-no-show-reported-') ? 'reported' : 'resolved'}:${who(m.to)}`);
      expect(readers.sort()).toEqual(['reported:counsellor', 'reported:parent', 'reported:student', 'resolved:counsellor', 'resolved:parent', 'resolved:student']);
    }
    expect(mails).toHaveLength(6 * SESSIONS);
  });
});
