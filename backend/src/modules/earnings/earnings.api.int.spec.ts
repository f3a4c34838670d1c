// A counsellor's earnings add up against the log: for bookings of every package, with and without coupons, kept,
// completed, cancelled with a refund (often issued in the month after the payment) and cancelled too late for one, the
// total equals the sum of the months, of the packages and of the sessions, net is paid less refunded everywhere, each
// figure is what the booking's events imply (a payment in the India month it was captured, a refund in the month it was
// issued), the dashboard's Total Earnings is the same net, and the CSV's rows say the same.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounsellorStats, Earnings, EarningsLine } from '@margdarshak/contracts/api/counsellorWorkspace';
import type { CreateOrderResponse, LocalCheckoutApproval } from '@margdarshak/contracts/api/bookings';
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { addDays, istDate, slotStart } from '@margdarshak/contracts/schedule/slots';
import { fixedClock } from '../../platform/clock';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { bookingStream } from '../bookings';

type Signed = HttpClient & { userId: string; email: string };
type PackageType = 'basic' | 'advanced' | 'comprehensive';
const start = new Date('2026-11-23T06:00:00Z');
const clock = fixedClock(start);
let app: TestApp;
const packages = {} as Record<PackageType, { id: string; price: number }>;
const coupons = [
  { code: 'EARN100', rupees: 100 },
  { code: 'EARN250', rupees: 250 },
];

beforeAll(async () => {
  app = await startTestApp({ clock });
  const admin = await app.admin();
  for (const [type, price] of [
    ['basic', 999],
    ['advanced', 1999],
    ['comprehensive', 3999],
  ] as const)
    packages[type] = await createPackage(admin, type, price);
  for (const { code, rupees } of coupons) await admin.post('/api/admin/coupons', { code, kind: 'flat', value: rupees }).expectStatus(201);
});
afterAll(async () => app?.stop());

const signIn = (client: Signed) => client.post('/api/login', { email: client.email, password: 'secret-123' }).expectStatus(200);

async function pay(student: Signed, counsellorId: string, type: PackageType, coupon: number | null, date: string): Promise<string> {
  const pkg = packages[type];
  const code = coupon === null ? undefined : coupons[coupon];
  const booking = { counsellorId, studentId: student.userId, packageId: pkg.id, sessionDate: date, timeSlot: '10:00 AM' };
  const amount = (pkg.price - (code?.rupees ?? 0)) * 100;
  const order = await student.post('/api/payment/create-order', { amount, booking, couponCode: code?.code }).expectStatus(200).json<CreateOrderResponse>();
  const approval = await student.post('/api/payment/local/approve', { orderId: order.id }).expectStatus(200).json<LocalCheckoutApproval>();
  await student
    .post('/api/payment/verify', { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData: booking, amount, couponCode: code?.code })
    .expectStatus(200);
  return order.bookingId;
}

/**
 * What the booking's own events say it earned: the payment it was confirmed on and that payment's refund once issued,
 * each in the India month it happened; its session's month in India, and its package.
 */
async function fromTheLog(bookingId: string) {
  let startsAt = '';
  let packageType: PackageType = 'basic';
  const captured = new Map<string, { amountPaise: number; month: string }>();
  const refunds: { paymentId: string; amountPaise: number; month: string }[] = [];
  const kept = new Set<string>();
  for (const event of await app.deps.eventStore.readStream(bookingStream(bookingId))) {
    const month = istDate(new Date(event.metadata.at)).slice(0, 7);
    if (event.type === 'BookingRequested') ({ startsAt, packageType } = bookingEvents.BookingRequested.schema.parse(event.data));
    if (event.type === 'BookingRescheduled') startsAt = bookingEvents.BookingRescheduled.schema.parse(event.data).startsAt;
    if (event.type === 'PaymentVerified') {
      const { paymentId, amountPaise } = bookingEvents.PaymentVerified.schema.parse(event.data);
      captured.set(paymentId, { amountPaise, month });
    }
    if (event.type === 'BookingConfirmed') {
      const { paymentId } = bookingEvents.BookingConfirmed.schema.parse(event.data);
      if (paymentId) kept.add(paymentId);
    }
    if (event.type === 'RefundIssued') refunds.push({ ...bookingEvents.RefundIssued.schema.parse(event.data), month });
  }
  const moves = [
    ...[...captured].filter(([id]) => kept.has(id)).map(([, p]) => ({ month: p.month, paid: p.amountPaise, refunded: 0 })),
    ...refunds.filter((r) => kept.has(r.paymentId)).map((r) => ({ month: r.month, paid: 0, refunded: r.amountPaise })),
  ];
  const paid = moves.reduce((s, m) => s + m.paid, 0);
  const refunded = moves.reduce((s, m) => s + m.refunded, 0);
  return { bookingId, paid, refunded, moves, month: istDate(new Date(startsAt)).slice(0, 7), packageType };
}

const paise = (rupees: number) => Math.round(rupees * 100);
const inPaise = (line: EarningsLine) => ({ sessions: line.sessions, paid: paise(line.paid), refunded: paise(line.refunded), net: paise(line.net) });
const sum = (lines: EarningsLine[]) =>
  lines
    .map(inPaise)
    .reduce((a, b) => ({ sessions: a.sessions + b.sessions, paid: a.paid + b.paid, refunded: a.refunded + b.refunded, net: a.net + b.net }), { sessions: 0, paid: 0, refunded: 0, net: 0 });
const lineOf = (rows: { paid: number; refunded: number }[]) => ({
  sessions: rows.length,
  paid: rows.reduce((s, r) => s + r.paid, 0),
  refunded: rows.reduce((s, r) => s + r.refunded, 0),
  net: rows.reduce((s, r) => s + r.paid - r.refunded, 0),
});

const bookingSpec = fc.record({
  type: fc.constantFrom<PackageType>('basic', 'advanced', 'comprehensive'),
  coupon: fc.constantFrom(null, 0, 1),
  fate: fc.constantFrom('kept', 'refunded', 'late-cancel'),
});

describe('earnings', () => {
  it('add up against the events: total = months = packages = sessions, net = paid - refunded, the stats and the CSV agree', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(bookingSpec, { minLength: 1, maxLength: 4 }), async (specs) => {
        clock.set(start);
        const admin = await app.admin();
        const counsellor = await approvedCounsellor(app, admin, { basic: true, advanced: true, comprehensive: true });
        const student = await app.signUp('student');
        // Every other day from the 29th: the sessions fall in November and December, all paid for in November.
        const made = [];
        for (const [i, spec] of specs.entries()) {
          const date = addDays('2026-11-29', 2 * i);
          made.push({ ...spec, date, id: await pay(student, counsellor.userId, spec.type, spec.coupon, date) });
        }
        // In session order: cancelled 25 hours before, refunded (in December for the later ones); cancelled two hours
        // before, too late for a refund. Sessions already past complete meanwhile.
        for (const booking of made.filter((b) => b.fate !== 'kept')) {
          const before = booking.fate === 'refunded' ? 25 * 3_600_000 : 2 * 3_600_000;
          clock.set(new Date(Math.max(start.getTime(), slotStart(booking.date, '10:00 AM').getTime() - before)));
          await app.runDueJobs();
          await signIn(student);
          await student.post(`/api/bookings/${booking.id}/cancel`, {}).expectStatus(200);
        }
        clock.set(new Date(slotStart(made.at(-1)?.date ?? '2026-11-29', '10:00 AM').getTime() + 86_400_000));
        await app.runDueJobs();
        // The refunds the processors issued are in the ledger before anyone reads it.
        const head = await app.deps.eventStore.headPosition();
        if (head) expect(await app.deps.readModels.waitFor(head, { strict: true })).toBe(true);
        await signIn(counsellor);

        const earnings = await counsellor.get('/api/counsellor/earnings').expectStatus(200).json<Earnings>();
        const log = await Promise.all(made.map((b) => fromTheLog(b.id)));
        const earning = log.filter((b) => b.paid > 0);

        const total = inPaise(earnings.total);
        expect(total).toEqual(lineOf(earning));
        expect(sum(earnings.months)).toEqual(total);
        expect(sum(earnings.packages)).toEqual(total);
        expect(sum(earnings.sessions.map((s) => ({ sessions: 1, ...s })))).toEqual(total);
        for (const line of [earnings.total, ...earnings.months, ...earnings.packages, ...earnings.sessions]) expect(paise(line.net)).toBe(paise(line.paid) - paise(line.refunded));
        const moves = earning.flatMap((b) => b.moves);
        expect(Object.fromEntries(earnings.months.map((m) => [m.month, inPaise(m)]))).toEqual(
          Object.fromEntries(
            [...new Set(moves.map((m) => m.month))].sort().map((month) => {
              const inMonth = moves.filter((m) => m.month === month);
              return [month, { ...lineOf(inMonth), sessions: inMonth.filter((m) => m.paid > 0).length }];
            }),
          ),
        );
        expect(earnings.packages.map((p) => [p.packageType, inPaise(p)])).toEqual(
          (['basic', 'advanced', 'comprehensive'] as const).map((type) => [type, lineOf(earning.filter((b) => b.packageType === type))]),
        );
        expect(earnings.sessions.map((s) => [s.bookingId, s.month, paise(s.paid), paise(s.refunded)])).toEqual(earning.map((b) => [b.bookingId, b.month, b.paid, b.refunded]));

        const stats = await counsellor.get(`/api/counsellors/${counsellor.userId}/stats`).expectStatus(200).json<CounsellorStats>();
        expect(paise(stats.totalEarnings)).toBe(total.net);

        const csv = await counsellor.get('/api/counsellor/earnings.csv').expectStatus(200);
        expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(csv.headers.get('content-disposition')).toBe('attachment; filename="margdarshak-earnings.csv"');
        const [header, ...rows] = (await csv.text()).trimEnd().split('\r\n');
        expect(header).toBe('Booking ID,Session date (IST),Month,Student,Package,Package type,Status,Paid (INR),Refunded (INR),Net (INR)');
        expect(rows).toHaveLength(earning.length);
        const netColumn = rows.map((row) => row.split(',').at(-1) ?? '');
        for (const cell of netColumn) expect(cell).toMatch(/^\d+\.\d{2}$/);
        expect(netColumn.reduce((s, cell) => s + paise(Number(cell)), 0)).toBe(total.net);
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  it('is for counsellors only, each their own', async () => {
    await app.client().get('/api/counsellor/earnings').expectStatus(401);
    await (await app.signUp('student')).get('/api/counsellor/earnings.csv').expectStatus(403);
    await (await app.admin()).get('/api/counsellor/earnings').expectStatus(403);
    const fresh = await approvedCounsellor(app, await app.admin());
    expect(await fresh.get('/api/counsellor/earnings').expectStatus(200).json<Earnings>()).toEqual({
      total: { sessions: 0, paid: 0, refunded: 0, net: 0 },
      months: [],
      packages: ['basic', 'advanced', 'comprehensive'].map((packageType) => ({ packageType, sessions: 0, paid: 0, refunded: 0, net: 0 })),
      sessions: [],
    });
  });
});
