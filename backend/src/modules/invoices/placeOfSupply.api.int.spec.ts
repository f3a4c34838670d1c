// Issue 31, item 1: the place of supply is the state the payer gives at checkout (decision 0140). Another state than the
// seller's (29, Karnataka, in the demo configuration) is taxed IGST, on the invoice and on its credit note; the seller's
// own state, or none given, CGST + SGST. An unknown code is refused 400 naming the field, with nothing held or booked;
// the state is offered again on the payer's next order. A parent who places the order for their child gives theirs the
// same way, on their own order route.
import type { CreateOrderResponse, PayerStateResponse } from '@margdarshak/contracts/api/bookings';
import type { BookingDocument } from '@margdarshak/contracts/api/invoices';
import { type IssuedDocument, invoiceNumbersStream } from '@margdarshak/contracts/events/invoices';
import { payerStatesTable } from '@margdarshak/projections/payers/payerStatesProjection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { askingFamily, type SignedIn } from '../../testing/family';
import { bookingScene, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { pdfFonts, pdfText } from '../../testing/pdfText';
import type { TestApp } from '../../testing/testApp';
import { documentOf } from './invoiceNumbers';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // the 25th is the first bookable day
const DATE = '2026-11-25';
let app: TestApp;
let admin: HttpClient;
let counsellor: HttpClient & { userId: string };
let pkg: { id: string; price: number };

beforeAll(async () => {
  ({ app, admin, pkg, counsellor } = await bookingScene({ clock }));
}, 120_000);
afterAll(async () => app?.stop());

/** A new student's paid ₹1,999 booking at `slot`, with the state they gave (if any), and its documents issued. */
async function paidWith(slot: string, payerState?: string) {
  const student = await app.signUp('student');
  const { id } = await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: DATE, slot, ...(payerState ? { payerState } : {}) });
  await app.runDueJobs();
  return { student, bookingId: id };
}

/** The issued document of this kind for the booking, as its event says it: its schema's fields and no others. */
async function documentFor(kind: 'invoice' | 'credit_note', bookingId: string): Promise<IssuedDocument> {
  const events = await app.deps.eventStore.readStream(invoiceNumbersStream(kind, '2026-27'));
  const event = events.find((candidate) => documentOf(candidate)?.bookingId === bookingId);
  const found = event && documentOf(event);
  if (!found) throw new Error(`No ${kind} for booking ${bookingId}`);
  expect(Object.keys(event.data as object).sort()).toEqual(Object.keys(found).sort());
  return found;
}

/** The document's PDF, as its reader downloads it from the booking's list. */
async function pdfOf(reader: HttpClient, bookingId: string, kind: BookingDocument['kind']): Promise<Buffer> {
  const documents = await reader.get(`/api/bookings/${bookingId}/invoices`).expectStatus(200).json<BookingDocument[]>();
  const url = documents.find((document) => document.kind === kind)?.pdfUrl ?? '';
  return Buffer.from(await (await reader.get(url).expectStatus(200)).arrayBuffer());
}

const IGST = [{ tax: 'IGST', rateBasisPoints: 1800, amountPaise: 30_493 }];
const CGST_SGST = [
  { tax: 'CGST', rateBasisPoints: 900, amountPaise: 15_247 },
  { tax: 'SGST', rateBasisPoints: 900, amountPaise: 15_246 },
];

describe('the place of supply', () => {
  it('is the payer’s state when it is another than the seller’s: IGST on the invoice and on its credit note', { timeout: 60_000 }, async () => {
    const { student, bookingId } = await paidWith('10:00 AM', '27');
    const invoice = await documentFor('invoice', bookingId);
    expect(invoice).toMatchObject({ placeOfSupply: '27', taxablePaise: 169_407, taxes: IGST, totalPaise: 199_900 });
    const invoiceText = pdfText(await pdfOf(student, bookingId, 'invoice'));
    for (const words of ['Place of supply: Maharashtra (27)', 'IGST @ 18%: ₹304.93', 'Total: ₹1,999.00']) expect(invoiceText).toContain(words);
    expect(invoiceText).not.toContain('CGST');

    await admin.post(`/api/bookings/${bookingId}/cancel`, { reason: 'The counsellor is unwell that day' }).expectStatus(200);
    await app.runDueJobs();
    const creditNote = await documentFor('credit_note', bookingId);
    expect(creditNote).toMatchObject({ refersTo: invoice.number, placeOfSupply: '27', taxablePaise: 169_407, taxes: IGST, totalPaise: 199_900 });
    const creditText = pdfText(await pdfOf(student, bookingId, 'credit_note'));
    for (const words of ['Place of supply: Maharashtra (27)', 'IGST @ 18%: ₹304.93', 'Amount refunded: ₹1,999.00']) expect(creditText).toContain(words);

    // A payer who reads the product in Hindi: the label and the state's name in both languages (pdftotext reads
    // Devanagari in visual order, so only the English half is compared; the font shows the Hindi is drawn).
    await student.put('/api/user/language', { language: 'hi' }).expectStatus(200);
    const hindi = await pdfOf(student, bookingId, 'invoice');
    expect(pdfText(hindi)).toMatch(/Place of supply \/ .+: Maharashtra \/ .+ \(27\)/);
    expect(pdfFonts(hindi)).toMatch(/Devanagari/);
  });

  it('is the seller’s own state when the payer gives it: CGST and SGST', async () => {
    const { student, bookingId } = await paidWith('11:00 AM', '29');
    expect(await documentFor('invoice', bookingId)).toMatchObject({ placeOfSupply: '29', taxablePaise: 169_407, taxes: CGST_SGST });
    expect(pdfText(await pdfOf(student, bookingId, 'invoice'))).toContain('Place of supply: Karnataka (29)');
  });

  it('is the seller’s state when the payer gives none (intra-state): CGST and SGST', async () => {
    const { bookingId } = await paidWith('12:00 PM');
    expect(await documentFor('invoice', bookingId)).toMatchObject({ placeOfSupply: '29', taxes: CGST_SGST });
  });

  it('refuses a code that is no state with 400 naming payerState, and holds nothing', async () => {
    const student = await app.signUp('student');
    const booking = { counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate: DATE, timeSlot: '02:00 PM' };
    for (const payerState of ['99', '25', '97', 'MH', 27, '']) {
      const refused = await student
        .post('/api/payment/create-order', { amount: pkg.price * 100, booking, payerState })
        .expectStatus(400)
        .json<{ issues: { path: string }[] }>();
      expect(refused.issues.map((issue) => issue.path)).toEqual(['payerState']);
    }
    const open = await app.client().get(`/api/counsellors/${counsellor.userId}/available-slots?date=${DATE}`).expectStatus(200).json<{ availableSlots: string[] }>();
    expect(open.availableSlots).toContain('02:00 PM');
    expect(await student.get(`/api/students/${student.userId}/bookings`).expectStatus(200).json<unknown[]>()).toEqual([]);
  });
});

describe('the place of supply of an order a parent places for their child', () => {
  /** A minor who asked their parent for the session at `slot` while waiting for consent, and the parent who then gave it. */
  async function askedOf(slot: string): Promise<{ child: SignedIn; parent: SignedIn; session: Record<string, string> }> {
    const session = { counsellorId: counsellor.userId, packageId: pkg.id, sessionDate: DATE, timeSlot: slot };
    return { ...(await askingFamily(app, session, `supply.${Date.now()}.${slot.slice(0, 2)}`)), session };
  }

  it('is the parent’s state: IGST on the invoice of the order they placed and paid, and remembered for them', async () => {
    const { child, parent, session } = await askedOf('03:00 PM');
    const remembered = () => parent.get('/api/payment/payer-state').expectStatus(200).json<PayerStateResponse>();
    expect(await remembered()).toEqual({ payerState: null });
    const placed = await parent
      .post(`/api/parent/children/${child.userId}/orders`, { ...session, payerState: '27' })
      .expectStatus(201)
      .json<CreateOrderResponse>();
    const approval = await parent.post('/api/payment/local/approve', { orderId: placed.id }).expectStatus(200).json<{ razorpay_payment_id: string; razorpay_signature: string }>();
    const verify = { paymentId: approval.razorpay_payment_id, orderId: placed.id, signature: approval.razorpay_signature, bookingData: { ...session, studentId: child.userId }, amount: placed.amount };
    await parent.post('/api/payment/verify', verify).expectStatus(200);
    await app.runDueJobs();
    expect(await documentFor('invoice', placed.bookingId)).toMatchObject({ placeOfSupply: '27', taxablePaise: 169_407, taxes: IGST, totalPaise: 199_900 });
    expect(pdfText(await pdfOf(parent, placed.bookingId, 'invoice'))).toContain('Place of supply: Maharashtra (27)');
    // The parent's choice is theirs: the child, who placed nothing, has none.
    expect(await remembered()).toEqual({ payerState: '27' });
    expect(await child.get('/api/payment/payer-state').expectStatus(200).json<PayerStateResponse>()).toEqual({ payerState: null });
  });

  it('refuses a code that is no state with 400 naming payerState, and holds nothing', async () => {
    const { child, parent, session } = await askedOf('04:00 PM');
    for (const payerState of ['99', 'MH', 27, '']) {
      const refused = await parent
        .post(`/api/parent/children/${child.userId}/orders`, { ...session, payerState })
        .expectStatus(400)
        .json<{ issues: { path: string }[] }>();
      expect(refused.issues.map((issue) => issue.path)).toEqual(['payerState']);
    }
    const open = await app.client().get(`/api/counsellors/${counsellor.userId}/available-slots?date=${DATE}`).expectStatus(200).json<{ availableSlots: string[] }>();
    expect(open.availableSlots).toContain('04:00 PM');
    expect(await child.get(`/api/students/${child.userId}/bookings`).expectStatus(200).json<unknown[]>()).toEqual([]);
  });
});

describe('the state remembered for the next order', () => {
  const remembered = (reader: HttpClient) => reader.get('/api/payment/payer-state').expectStatus(200).json<PayerStateResponse>();

  it('is the one the payer gave last time, none before any, and forgotten when an order leaves it empty', async () => {
    const student = await app.signUp('student');
    expect(await remembered(student)).toEqual({ payerState: null });
    const order = (slot: string, payerState?: string) =>
      student
        .post('/api/payment/create-order', {
          amount: pkg.price * 100,
          booking: { counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate: '2026-11-26', timeSlot: slot },
          ...(payerState ? { payerState } : {}),
        })
        .expectStatus(200)
        .json<CreateOrderResponse>();
    await order('10:00 AM', '33');
    expect(await remembered(student)).toEqual({ payerState: '33' });
    // Another student's choice is theirs alone.
    expect(await remembered(await app.signUp('student'))).toEqual({ payerState: null });
    await order('11:00 AM');
    expect(await remembered(student)).toEqual({ payerState: null });
  });

  it('is the same rebuilt from the log, and goes with the payer’s account', async () => {
    const rows = () => app.deps.db(payerStatesTable).orderBy('id');
    const before = await rows();
    expect(before.map((row) => row.state_code).sort()).toEqual(['27', '27', '29']); // two students' and a parent's
    await app.rebuildReadModels();
    expect(await rows()).toEqual(before);

    const leaving = await app.signUp('student');
    const booking = { counsellorId: counsellor.userId, studentId: leaving.userId, packageId: pkg.id, sessionDate: '2026-11-27', timeSlot: '10:00 AM' };
    await leaving.post('/api/payment/create-order', { amount: pkg.price * 100, booking, payerState: '07' }).expectStatus(200);
    expect(await remembered(leaving)).toEqual({ payerState: '07' });
    await leaving.raw('DELETE', '/api/me', JSON.stringify({ password: 'secret-123' }), { 'Content-Type': 'application/json' }).expectStatus(200);
    await app.runDueJobs();
    expect(await app.deps.db(payerStatesTable).where({ id: leaving.userId })).toEqual([]);
  });

  it('is read by the signed-in student or parent only: 401 without a session, 403 for a counsellor and an admin', async () => {
    await app.client().get('/api/payment/payer-state').expectStatus(401);
    await counsellor.get('/api/payment/payer-state').expectStatus(403);
    await admin.get('/api/payment/payer-state').expectStatus(403);
  });
});
