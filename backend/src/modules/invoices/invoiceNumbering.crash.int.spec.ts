// Invoice numbers survive a crash: the product as `npm start` runs it, 50 payments verified at once, and the product
// killed with SIGKILL as soon as five invoices are in the log (the others still being numbered, some payments still
// being verified). Restarted on the same data folder, with the verifications the kill cut off sent again (as a browser
// would), every kept payment has exactly one invoice, and the year's numbers run 1 to 50 with no gap and no duplicate.
import knex, { type Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { financialYearOf } from '@margdarshak/contracts/invoices/financialYear';
import { DEMO_ADMIN_DEFAULTS } from '../../platform/config';
import { embeddedDatabaseUrl } from '../../platform/db/connect';
import { HttpClient } from '../../testing/httpClient';
import { approvedCounsellor, crashProduct, until } from '../../testing/productScene';

const PAYMENTS = 50;
const COUNSELLORS = 10;
const scene = crashProduct('invoices');

interface Verification {
  student: HttpClient;
  body: { paymentId: string; orderId: string; signature: string; bookingData: unknown; amount: number };
}

async function approvedPayment(url: string, n: number, booking: { counsellorId: string; packageId: string; sessionDate: string; timeSlot: string }, price: number): Promise<Verification> {
  const student = new HttpClient(url);
  const { id: studentId } = await student
    .post('/api/register', { email: `invoiced.student.${n}@example.in`, password: 'secret-123', role: 'student', dateOfBirth: '2000-01-15' })
    .expectStatus(201)
    .json<{ id: string }>();
  const bookingData = { ...booking, studentId };
  const order = await student
    .post('/api/payment/create-order', { amount: price * 100, booking: bookingData })
    .expectStatus(200)
    .json<{ id: string; amount: number }>();
  const approval = await student.post('/api/payment/local/approve', { orderId: order.id }).expectStatus(200).json<{ razorpay_payment_id: string; razorpay_signature: string }>();
  return { student, body: { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData, amount: order.amount } };
}

/** One read of the product's database (its port changes when it starts again). */
async function fromLog<T>(read: (db: Knex) => Promise<T>): Promise<T> {
  const db = knex({ client: 'pg', connection: embeddedDatabaseUrl(scene.dataDir) ?? '', pool: { min: 0, max: 1 } });
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

/** Sends the verification; false when the product died under it. */
const verify = ({ student, body }: Verification) =>
  student
    .post('/api/payment/verify', body)
    .expectStatus(200)
    .json<{ status: string }>()
    .then((answer) => answer.status === 'confirmed')
    .catch(() => false);

describe('invoice numbers across a SIGKILL', () => {
  it('run 1 to 50 with one invoice per kept payment when the product is killed while numbering', { timeout: 300_000 }, async () => {
    const url = await scene.start();
    const admin = new HttpClient(url);
    await admin.post('/api/login', DEMO_ADMIN_DEFAULTS).expectStatus(200);
    const basic = (await admin.get('/api/packages').json<{ id: string; type: string; price: number }[]>()).find((p) => p.type === 'basic');
    if (!basic) throw new Error('No basic package in the demo data');
    const counsellors: string[] = [];
    for (let n = 0; n < COUNSELLORS; n++) counsellors.push(await approvedCounsellor(url, admin, n, 'invoiced'));
    // One payment per counsellor-day, so that the payments at once contend only for invoice numbers.
    const verifications: Verification[] = [];
    for (let day = 3; verifications.length < PAYMENTS; day++) {
      const sessionDate = addDays(istDate(new Date()), day);
      for (const counsellorId of counsellors) {
        const [timeSlot] = (await admin.get(`/api/counsellors/${counsellorId}/available-slots?date=${sessionDate}`).json<{ availableSlots: string[] }>()).availableSlots;
        if (timeSlot && verifications.length < PAYMENTS)
          verifications.push(await approvedPayment(url, verifications.length, { counsellorId, packageId: basic.id, sessionDate, timeSlot }, basic.price));
      }
    }

    const count = (type: string) => fromLog(async (db) => Number((await db('events').where({ type }).count<{ count: string }[]>({ count: '*' }))[0]?.count ?? 0));
    {
      const answers = Promise.all(verifications.map(verify));
      await until('the first invoices', async () => (await count('TaxInvoiceIssued')) >= 5, 60_000, 2);
      await scene.kill();
      const atKill = await count('TaxInvoiceIssued');
      const confirmed = await answers;
      console.log(`at the kill: ${atKill} of ${PAYMENTS} invoices issued, ${confirmed.filter(Boolean).length} verifications answered`);
      expect(atKill).toBeLessThan(PAYMENTS);

      await scene.start();
      const again = await Promise.all(verifications.map((v, i) => (confirmed[i] ? true : verify(v))));
      expect(again.every(Boolean)).toBe(true);
      await until('an invoice for every payment', async () => (await count('TaxInvoiceIssued')) >= PAYMENTS, 60_000);

      const invoices = await fromLog<{ stream_name: string; data: { number: string; paymentId: string } }[]>((db) =>
        db('events').where({ type: 'TaxInvoiceIssued' }).orderBy('stream_revision').select('stream_name', 'data'),
      );
      const year = financialYearOf(new Date());
      expect(new Set(invoices.map((invoice) => invoice.stream_name))).toEqual(new Set([`invoicenumbers-invoice-${year}`]));
      expect(invoices.map((invoice) => invoice.data.number)).toEqual(Array.from({ length: PAYMENTS }, (_, i) => `INV/${year.slice(2)}/${String(i + 1).padStart(5, '0')}`));
      expect(invoices.map((invoice) => invoice.data.paymentId).sort()).toEqual(verifications.map((v) => v.body.paymentId).sort());
    }
  });
});
