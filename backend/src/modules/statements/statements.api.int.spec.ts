// Issue 31, item 2 over HTTP: a counsellor's monthly statement (GET /api/counsellors/{id}/statements/{YYYY-MM}, /csv,
// /pdf) and the back office's payouts (GET and POST /api/admin/payouts). The commission is charged when the booking is
// confirmed on its payment and given back by its refund; a payout is refused above what is owed and under a bank
// reference already used; a closed month's statement never changes; and who may do what, with the exact status.
import type { AdminPayout, Statement } from '@margdarshak/contracts/api/statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { bookingScene, paidBooking, signedInAuditor } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { pdfText } from '../../testing/pdfText';
import type { TestApp } from '../../testing/testApp';
import { bookingStream } from '../bookings';
import { commissionStream } from './commission';
import { commissionProcessor } from './commission.processor';
import { COMMISSION_PENDING } from './payouts';

type Signed = HttpClient & { userId: string; email: string };

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // 11:30 AM in India; the 25th is the first bookable day
let app: TestApp;
let admin: HttpClient;
let auditor: HttpClient;
let counsellor: Signed;
let student: Signed;
let bookingId: string;
let pkg: { id: string; price: number };

const statementUrl = (id: string, month: string, tail = '') => `/api/counsellors/${id}/statements/${month}${tail}`;
const statementOf = (reader: HttpClient, month: string) => reader.get(statementUrl(counsellor.userId, month)).expectStatus(200).json<Statement>();
const payout = (overrides: Record<string, unknown> = {}) => ({ counsellorId: counsellor.userId, month: '2026-11', amount: 1000, paidOn: '2026-11-23', reference: 'UTR-NOV-0001', ...overrides });

beforeAll(async () => {
  ({ app, admin, pkg, counsellor } = await bookingScene({ clock }));
  auditor = await signedInAuditor(app);
  student = await app.signUp('student');
  ({ id: bookingId } = await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-26', slot: '10:00 AM' }));
  await app.runDueJobs();
}, 120_000);
afterAll(async () => app?.stop());

describe('who may read a statement', () => {
  it.each(['', '/csv', '/pdf'])('answers %s to the counsellor and admins, 403 to another counsellor and students, 401 signed out', async (tail) => {
    const other = await app.signUp('counsellor');
    await counsellor.get(statementUrl(counsellor.userId, '2026-11', tail)).expectStatus(200);
    await admin.get(statementUrl(counsellor.userId, '2026-11', tail)).expectStatus(200);
    expect((await other.get(statementUrl(counsellor.userId, '2026-11', tail))).status).toBe(403);
    expect((await student.get(statementUrl(counsellor.userId, '2026-11', tail))).status).toBe(403);
    expect((await auditor.get(statementUrl(counsellor.userId, '2026-11', tail))).status).toBe(403);
    expect((await app.client().get(statementUrl(counsellor.userId, '2026-11', tail))).status).toBe(401);
  });

  it('answers 400 for a month that is no month or has not begun, 404 for no counsellor', async () => {
    for (const month of ['2026-13', '2026-1', 'november', '1999-12', '2026-12']) expect((await counsellor.get(statementUrl(counsellor.userId, month))).status, month).toBe(400);
    expect((await admin.get(statementUrl('00000000-0000-4000-8000-000000000000', '2026-11'))).status).toBe(404);
  });
});

describe('the month’s statement', () => {
  it('shows the payment, the 20% commission charged on it and what is owed, each line with the events behind it', async () => {
    const statement = await statementOf(counsellor, '2026-11');
    expect(statement).toMatchObject({ month: '2026-11', carriedOver: 0, paid: 1999, refunds: 0, commission: 399.8, payouts: 0, owed: 1599.2 });
    expect(statement.lines).toHaveLength(1);
    const [line] = statement.lines;
    expect(line?.bookingId).toBe(bookingId);
    const payment = (await app.deps.eventStore.readStream(bookingStream(bookingId))).find((event) => event.type === 'PaymentVerified');
    expect(line?.events.map((event) => [event.kind, event.amount])).toEqual([
      ['payment', 1999],
      ['commission', 399.8],
    ]);
    expect(line?.events[0]?.eventId).toBe(payment?.id);
  });
});

describe('payouts', () => {
  it('refuses an auditor’s, a counsellor’s and a stranger’s payout with 403, 403 and 401', async () => {
    expect((await auditor.post('/api/admin/payouts', payout())).status).toBe(403);
    expect((await counsellor.post('/api/admin/payouts', payout())).status).toBe(403);
    expect((await app.client().post('/api/admin/payouts', payout())).status).toBe(401);
  });

  it('refuses bad input with 400 naming each field, a month or day still to come, and more than is owed', async () => {
    const bad = await admin.post('/api/admin/payouts', { counsellorId: 'x', month: '2026-13', amount: -5, paidOn: '2026-02-30', reference: '' });
    expect(bad.status).toBe(400);
    const { issues } = (await bad.json()) as { issues: { path: string }[] };
    expect(issues.map((issue) => issue.path).sort()).toEqual(['amount', 'counsellorId', 'month', 'paidOn', 'reference']);
    expect((await admin.post('/api/admin/payouts', payout({ amount: 10.005 }))).status).toBe(400);
    // A reference is one line of letters and digits: it is printed in the statement, its CSV and the audit's sentences.
    for (const reference of ['UTR\n123', 'UTR\t123', 'UTR,123', '=SUM(A1)']) expect((await admin.post('/api/admin/payouts', payout({ reference }))).status, reference).toBe(400);
    expect((await admin.post('/api/admin/payouts', payout({ month: '2026-12' }))).status).toBe(400);
    expect((await admin.post('/api/admin/payouts', payout({ paidOn: '2026-11-24' }))).status).toBe(400);
    expect((await admin.post('/api/admin/payouts', payout({ counsellorId: '00000000-0000-4000-8000-000000000000' }))).status).toBe(404);
    const tooMuch = await admin.post('/api/admin/payouts', payout({ amount: 1599.21 }));
    expect(tooMuch.status).toBe(422);
    expect(await tooMuch.json()).toMatchObject({ owed: 1599.2 });
  });

  it('records one, lists it for admins and auditors, and refuses its bank reference a second time', async () => {
    const created = await admin.post('/api/admin/payouts', payout()).expectStatus(201).json<AdminPayout>();
    expect(created).toMatchObject({ counsellorId: counsellor.userId, month: '2026-11', amount: 1000, paidOn: '2026-11-23', reference: 'UTR-NOV-0001', counsellorName: 'Meera Iyer' });
    expect((await admin.post('/api/admin/payouts', payout({ amount: 1, reference: 'utr-nov- 0001' }))).status).toBe(409);
    for (const reader of [admin, auditor]) {
      const response = await reader.get('/api/admin/payouts?sort=["paidOn","DESC"]&range=[0,9]').expectStatus(200);
      expect(response.headers.get('content-range')).toBe('payouts 0-0/1');
      expect(((await response.json()) as AdminPayout[]).map((p) => p.id)).toEqual([created.id]);
      await reader.get(`/api/admin/payouts/${created.id}`).expectStatus(200);
    }
    const filtered = await admin.get(`/api/admin/payouts?filter=${encodeURIComponent(JSON.stringify({ month: '2026-10' }))}`).expectStatus(200);
    expect(filtered.headers.get('content-range')).toBe('payouts 0-0/0');
    expect((await student.get('/api/admin/payouts')).status).toBe(403);
    expect((await counsellor.get('/api/admin/payouts')).status).toBe(403);
    expect((await app.client().get('/api/admin/payouts')).status).toBe(401);
  });

  it('shows the payout on the statement, carries what is owed into the next month, and leaves the closed month as it was', async () => {
    const november = await statementOf(counsellor, '2026-11');
    expect(november).toMatchObject({ paid: 1999, commission: 399.8, payouts: 1000, owed: 599.2 });
    expect(november.lines.find((line) => line.payout)?.payout).toEqual({ reference: 'UTR-NOV-0001', paidOn: '2026-11-23', forMonth: '2026-11' });

    clock.set(new Date('2026-12-02T06:00:00Z'));
    // Nine days on, the sessions have lapsed: both sign in again.
    admin = await app.admin();
    await counsellor.post('/api/login', { email: counsellor.email, password: 'secret-123' }).expectStatus(200);
    await admin.post('/api/admin/payouts', payout({ amount: 599.2, paidOn: '2026-12-01', reference: 'UTR-NOV-0002' })).expectStatus(201);
    expect(await statementOf(counsellor, '2026-11')).toEqual(november);
    const december = await statementOf(admin, '2026-12');
    expect(december).toMatchObject({ carriedOver: 599.2, paid: 0, refunds: 0, commission: 0, payouts: 599.2, owed: 0 });
    expect((await admin.post('/api/admin/payouts', payout({ month: '2026-12', amount: 0.01, paidOn: '2026-12-02', reference: 'UTR-DEC-0001' }))).status).toBe(422);
  });

  it('writes the same figures in the CSV and the PDF', async () => {
    const csv = await (await counsellor.get(statementUrl(counsellor.userId, '2026-11', '/csv')).expectStatus(200)).text();
    const rows = csv
      .trimEnd()
      .split('\r\n')
      .map((row) => row.split(','));
    expect(rows[0]?.[2]).toBe('Entry');
    expect(rows.slice(1).map((row) => [row[2], row[8], row[9]])).toEqual([
      ['carried_over', '', '0.00'],
      ['payment', '1999.00', '1999.00'],
      ['commission', '-399.80', '1599.20'],
      ['payout', '-1000.00', '599.20'],
      ['owed', '', '599.20'],
    ]);
    const response = await counsellor.get(statementUrl(counsellor.userId, '2026-11', '/pdf')).expectStatus(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    for (const words of ['Statement for November 2026', 'Meera Iyer', '₹1,999.00', '₹399.80', '₹1,000.00', '₹599.20', 'UTR-NOV-0001']) expect(text).toContain(words);
  });
});

describe('a refund', () => {
  it('gives the commission back, once however often its job runs, and the statement shows both', async () => {
    // December (the clock moved there above): a second session, paid, then cancelled by the student and refunded.
    await student.post('/api/login', { email: student.email, password: 'secret-123' }).expectStatus(200);
    const { id } = await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-12-05', slot: '11:00 AM' });
    await app.runDueJobs();
    // The moment between the payment reaching the ledger and its commission (a processor's, a little later): the ledger
    // then counts the whole payment as the counsellor's, so no payout is taken meanwhile.
    const charged = app.deps.db('ledger_entries').where({ booking_id: id, kind: 'commission' });
    const [commissionRow] = await charged.clone().select('*');
    await charged.clone().delete();
    const early = await admin.post('/api/admin/payouts', payout({ month: '2026-12', amount: 1, paidOn: '2026-12-02', reference: 'UTR-DEC-EARLY' }));
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: string }).error).toBe(COMMISSION_PENDING);
    await app.deps.db('ledger_entries').insert(commissionRow);
    await student.post(`/api/bookings/${id}/cancel`, {}).expectStatus(200);
    await app.runDueJobs();
    // A replay after a crash runs each job again: nothing more is appended.
    for (const event of (await app.deps.eventStore.readStream(bookingStream(id))).filter((e) => commissionProcessor.eventTypes.includes(e.type)))
      for (const job of commissionProcessor.plan(event))
        await commissionProcessor.run(job, { deps: app.deps, actor: { role: 'system', causationId: event.id, correlationId: event.id, derivedIds: true }, causedAt: event.position, attempts: 0 });
    const commission = await app.deps.eventStore.readStream(commissionStream(id));
    expect(commission.map((event) => [event.type, (event.data as { commissionPaise: number }).commissionPaise])).toEqual([
      ['CommissionCharged', 39_980],
      ['CommissionReturned', 39_980],
    ]);
    const december = await statementOf(admin, '2026-12');
    expect(december).toMatchObject({ carriedOver: 599.2, paid: 1999, refunds: 1999, commission: 0, payouts: 599.2, owed: 0 });
    expect(december.lines.find((line) => line.bookingId === id)?.events.map((event) => event.kind)).toEqual(['payment', 'commission', 'refund', 'commission_return']);
  });
});
