// The parents' mails survive a crash: the product as `npm start` runs it, families whose parents consented over HTTP,
// each child's session booked at the same hour with a different counsellor, the clock moved to the 24-hour mark, and the
// product killed with SIGKILL as soon as the first parent's reminder lands in the outbox (the others still being sent).
// Restarted on the same data folder, it sends every parent's reminder still owed. Then an admin cancels every session at
// once and the product is killed again as the first cancellation mail lands. In the end each parent has the consent
// link, the consent recorded, the booking with its receipt, the 24-hour reminder and the cancellation, and the session's
// tax invoice and credit note, each exactly once.
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { DEMO_ADMIN_DEFAULTS } from '../../platform/config';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { consentingFamily, type SignedIn } from '../../testing/family';
import { HttpClient } from '../../testing/httpClient';
import { approvedCounsellor, crashProduct, paidSession, setClock, sleep, until } from '../../testing/productScene';

const FAMILIES = 8;
const HOUR = 3_600_000;
const scene = crashProduct('parent-mails');
const { outboxDir } = scene;

/** The parents' reminders in the outbox: their files are named by their ids, `parent-{event id}-reminder.{copy}.json`. */
const parentReminderFiles = async () => (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.startsWith('parent-') && f.endsWith('.json') && f.includes('-reminder.'));

describe("the parents' mails across a SIGKILL", () => {
  it('are each sent once when the product is killed while sending them and restarted', { timeout: 300_000 }, async () => {
    const url = await scene.start();
    const visitor = { client: () => new HttpClient(url), outboxDir };

    const admin = new HttpClient(url);
    await admin.post('/api/login', DEMO_ADMIN_DEFAULTS).expectStatus(200);
    const basic = (await admin.get('/api/packages').json<{ id: string; type: string; price: number }[]>()).find((p) => p.type === 'basic');
    if (!basic) throw new Error('No basic package in the demo data');
    const date = addDays(istDate(new Date()), 3);
    const families: { child: SignedIn; parent: SignedIn }[] = [];
    const sessions: { id: string; startsAt: number }[] = [];
    let slot: string | undefined;
    for (let n = 0; n < FAMILIES; n++) {
      const counsellorId = await approvedCounsellor(url, admin, n, 'parentcrash');
      slot ??= (await admin.get(`/api/counsellors/${counsellorId}/available-slots?date=${date}`).json<{ availableSlots: string[] }>()).availableSlots[0];
      if (!slot) throw new Error(`No slot open on ${date}`);
      const family = await consentingFamily(visitor, `Child${String.fromCharCode(65 + n)} Rao`, `crash${n}`);
      families.push(family);
      // Every session at the same hour, so that one moment of the clock makes all their reminders due at once.
      sessions.push(await paidSession(family.child, { counsellorId, packageId: basic.id, price: basic.price, date, slot }));
    }
    const startsAt = sessions[0]?.startsAt ?? 0;
    expect(sessions.every((s) => s.startsAt === startsAt)).toBe(true);

    const at = startsAt - 24 * HOUR + 60_000;
    await setClock(url, at);
    await until("the first parent's reminder", async () => (await parentReminderFiles()).length > 0, 60_000, 2);
    await scene.kill();
    const mailedAtKill = (await parentReminderFiles()).length;
    await scene.start();
    await setClock(url, at);
    await until("every parent's reminder", async () => (await parentReminderFiles()).length >= FAMILIES, 60_000);
    console.log(`parents' reminders at the kill: ${mailedAtKill} of ${FAMILIES}`);
    // Killed while sending: some out, others not yet.
    expect(mailedAtKill).toBeLessThan(FAMILIES);

    // An admin calls every session off at once; the product is killed as the first parent's cancellation mail lands,
    // with some cancellations recorded and not yet mailed, and others not recorded at all (their requests cut off).
    const cancelled = async () => (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.startsWith('parent-') && f.endsWith('.json') && f.includes('-changed.'));
    await admin.post('/api/login', DEMO_ADMIN_DEFAULTS).expectStatus(200); // the clock's jump ended the admin's idle session
    const cancelAll = () => sessions.map((session) => admin.post(`/api/bookings/${session.id}/cancel`, { reason: 'The counsellors are away that day' }).then((r) => r.status));
    const wave = Promise.allSettled(cancelAll());
    await until("the first parent's cancellation mail", async () => (await cancelled()).length > 0, 60_000, 2);
    await scene.kill();
    const cancelledAtKill = (await cancelled()).length;
    await wave;
    await scene.start();
    await setClock(url, at);
    // Asked again: a cancellation already recorded answers 409, one cut off is made now.
    for (const status of await Promise.all(cancelAll())) expect([200, 409]).toContain(status);
    await until("every parent's cancellation mail", async () => (await cancelled()).length >= FAMILIES, 60_000);
    console.log(`parents' cancellation mails at the kill: ${cancelledAtKill} of ${FAMILIES}`);
    expect(cancelledAtKill).toBeLessThan(FAMILIES);

    // Each refund's credit note is mailed to the parent as well (invoices' document mails), a moment after the refund.
    const creditNotes = async () => (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.startsWith('document-CRN-') && f.includes('-parent.'));
    await until("every parent's credit note", async () => (await creditNotes()).length >= FAMILIES, 60_000);
    await sleep(1_000); // anything doubled would have had time to land
    for (const [n, family] of families.entries()) {
      const all = (await readOutbox(outboxDir, family.parent.email)).map((m) => m.subject);
      const documents = all.filter((subject) => / (INV|CRN)\/\d{2}-\d{2}\/\d{5} from Margdarshak$/.test(subject));
      expect(documents.map((subject) => subject.replace(/\d{2}-\d{2}\/\d{5}/, 'n'))).toEqual(['Your tax invoice INV/n from Margdarshak', 'Your credit note CRN/n from Margdarshak']);
      const subjects = all.filter((subject) => !documents.includes(subject)).sort();
      expect(subjects).toEqual(
        [
          `Child${String.fromCharCode(65 + n)} asks for your consent to use Margdarshak`,
          'Reminder: your child’s Margdarshak session starts in 24 hours',
          'Your child’s Margdarshak session is booked',
          'Your consent on Margdarshak is recorded',
          'Your child’s Margdarshak session is cancelled',
        ].sort(),
      );
    }
    expect(await parentReminderFiles()).toHaveLength(FAMILIES);
    expect(await cancelled()).toHaveLength(FAMILIES);
  });
});
