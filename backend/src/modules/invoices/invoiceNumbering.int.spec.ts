// Issue 31's "done when" for the numbering: payments at once get consecutive invoice numbers with no gap or duplicate,
// a refund gets a credit note referring to its invoice, and the numbering restarts on 1 April (the clock moved).
import { invoiceNumbersStream } from '@margdarshak/contracts/events/invoices';
import type { IssuedDocument } from '@margdarshak/contracts/events/invoices';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { approvedCounsellor, bookingScene } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { documentOf } from './invoiceNumbers';

const PAYMENTS = 50;
const clock = fixedClock(new Date('2027-03-20T10:00:00+05:30'));
let scene: Awaited<ReturnType<typeof bookingScene>>;
const counsellors: string[] = [];

beforeAll(async () => {
  scene = await bookingScene({ clock });
  counsellors.push(scene.counsellor.userId);
  for (let n = 1; n < 10; n++) counsellors.push((await approvedCounsellor(scene.app, scene.admin)).userId);
}, 120_000);
afterAll(() => scene?.app.stop());

type Student = HttpClient & { userId: string };
type Slot = { counsellorId: string; sessionDate: string; timeSlot: string };
interface ApprovedOrder {
  student: Student;
  bookingId: string;
  verify: { paymentId: string; orderId: string; signature: string; bookingData: unknown; amount: number };
}

/**
 * One open slot per booking, each on a counsellor-day of its own (a day's bookings of one counsellor claim one schedule
 * stream; payments at once here must contend only for invoice numbers): ten counsellors, days from 3 ahead of the clock.
 */
async function openSlots(count: number): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (let day = 3; slots.length < count; day++) {
    const sessionDate = addDays(istDate(clock.now()), day);
    for (const counsellorId of counsellors.slice(0, count - slots.length)) {
      const { availableSlots } = await scene.admin.get(`/api/counsellors/${counsellorId}/available-slots?date=${sessionDate}`).json<{ availableSlots: string[] }>();
      if (availableSlots[0]) slots.push({ counsellorId, sessionDate, timeSlot: availableSlots[0] });
    }
  }
  return slots;
}

/** A booking ordered and approved at the local checkout, its verification not yet sent. */
async function approvedOrder(student: Student, slot: Slot): Promise<ApprovedOrder> {
  const booking = { studentId: student.userId, packageId: scene.pkg.id, ...slot };
  const order = await student
    .post('/api/payment/create-order', { amount: scene.pkg.price * 100, booking })
    .expectStatus(200)
    .json<{ id: string; amount: number; bookingId: string }>();
  const approval = await student.post('/api/payment/local/approve', { orderId: order.id }).expectStatus(200).json<{ razorpay_payment_id: string; razorpay_signature: string }>();
  return {
    student,
    bookingId: order.bookingId,
    verify: { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData: booking, amount: order.amount },
  };
}

const pay = async ({ student, verify }: ApprovedOrder) => {
  const confirmed = await student.post('/api/payment/verify', verify).expectStatus(200).json<{ status: string }>();
  expect(confirmed.status).toBe('confirmed');
};

const documents = async (kind: 'invoice' | 'credit_note', year: string): Promise<IssuedDocument[]> =>
  (await scene.app.deps.eventStore.readStream(invoiceNumbersStream(kind, year))).flatMap((event) => documentOf(event) ?? []);

const taxOf = (document: IssuedDocument) => document.taxes.reduce((sum, line) => sum + line.amountPaise, 0);

describe('invoice numbers', () => {
  let paid: ApprovedOrder[] = [];

  it('are consecutive, with no gap and no duplicate, for 50 payments at once', { timeout: 180_000 }, async () => {
    const orders: ApprovedOrder[] = [];
    for (const slot of await openSlots(PAYMENTS)) orders.push(await approvedOrder(await scene.app.signUp('student'), slot));
    await Promise.all(orders.map(pay));
    await scene.app.runDueJobs();

    const invoices = await documents('invoice', '2026-27');
    expect(invoices.map((invoice) => invoice.number)).toEqual(Array.from({ length: PAYMENTS }, (_, i) => `INV/26-27/${String(i + 1).padStart(5, '0')}`));
    expect(new Set(invoices.map((invoice) => invoice.paymentId))).toEqual(new Set(orders.map((order) => order.verify.paymentId)));
    for (const invoice of invoices) {
      expect(invoice.totalPaise).toBe(199_900);
      expect(invoice.taxablePaise + taxOf(invoice)).toBe(199_900);
      expect(invoice.taxes.map((line) => line.tax)).toEqual(['CGST', 'SGST']);
      expect(invoice.seller.gstin).toBe('29AAACM1234C1Z0');
      expect(invoice.totalInWords).toBe('Rupees One Thousand Nine Hundred Ninety-Nine Only');
    }
    paid = orders;
  });

  it('give a refund a credit note that refers to its payment’s invoice, and issue nothing twice', { timeout: 60_000 }, async () => {
    const [first] = paid;
    if (!first) throw new Error('The payments above did not run');
    await scene.admin.post(`/api/bookings/${first.bookingId}/cancel`, { reason: 'The counsellor is unwell that day' }).expectStatus(200);
    await scene.app.runDueJobs();

    const invoice = (await documents('invoice', '2026-27')).find((document) => document.paymentId === first.verify.paymentId);
    const notes = await documents('credit_note', '2026-27');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      number: 'CRN/26-27/00001',
      refersTo: invoice?.number,
      bookingId: first.bookingId,
      totalPaise: 199_900,
      taxablePaise: invoice?.taxablePaise,
      taxes: invoice?.taxes,
    });
    expect(await documents('invoice', '2026-27')).toHaveLength(PAYMENTS);
  });

  it('restart at 1 on 1 April, India time', { timeout: 60_000 }, async () => {
    clock.set(new Date('2027-03-31T23:50:00+05:30'));
    const [beforeMidnight, afterMidnight] = await openSlots(2);
    if (!beforeMidnight || !afterMidnight) throw new Error('No slots open');
    await pay(await approvedOrder(await scene.app.signUp('student'), beforeMidnight));
    clock.set(new Date('2027-04-01T00:05:00+05:30'));
    await pay(await approvedOrder(await scene.app.signUp('student'), afterMidnight));
    await scene.app.runDueJobs();

    expect((await documents('invoice', '2026-27')).at(-1)?.number).toBe(`INV/26-27/000${PAYMENTS + 1}`);
    expect((await documents('invoice', '2027-28')).map((invoice) => [invoice.number, invoice.issuedAt])).toEqual([['INV/27-28/00001', '2027-03-31T18:35:00.000Z']]);
  });
});
