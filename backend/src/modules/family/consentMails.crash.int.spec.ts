// Issue 30's mails around consent survive a crash: the product as `npm start` runs it, minors asking their parents for
// a session and then the parents consenting, killed with SIGKILL as soon as the first mail of each wave lands in the
// outbox (the others still being sent). Restarted on the same data folder, it sends every mail still owed, and in the
// end each parent has the session they were asked for once, and each child "You can book now" once.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { DEMO_ADMIN_DEFAULTS } from '../../platform/config';
import { freePort } from '../../platform/freePort';
import type { OutboxEntry } from '../../platform/mail/outboxMailer';
import { HttpClient } from '../../testing/httpClient';
import { approvedCounsellor } from '../../testing/productScene';
import { startProduct, type ProductProcess } from '../../testing/productProcess';

const FAMILIES = 12;
const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-consent-crash-'));
chmodSync(root, 0o755); // the embedded PostgreSQL runs as the postgres user, who must reach its folder
const dataDir = path.join(root, 'data');
const outboxDir = path.join(dataDir, 'outbox');
let product: ProductProcess | undefined;

afterAll(async () => {
  await product?.stop().catch(() => {});
  rmSync(root, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, condition: () => Promise<boolean>, timeoutMs: number, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** The outbox's messages whose ids end so (`…-ask-parent`, `…-booking-open`): file names start with the id. */
const filesOf = async (suffix: string) => (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json') && f.includes(`${suffix}.`));
const mailsOf = async (suffix: string) => Promise.all((await filesOf(suffix)).map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxEntry));

const parentOf = (n: number) => `asked.parent.${n}@example.in`;
const childOf = (n: number) => `asking.child.${n}@example.in`;

describe('the mails around consent across a SIGKILL', () => {
  it('are each sent once when the product is killed while sending them and restarted', { timeout: 300_000 }, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const start = () => startProduct({ dataDir, port });
    product = await start();

    const admin = new HttpClient(url);
    await admin.post('/api/login', DEMO_ADMIN_DEFAULTS).expectStatus(200);
    const basic = (await admin.get('/api/packages').json<{ id: string; type: string }[]>()).find((p) => p.type === 'basic');
    if (!basic) throw new Error('No basic package in the demo data');
    const counsellorId = await approvedCounsellor(url, admin, 0, 'asked');
    const date = addDays(istDate(new Date()), 3);
    const [slot] = (await admin.get(`/api/counsellors/${counsellorId}/available-slots?date=${date}`).json<{ availableSlots: string[] }>()).availableSlots;
    if (!slot) throw new Error(`No slot open on ${date}`);

    const children: HttpClient[] = [];
    for (let n = 0; n < FAMILIES; n++) {
      const child = new HttpClient(url);
      await child.post('/api/register', { email: childOf(n), password: 'secret-123', role: 'student', name: `Child ${n}`, dateOfBirth: '2011-05-10', parentEmail: parentOf(n) }).expectStatus(201);
      children.push(child);
    }

    const killedMidWave: { wave: string; mailed: number }[] = [];
    const wave = async (name: string, suffix: string, act: () => Promise<unknown>) => {
      await act();
      await until(`the first ${name} mail`, async () => (await filesOf(suffix)).length > 0, 60_000, 2);
      await product?.kill();
      killedMidWave.push({ wave: name, mailed: (await filesOf(suffix)).length });
      product = await start();
      await until(`every ${name} mail`, async () => (await filesOf(suffix)).length >= FAMILIES, 60_000);
    };

    // Every child asks at once; then every parent consents, on the link the ask's mail carried.
    await wave('ask-parent', '-ask-parent', () =>
      Promise.all(children.map((child) => child.post('/api/me/consent/ask-parent', { counsellorId, packageId: basic.id, sessionDate: date, timeSlot: slot }).expectStatus(202))),
    );
    const asked = await mailsOf('-ask-parent');
    await wave('booking-open', '-booking-open', () =>
      Promise.all(
        asked.map(async (mail) => {
          const token = /\/consent\/([\w-]+)/.exec(mail.text)?.[1];
          await new HttpClient(url).post(`/api/consent/${token}`, { decision: 'give', isParent: true, password: 'parent-secret-1' }).expectStatus(200);
        }),
      ),
    );
    console.log(`mails at each kill (of ${FAMILIES} per wave): ${killedMidWave.map((k) => `${k.wave}: ${k.mailed}`).join('; ')}`);

    await sleep(1_000); // anything doubled would have had time to land
    const askMails = await mailsOf('-ask-parent');
    const openMails = await mailsOf('-booking-open');
    expect(askMails.map((m) => m.to).sort()).toEqual(Array.from({ length: FAMILIES }, (_, n) => parentOf(n)).sort());
    expect(openMails.map((m) => m.to).sort()).toEqual(Array.from({ length: FAMILIES }, (_, n) => childOf(n)).sort());
    for (const mail of askMails) expect(mail.text).toContain(`Time: ${slot} (India time)`);
    const ids = [...askMails, ...openMails].map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
