// Issue 31, "The API": a booking's documents (GET /api/bookings/{id}/invoices) and each one's PDF
// (GET /api/invoices/{number}/pdf), for the booking's student, the parent who paid, admins and auditors; what the PDF
// says, read back with pdftotext; and who is refused, with which status.
import type { BookingDocument } from '@margdarshak/contracts/api/invoices';
import type { CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { askingFamily, type SignedIn } from '../../testing/family';
import { bookingScene, paidBooking, signedInAuditor } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { pdfFonts, pdfText } from '../../testing/pdfText';
import type { TestApp } from '../../testing/testApp';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // 11:30 AM in India; the 25th is the first bookable day
const DATE = '2026-11-25';
let app: TestApp;
let admin: HttpClient;
let auditor: HttpClient;
let counsellor: SignedIn;
let pkg: { id: string; price: number };
let student: SignedIn;
let bookingId: string;

beforeAll(async () => {
  ({ app, admin, pkg, counsellor } = await bookingScene({ clock }));
  auditor = await signedInAuditor(app);
  student = await app.signUp('student');
  ({ id: bookingId } = await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: DATE, slot: '10:00 AM' }));
  await app.runDueJobs();
}, 120_000);
afterAll(async () => app?.stop());

const documentsOf = (reader: HttpClient, id: string) => reader.get(`/api/bookings/${id}/invoices`).expectStatus(200).json<BookingDocument[]>();
const pdfOf = async (reader: HttpClient, url: string) => {
  const response = await reader.get(url).expectStatus(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await response.arrayBuffer());
};

/**
 * A minor whose consenting parent pays for the session: ordered by the parent, as the child asked them to, or ordered by
 * the child and paid by the parent.
 */
async function parentPaidBooking(timeSlot: string, orderedBy: 'parent' | 'child' = 'parent'): Promise<{ child: SignedIn; parent: SignedIn; bookingId: string }> {
  const session = { counsellorId: counsellor.userId, packageId: pkg.id, sessionDate: DATE, timeSlot };
  const { child, parent } = await askingFamily(app, session, `invoice.${Date.now()}.${timeSlot.slice(0, 2)}`);
  const id = child.userId;
  const placed =
    orderedBy === 'parent'
      ? await parent.post(`/api/parent/children/${id}/orders`, session).expectStatus(201).json<CreateOrderResponse>()
      : await child
          .post('/api/payment/create-order', { amount: pkg.price * 100, booking: { ...session, studentId: id } })
          .expectStatus(200)
          .json<CreateOrderResponse>();
  const approval = await parent.post('/api/payment/local/approve', { orderId: placed.id }).expectStatus(200).json<{ razorpay_payment_id: string; razorpay_signature: string }>();
  const verify = { paymentId: approval.razorpay_payment_id, orderId: placed.id, signature: approval.razorpay_signature, bookingData: { ...session, studentId: id }, amount: placed.amount };
  await parent.post('/api/payment/verify', verify).expectStatus(200);
  await app.runDueJobs();
  return { child, parent, bookingId: placed.bookingId };
}

describe('a booking’s documents', () => {
  it('list the paid booking’s tax invoice, in rupees, with its PDF’s address', async () => {
    const [invoice, ...rest] = await documentsOf(student, bookingId);
    expect(rest).toEqual([]);
    expect(invoice).toEqual({ kind: 'invoice', number: 'INV/26-27/00001', issuedAt: '2026-11-23T06:00:00.000Z', total: 1999, pdfUrl: '/api/invoices/INV%2F26-27%2F00001/pdf' });
    expect(await documentsOf(admin, bookingId)).toEqual([invoice]);
    expect(await documentsOf(auditor, bookingId)).toEqual([invoice]);
  });

  it('are a PDF a reader can read: the number, the seller’s GSTIN, the tax lines and the total, in figures and in words', async () => {
    const text = pdfText(await pdfOf(student, '/api/invoices/INV%2F26-27%2F00001/pdf'));
    for (const words of [
      'Tax invoice',
      'INV/26-27/00001',
      'GSTIN: 29AAACM1234C1Z0',
      'Margdarshak Careers Private Limited (demo)',
      '23 November 2026',
      'SAC: 999299',
      'Taxable value: ₹1,694.07',
      'CGST @ 9%: ₹152.47',
      'SGST @ 9%: ₹152.46',
      'Total: ₹1,999.00',
      'Rupees One Thousand Nine Hundred Ninety-Nine Only',
    ])
      expect(text).toContain(words);
  });

  it('are the paying parent’s, whose PDF carries Hindi labels beside the English once they read the product in Hindi', { timeout: 60_000 }, async () => {
    const family = await parentPaidBooking('11:00 AM');
    const [invoice] = await documentsOf(family.parent, family.bookingId);
    expect(invoice).toMatchObject({ kind: 'invoice', number: 'INV/26-27/00002', total: 1999 });
    expect(await documentsOf(family.child, family.bookingId)).toEqual([invoice]);
    const english = await pdfOf(family.parent, invoice?.pdfUrl ?? '');
    expect(pdfText(english)).toContain('Meera Joshi (paid by their parent)');
    expect(pdfFonts(english)).not.toMatch(/Devanagari/);

    await family.parent.put('/api/user/language', { language: 'hi' }).expectStatus(200);
    const hindi = await pdfOf(family.child, invoice?.pdfUrl ?? '');
    expect(pdfText(hindi)).toContain('Tax invoice /');
    expect(pdfFonts(hindi)).toMatch(/Devanagari/);
    // Another family's parent: not theirs.
    const other = await parentPaidBooking('12:00 PM');
    await other.parent.get(`/api/bookings/${family.bookingId}/invoices`).expectStatus(404);
    await other.parent.get(invoice?.pdfUrl ?? '').expectStatus(404);
  });

  it('name the parent as payer when they paid the order their child placed, and are theirs to read', { timeout: 60_000 }, async () => {
    const family = await parentPaidBooking('01:00 PM', 'child');
    const [invoice] = await documentsOf(family.parent, family.bookingId);
    expect(invoice).toMatchObject({ kind: 'invoice', total: 1999 });
    expect(pdfText(await pdfOf(family.parent, invoice?.pdfUrl ?? ''))).toContain('Meera Joshi (paid by their parent)');
    expect(await documentsOf(family.child, family.bookingId)).toEqual([invoice]);
  });
});

describe('who may not read them', () => {
  it('asks a visitor to sign in (401) and refuses a counsellor as a role (403)', async () => {
    await app.client().get(`/api/bookings/${bookingId}/invoices`).expectStatus(401);
    await app.client().get('/api/invoices/INV%2F26-27%2F00001/pdf').expectStatus(401);
    await counsellor.get(`/api/bookings/${bookingId}/invoices`).expectStatus(403);
    await counsellor.get('/api/invoices/INV%2F26-27%2F00001/pdf').expectStatus(403);
  });

  it('tells another student the booking or document is not found (404), as for one that does not exist', async () => {
    const stranger = await app.signUp('student');
    await stranger.get(`/api/bookings/${bookingId}/invoices`).expectStatus(404);
    await stranger.get('/api/invoices/INV%2F26-27%2F00001/pdf').expectStatus(404);
    await admin.get('/api/bookings/00000000-0000-4000-8000-000000000000/invoices').expectStatus(404);
    await admin.get('/api/invoices/INV%2F26-27%2F09999/pdf').expectStatus(404);
  });

  it('answers 400 with the field for an id or number that cannot be one', async () => {
    const badId = await admin.get('/api/bookings/not-a-booking/invoices').expectStatus(400).json<{ issues: { path: string }[] }>();
    expect(badId.issues.map((issue) => issue.path)).toEqual(['id']);
    const badNumber = await admin
      .get(`/api/invoices/${encodeURIComponent('../../etc/passwd')}/pdf`)
      .expectStatus(400)
      .json<{ issues: { path: string }[] }>();
    expect(badNumber.issues.map((issue) => issue.path)).toEqual(['number']);
  });
});
