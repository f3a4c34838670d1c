// The back office's Invoices list (issue 31, item 4): GET /api/admin/invoices in ra-data-simple-rest's shape, for admins
// and auditors, filtered by kind, number and India days, sorted and paged; and the audit's payment lookup by a document's
// number (GET /api/audit/payments/{number}).
import type { AdminInvoice } from '@margdarshak/contracts/api/invoices';
import type { PaymentTimeline } from '@margdarshak/contracts/api/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { ADULT_DATE_OF_BIRTH, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { bookingScene, paidBooking, signedInAuditor } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';

type Signed = HttpClient & { userId: string; email?: string };

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
const DATE = '2026-12-02';
let app: TestApp;
let admin: HttpClient;
let auditor: HttpClient;
let counsellor: Signed;
let asha: Signed;
let kept: { id: string };
let cancelled: { id: string };

async function namedStudent(name: string): Promise<Signed> {
  const client = app.client();
  const email = `${name.split(' ')[0]?.toLowerCase()}.${Date.now()}@example.in`;
  const { id } = await client.post('/api/register', { email, password: 'secret-123', role: 'student', name, dateOfBirth: ADULT_DATE_OF_BIRTH }).expectStatus(201).json<{ id: string }>();
  return Object.assign(client, { userId: id, email });
}

const list = async (reader: HttpClient, query = '') => {
  const response = await reader.get(`/api/admin/invoices${query}`).expectStatus(200);
  return { range: response.headers.get('content-range'), rows: (await response.json()) as AdminInvoice[] };
};
const q = (params: Record<string, unknown>) => `?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))}`;

beforeAll(async () => {
  let pkg: { id: string; price: number };
  ({ app, admin, pkg, counsellor } = await bookingScene({ clock }));
  auditor = await signedInAuditor(app, 'invoices.auditor@example.in');
  asha = await namedStudent('Asha Rao');
  const choice = { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: DATE };
  kept = await paidBooking(asha, { ...choice, slot: '10:00 AM' });
  await app.runDueJobs();
  clock.set(new Date('2026-11-24T06:00:00Z'));
  const ravi = await namedStudent('Ravi Menon');
  cancelled = await paidBooking(ravi, { ...choice, slot: '11:00 AM' });
  await app.runDueJobs();
  clock.set(new Date('2026-11-24T23:00:00Z')); // 25 Nov in India, 4:30 AM
  // The day moved on past the idle sessions: everyone signs in again.
  const signIn = (client: HttpClient, email: string, password: string) => client.post('/api/login', { email, password }).expectStatus(200);
  await signIn(ravi, ravi.email ?? '', 'secret-123');
  await ravi.post(`/api/bookings/${cancelled.id}/cancel`, {}).expectStatus(200);
  await app.runDueJobs();
  await signIn(asha, asha.email ?? '', 'secret-123');
  await signIn(auditor, 'invoices.auditor@example.in', TEST_ADMIN.password);
  admin = await app.admin();
  await signIn(counsellor, counsellor.email ?? '', 'secret-123');
}, 120_000);
afterAll(async () => app?.stop());

const taxed = { taxable: 1694.07, tax: 304.93, total: 1999 };

describe('GET /api/admin/invoices', () => {
  it('lists every document, newest first by default in the back office, with the party, the amounts and the PDF', async () => {
    const { range, rows } = await list(auditor, q({ sort: ['issuedAt', 'DESC'], range: [0, 24] }));
    expect(range).toBe('invoices 0-2/3');
    expect(rows).toEqual([
      {
        id: 'CRN/26-27/00001',
        kind: 'credit_note',
        issuedAt: '2026-11-24T23:00:00.000Z',
        bookingId: cancelled.id,
        party: 'Ravi Menon',
        paidByParent: false,
        ...taxed,
        refersTo: 'INV/26-27/00002',
        pdfUrl: '/api/invoices/CRN%2F26-27%2F00001/pdf',
      },
      expect.objectContaining({ id: 'INV/26-27/00002', kind: 'invoice', issuedAt: '2026-11-24T06:00:00.000Z', party: 'Ravi Menon', refersTo: null, ...taxed }),
      expect.objectContaining({ id: 'INV/26-27/00001', kind: 'invoice', bookingId: kept.id, party: 'Asha Rao', pdfUrl: '/api/invoices/INV%2F26-27%2F00001/pdf', ...taxed }),
    ]);
    expect((await list(admin, q({ sort: ['issuedAt', 'DESC'] }))).rows).toEqual(rows);
  });

  it('filters by kind, by part of a number and by India days, sorts and pages', async () => {
    const ids = async (params: Record<string, unknown>) => (await list(admin, q(params))).rows.map((row) => row.id);
    expect(await ids({ filter: { kind: 'credit_note' } })).toEqual(['CRN/26-27/00001']);
    expect(await ids({ filter: { number: '00002' } })).toEqual(['INV/26-27/00002']);
    // 06:00 UTC is 11:30 in India: the 24th's document only.
    expect(await ids({ filter: { from: '2026-11-24', to: '2026-11-24' } })).toEqual(['INV/26-27/00002']);
    expect(await ids({ filter: { from: '2026-11-24' }, sort: ['id', 'ASC'] })).toEqual(['CRN/26-27/00001', 'INV/26-27/00002']);
    expect(await ids({ sort: ['id', 'DESC'] })).toEqual(['INV/26-27/00002', 'INV/26-27/00001', 'CRN/26-27/00001']);
    const second = await list(admin, q({ sort: ['issuedAt', 'ASC'], range: [1, 1] }));
    expect(second.range).toBe('invoices 1-1/3');
    expect(second.rows.map((row) => row.id)).toEqual(['INV/26-27/00002']);
  });

  it('answers 400 naming the field for a filter, sort or range it cannot use', async () => {
    const issues = async (params: Record<string, unknown>) =>
      (
        await admin
          .get(`/api/admin/invoices${q(params)}`)
          .expectStatus(400)
          .json<{ issues: { path: string }[] }>()
      ).issues.map((issue) => issue.path);
    expect(await issues({ filter: { kind: 'bill' } })).toEqual(['filter.kind']);
    expect(await issues({ filter: { from: '2026-11-30', to: '2026-11-01' } })).toEqual(['filter.to']);
    expect(await issues({ sort: ['party', 'ASC'] })).toEqual(['sort.0']);
  });

  it('asks a visitor to sign in (401) and refuses students and counsellors (403)', async () => {
    await app.client().get('/api/admin/invoices').expectStatus(401);
    await asha.get('/api/admin/invoices').expectStatus(403);
    await counsellor.get('/api/admin/invoices').expectStatus(403);
  });
});

describe('the audit’s payment lookup', () => {
  it('finds a payment by its invoice’s number, and by its credit note’s', async () => {
    const byOrder = await auditor
      .get(`/api/audit/payments/${encodeURIComponent('INV/26-27/00002')}`)
      .expectStatus(200)
      .json<PaymentTimeline>();
    expect(byOrder.bookingId).toBe(cancelled.id);
    expect(byOrder.paymentId).toMatch(/^pay_/);
    expect(byOrder.orderId).not.toBeNull();
    expect(byOrder.events.map((event) => event.type)).toEqual(expect.arrayContaining(['PaymentVerified', 'RefundIssued']));
    const byCreditNote = await auditor
      .get(`/api/audit/payments/${encodeURIComponent('CRN/26-27/00001')}`)
      .expectStatus(200)
      .json<PaymentTimeline>();
    expect({ ...byCreditNote, events: byCreditNote.events.length }).toEqual({ ...byOrder, events: byOrder.events.length });
    const other = await auditor
      .get(`/api/audit/payments/${encodeURIComponent('INV/26-27/00001')}`)
      .expectStatus(200)
      .json<PaymentTimeline>();
    expect(other.bookingId).toBe(kept.id);
    await auditor.get(`/api/audit/payments/${encodeURIComponent('INV/26-27/00009')}`).expectStatus(404);
  });
});
