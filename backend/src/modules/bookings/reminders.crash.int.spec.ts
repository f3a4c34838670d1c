// Reminders survive a crash: the product as `npm start` runs it, with sessions booked over HTTP, its clock moved to the
// 24-hour and then the 1-hour mark, and killed with SIGKILL as soon as the first reminders of each wave land in the
// outbox (the others still being sent). Restarted on the same data folder, it sends every reminder still owed, and in
// the end each session has each of its four reminders once in DATA_DIR/outbox and once in the log.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { DEMO_ADMIN_DEFAULTS } from '../../platform/config';
import { embeddedDatabaseUrl } from '../../platform/db/connect';
import type { OutboxEntry } from '../../platform/mail/outboxMailer';
import { HttpClient } from '../../testing/httpClient';
import { startProduct, type ProductProcess } from '../../testing/productProcess';
import { approvedCounsellor, paidSession, setClock, sleep, until } from '../../testing/productScene';
import { freePort } from '../../platform/freePort';

const SESSIONS = 16;
const HOUR = 3_600_000;
const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-reminders-crash-'));
chmodSync(root, 0o755); // the embedded PostgreSQL runs as the postgres user, who must reach its folder
const dataDir = path.join(root, 'data');
const outboxDir = path.join(dataDir, 'outbox');
let product: ProductProcess | undefined;

afterAll(async () => {
  await product?.stop().catch(() => {});
  rmSync(root, { recursive: true, force: true });
});

/** The reminder mails in the outbox: their file names are their ids, `…-reminder-{kind}-{to}.json`. */
const reminderFiles = async (kind?: '24h' | '1h') =>
  (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json') && f.includes(kind ? `-reminder-${kind}-` : '-reminder-'));

async function paidStudentSession(url: string, n: number, counsellorId: string, packageId: string, price: number, date: string, slot: string): Promise<{ id: string; startsAt: number }> {
  const student = new HttpClient(url);
  const { id: studentId } = await student
    .post('/api/register', { email: `reminded.student.${n}@example.in`, password: 'secret-123', role: 'student', dateOfBirth: '2000-01-15' })
    .expectStatus(201)
    .json<{ id: string }>();
  return paidSession(Object.assign(student, { userId: studentId }), { counsellorId, packageId, price, date, slot });
}

describe('reminders across a SIGKILL', () => {
  it('are each sent once when the product is killed while sending them and restarted', { timeout: 300_000 }, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const start = () => startProduct({ dataDir, port, env: { TEST_CLOCK: 'true' } });
    product = await start();

    const admin = new HttpClient(url);
    await admin.post('/api/login', DEMO_ADMIN_DEFAULTS).expectStatus(200);
    const basic = (await admin.get('/api/packages').json<{ id: string; type: string; price: number }[]>()).find((p) => p.type === 'basic');
    if (!basic) throw new Error('No basic package in the demo data');
    const date = addDays(istDate(new Date()), 3);
    const counsellors: string[] = [];
    for (let n = 0; n < SESSIONS; n++) counsellors.push(await approvedCounsellor(url, admin, n, 'reminded'));
    const [slot] = (await admin.get(`/api/counsellors/${counsellors[0]}/available-slots?date=${date}`).json<{ availableSlots: string[] }>()).availableSlots;
    if (!slot) throw new Error(`No slot open on ${date}`);
    // Every session at the same hour, so that one moment of the clock makes all their reminders of a kind due at once.
    const sessions = [];
    for (const [n, counsellorId] of counsellors.entries()) sessions.push(await paidStudentSession(url, n, counsellorId, basic.id, basic.price, date, slot));
    const startsAt = sessions[0]?.startsAt ?? 0;
    expect(sessions.every((s) => s.startsAt === startsAt)).toBe(true);

    const db = () => knex({ client: 'pg', connection: embeddedDatabaseUrl(dataDir) ?? '', pool: { min: 0, max: 1 } });
    const recordedAt = async (kind: string) => {
      const logDb = db();
      try {
        return (await logDb('events').where({ type: 'SessionReminderSent' }).select('data')).filter((row: { data: { kind: string } }) => row.data.kind === kind).length;
      } finally {
        await logDb.destroy();
      }
    };

    const killedMidWave: { kind: string; mailed: number; recorded: number }[] = [];
    for (const [kind, at] of [
      ['24h', startsAt - 24 * HOUR + 60_000],
      ['1h', startsAt - HOUR + 60_000],
    ] as const) {
      await setClock(url, at);
      await until(`the first ${kind} reminder`, async () => (await reminderFiles(kind)).length > 0, 60_000, 2);
      await product.kill();
      // The product is dead; its database (orphaned, still running) and its outbox show how far it got.
      killedMidWave.push({ kind, mailed: (await reminderFiles(kind)).length, recorded: await recordedAt(kind) });
      product = await start();
      await setClock(url, at);
      await until(`every ${kind} reminder`, async () => (await reminderFiles(kind)).length >= 2 * SESSIONS && (await recordedAt(kind)) >= 2 * SESSIONS, 60_000);
    }
    console.log(`reminders at each kill (of ${2 * SESSIONS} per wave): ${killedMidWave.map((k) => `${k.kind}: ${k.mailed} mailed, ${k.recorded} recorded`).join('; ')}`);
    // Killed while sending: some of a wave out, others not yet.
    expect(killedMidWave.some((k) => k.mailed < 2 * SESSIONS)).toBe(true);

    await sleep(1_000); // anything doubled would have had time to land
    const mails = await Promise.all((await reminderFiles()).map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxEntry));
    const logDb = db();
    const records: { stream_name: string; data: { kind: string; to: string } }[] = await logDb('events').where({ type: 'SessionReminderSent' }).select('stream_name', 'data');
    await logDb.destroy();
    for (const session of sessions) {
      const mailed = mails.filter((m) => m.text.includes(session.id)).map((m) => `${m.subject.endsWith('24 hours') ? '24h' : '1h'}:${m.to.startsWith('reminded.student') ? 'student' : 'counsellor'}`);
      expect(mailed.sort()).toEqual(['1h:counsellor', '1h:student', '24h:counsellor', '24h:student']);
      const logged = records.filter((r) => r.stream_name === `booking-${session.id}`).map((r) => `${r.data.kind}:${r.data.to}`);
      expect(logged.sort()).toEqual(['1h:counsellor', '1h:student', '24h:counsellor', '24h:student']);
    }
    expect(mails).toHaveLength(4 * SESSIONS);
    expect(records).toHaveLength(4 * SESSIONS);
  });
});
