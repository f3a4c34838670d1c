// Issue 31: each money document is mailed with its PDF attached to the student and to their consenting parent, once
// (decision 0135): a tax invoice when the session is paid, a credit note when it is refunded; a job run again (a replay
// after a crash) hands nothing over twice; the local outbox keeps the PDF whole (base64) and readable.
import { invoiceNumbersStream } from '@margdarshak/contracts/events/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, type OutboxEntry } from '../../platform/mail/outboxMailer';
import { fixedClock } from '../../platform/clock';
import { consentingFamily, type SignedIn } from '../../testing/family';
import { bookingScene, paidBooking } from '../../testing/fixtures';
import { pdfText } from '../../testing/pdfText';
import type { TestApp } from '../../testing/testApp';
import { documentMailsProcessor } from './documentMails.processor';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
let child: SignedIn;
let parent: SignedIn;
let bookingId: string;

const documentMails = async (to: string) => (await readOutbox(app.outboxDir, to)).filter((mail) => mail.subject.includes(' from Margdarshak') && mail.subject.startsWith('Your '));
const pdfOf = (mail: OutboxEntry | undefined) => {
  const [file, ...more] = mail?.attachments ?? [];
  expect(more).toEqual([]);
  expect(file).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
  return { filename: file?.filename, text: pdfText(Buffer.from(file?.content ?? '', 'base64')) };
};

beforeAll(async () => {
  const scene = await bookingScene({ clock });
  app = scene.app;
  ({ child, parent } = await consentingFamily(app, 'Meera Joshi'));
  ({ id: bookingId } = await paidBooking(child, { counsellorId: scene.counsellor.userId, packageId: scene.pkg.id, price: scene.pkg.price, date: '2026-12-02' }));
  await app.runDueJobs();
}, 120_000);
afterAll(async () => app?.stop());

describe('a paid session’s tax invoice', () => {
  it('is mailed to the student with the PDF attached', async () => {
    const [mail, ...more] = await documentMails(child.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your tax invoice INV/26-27/00001 from Margdarshak');
    expect(mail?.text).toContain('We have received the payment of ₹1,999.00 for your counselling session. The tax invoice INV/26-27/00001 is attached as a PDF.');
    const pdf = pdfOf(mail);
    expect(pdf.filename).toBe('INV-26-27-00001.pdf');
    for (const words of ['Tax invoice', 'INV/26-27/00001', 'GSTIN: 29AAACM1234C1Z0', 'Total: ₹1,999.00']) expect(pdf.text).toContain(words);
  });

  it('is mailed to the consenting parent, in a parent’s words, with the same PDF', async () => {
    const [mail, ...more] = await documentMails(parent.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your tax invoice INV/26-27/00001 from Margdarshak');
    expect(mail?.text).toContain('for Meera’s counselling session');
    expect(pdfOf(mail).text).toContain('INV/26-27/00001');
  });

  it('is handed over once, even when its job runs again after a crash', async () => {
    const [event] = await app.deps.eventStore.readStream(invoiceNumbersStream('invoice', '2026-27'));
    if (!event) throw new Error('no invoice issued');
    for (const job of documentMailsProcessor.plan(event)) await documentMailsProcessor.run(job, { deps: app.deps, actor: { role: 'system' }, causedAt: event.position, attempts: 1 });
    await app.runDueJobs();
    expect(await documentMails(child.email)).toHaveLength(1);
    expect(await documentMails(parent.email)).toHaveLength(1);
  });
});

describe('a refunded session’s credit note', () => {
  it('is mailed to the student and the parent, naming the invoice it refers to', async () => {
    await child.post(`/api/bookings/${bookingId}/cancel`, {}).expectStatus(200);
    await app.runDueJobs();
    for (const to of [child.email, parent.email]) {
      const mails = await documentMails(to);
      expect(mails.map((mail) => mail.subject)).toEqual(['Your tax invoice INV/26-27/00001 from Margdarshak', 'Your credit note CRN/26-27/00001 from Margdarshak']);
      expect(mails[1]?.text).toContain('The credit note CRN/26-27/00001, attached as a PDF, records the refund against invoice INV/26-27/00001.');
      const pdf = pdfOf(mails[1]);
      expect(pdf.filename).toBe('CRN-26-27-00001.pdf');
      for (const words of ['Credit note', 'For invoice: INV/26-27/00001', 'Amount refunded: ₹1,999.00']) expect(pdf.text).toContain(words);
    }
  });
});
