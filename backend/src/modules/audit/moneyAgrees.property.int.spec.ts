// The payments CSV, the reconciliation and the admin revenue are three readings of one ledger: for any generated
// history of payments (with coupons, some paying the whole price), second captures given back, reschedules and
// cancellations whose refunds are issued days or months later, appended in interleaved pieces, every range of India
// days has the same money in the CSV, in the reconciliation's log and ledger columns and, for whole months, in the
// admin revenue; each equals plain sums over the generated events by the India day they happened; and a refund issued
// in a later month never changes an earlier range. The CSV's pages, of any size, hold the range's rows once each. Issue 31's example: 1-29 Nov said ₹7,396.10 of refunds in the CSV
// and 0 in the reconciliation, those refunds having been issued on 30 Nov.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_STATS_MONTHS } from '@margdarshak/contracts/api/admin';
import { adminStatsProjection } from '@margdarshak/projections/adminStats/adminStatsProjection';
import { adminStatsMonths } from '@margdarshak/projections/adminStats/adminStatsQueries';
import { ledgerProjection } from '@margdarshak/projections/ledger/ledgerProjection';
import { type LedgerEntry, ledgerEntriesBetween, ledgerPage } from '@margdarshak/projections/ledger/ledgerQueries';
import type { EventStore, NewEvent } from '../../platform/eventStore/eventStore';
import type { GatewayPayment, GatewayRefund, PaymentGateway } from '../../platform/payments/paymentGateway';
import { createReadModelCache } from '../../platform/readModelCache';
import { freshLogAndReadModels, noPersonalData, runnerTracker } from '../../testing/testProjections';
import { bookingStream } from '../bookings';
import type { AuditDeps } from './auditDeps';
import { addDays, indiaDayOf } from './indiaTime';
import { paymentsCsv } from './paymentsCsv';
import { reconcile } from './reconciliation';

const now = new Date('2027-01-15T12:00:00Z');
const firstDay = '2026-10-01';
const MINUTE = 60_000;

/** An instant from 1 October to `now`; half of them within an hour of an India month's start (18:30 UTC the day before). */
const instant: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: Date.parse('2026-09-30T18:30:00Z'), max: now.getTime() - 60 * MINUTE }),
  fc.record({ month: fc.constantFrom(10, 11, 12), minutes: fc.integer({ min: -60, max: 60 }) }).map(({ month, minutes }) => Date.UTC(2026, month, 1) - 330 * MINUTE + minutes * MINUTE),
);

interface Plan {
  pricePaise: number;
  coupon: null | { code: string; percent: number };
  start: number;
  secondCapture: boolean;
  reschedules: number;
  end: 'kept' | 'cancelled-refunded' | 'cancelled-refund-due' | 'cancelled-no-refund';
  /** Minutes from one money event to the next: up to 40 days, so a refund often lands in a later month. */
  gaps: [number, number];
}

const plan: fc.Arbitrary<Plan> = fc.record({
  pricePaise: fc.integer({ min: 100, max: 500_000 }),
  coupon: fc.option(fc.record({ code: fc.constantFrom('TENOFF', 'HALF', 'FREE'), percent: fc.constantFrom(10, 50, 100) }), { nil: null }),
  start: instant,
  secondCapture: fc.boolean(),
  reschedules: fc.integer({ min: 0, max: 2 }),
  end: fc.constantFrom('kept', 'cancelled-refunded', 'cancelled-refund-due', 'cancelled-no-refund'),
  gaps: fc.tuple(fc.integer({ min: 0, max: 40 * 24 * 60 }), fc.integer({ min: 0, max: 40 * 24 * 60 })),
});

interface Generated {
  bookingId: string;
  coupon: string | null;
  events: NewEvent[];
}

function historyOf(p: Plan): Generated {
  const bookingId = randomUUID();
  const orderId = `order_${bookingId}`;
  const discountPaise = p.coupon ? Math.floor((p.pricePaise * p.coupon.percent) / 100) : 0;
  const amountPaise = p.pricePaise - discountPaise;
  let time = p.start;
  const at = (minutesLater = 1) => {
    time = Math.min(time + minutesLater * MINUTE, now.getTime());
    return { at: new Date(time).toISOString() };
  };
  const e = (type: string, data: Record<string, unknown>, minutesLater?: number): NewEvent => ({ type, data: { bookingId, ...data }, metadata: at(minutesLater) });
  const startsAt = new Date(p.start + 10 * 86_400_000).toISOString();
  const events: NewEvent[] = [
    {
      type: 'BookingRequested',
      data: {
        bookingId,
        studentId: randomUUID(),
        counsellorId: randomUUID(),
        packageId: randomUUID(),
        packageType: 'advanced',
        packageName: 'Advanced',
        date: startsAt.slice(0, 10),
        slot: '10:00 AM',
        startsAt,
        pricePaise: p.pricePaise,
        couponCode: p.coupon?.code ?? null,
        discountPaise,
        amountPaise,
        holdUntil: new Date(p.start + 15 * MINUTE).toISOString(),
      },
      metadata: at(0),
    },
  ];
  const paymentId = `pay_${bookingId}`;
  if (amountPaise === 0) {
    events.push(e('BookingConfirmed', { paymentId: null, amountPaise: 0, couponCode: p.coupon?.code ?? null }));
  } else {
    events.push(
      e('PaymentOrderCreated', { orderId, amountPaise, currency: 'INR', gateway: 'local' }),
      e('PaymentVerified', { orderId, paymentId, amountPaise, via: 'checkout' }),
      e('BookingConfirmed', { paymentId, amountPaise, couponCode: p.coupon?.code ?? null }),
    );
    if (p.secondCapture) {
      const again = `pay2_${bookingId}`;
      events.push(
        e('PaymentVerified', { orderId, paymentId: again, amountPaise, via: 'webhook' }),
        e('PaymentRefundDue', { paymentId: again, amountPaise, reason: 'already_paid' }),
        e('RefundIssued', { paymentId: again, refundId: `rfnd_${again}`, amountPaise }, p.gaps[0]),
      );
    }
  }
  for (let i = 0; i < p.reschedules; i++) {
    const moved = new Date(Date.parse(startsAt) + (i + 1) * 86_400_000).toISOString();
    events.push(e('BookingRescheduled', { fromDate: startsAt.slice(0, 10), fromSlot: '10:00 AM', date: moved.slice(0, 10), slot: '10:00 AM', startsAt: moved }));
  }
  const refundDue = amountPaise > 0 && (p.end === 'cancelled-refunded' || p.end === 'cancelled-refund-due');
  if (p.end !== 'kept') events.push(e('BookingCancelled', { by: 'student', reason: 'requested', refundDue, paymentId: refundDue ? paymentId : null }));
  if (refundDue && p.end === 'cancelled-refunded') events.push(e('RefundIssued', { paymentId, refundId: `rfnd_${paymentId}`, amountPaise }, p.gaps[1]));
  return { bookingId, coupon: p.coupon?.code ?? null, events };
}

/** Each booking's stream appended in two pieces (cut where `cuts` says), the pieces of different bookings interleaved. */
async function appendInterleaved(store: EventStore, histories: Generated[], cuts: number[]) {
  const pieces = histories.flatMap((h, i) => {
    const cut = (cuts[i % cuts.length] ?? 0) % (h.events.length + 1);
    return [
      { h, events: h.events.slice(0, cut), order: 0 },
      { h, events: h.events.slice(cut), order: 1 },
    ];
  });
  const firsts = pieces.filter((p) => p.order === 0);
  const seconds = pieces.filter((p) => p.order === 1);
  let last: Awaited<ReturnType<EventStore['appendToStream']>> | undefined;
  for (const piece of [...firsts, ...seconds.reverse()]) if (piece.events.length > 0) last = await store.appendToStream(bookingStream(piece.h.bookingId), piece.events);
  return last?.position;
}

/** A gateway that recorded exactly what the log says: the reconciliation then has only the ledger to find fault with. */
function gatewayOf(histories: Generated[]): PaymentGateway {
  const payments = new Map<string, GatewayPayment[]>();
  const refunds = new Map<string, GatewayRefund[]>();
  for (const event of histories.flatMap((h) => h.events)) {
    const d = event.data as { orderId: string; paymentId: string; refundId: string; amountPaise: number };
    if (event.type === 'PaymentVerified') payments.set(d.orderId, [...(payments.get(d.orderId) ?? []), { id: d.paymentId, orderId: d.orderId, amount: d.amountPaise, status: 'captured' }]);
    if (event.type === 'RefundIssued') refunds.set(d.paymentId, [...(refunds.get(d.paymentId) ?? []), { id: d.refundId, paymentId: d.paymentId, amount: d.amountPaise }]);
  }
  const never = async () => {
    throw new Error('the reconciliation only reads the gateway');
  };
  return {
    name: 'local',
    keyId: 'k',
    keySecret: 's',
    webhookSecret: undefined,
    createOrder: never,
    refund: never,
    orderPayments: async (orderId) => payments.get(orderId) ?? [],
    paymentRefunds: async (paymentId) => refunds.get(paymentId) ?? [],
  };
}

/** The oracle: paise captured and refunded by the generated events dated from..to (India days). */
function plainSums(histories: Generated[], from: string, to: string) {
  const sums = { captured: 0, refunded: 0 };
  for (const event of histories.flatMap((h) => h.events)) {
    const day = indiaDayOf(event.metadata.at);
    if (day < from || day > to) continue;
    const amount = (event.data as { amountPaise: number }).amountPaise;
    if (event.type === 'PaymentVerified') sums.captured += amount;
    if (event.type === 'RefundIssued') sums.refunded += amount;
  }
  return sums;
}

async function csvOf(deps: AuditDeps, from: string, to: string) {
  let text = '';
  for await (const chunk of paymentsCsv(deps, { from, to })) text += chunk;
  const rows = text
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(','));
  const paise = (cell: string | undefined) => Math.round(Number(cell) * 100);
  return {
    captured: rows.reduce((s, r) => s + paise(r[7]), 0),
    refunded: rows.reduce((s, r) => s + paise(r[8]), 0),
    rows,
  };
}

const paiseOf = (figures: { captured: number; refunded: number }) => ({ captured: Math.round(figures.captured * 100), refunded: Math.round(figures.refunded * 100) });
const wholeMonths = [
  ['2026-10', '2026-10-31'],
  ['2026-11', '2026-11-30'],
  ['2026-12', '2026-12-31'],
] as const;

describe('money read three ways', () => {
  const { newRunner, stopAll } = runnerTracker();
  afterEach(stopAll);

  it('the CSV, the reconciliation and the admin revenue agree with each other and with the events, for any history and range', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(plan, { minLength: 1, maxLength: 10 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 4 }),
        async (plans, cuts, fromOffset, length, batchSize, pageSize) => {
          const { db, store, close } = await freshLogAndReadModels();
          try {
            const histories = plans.map(historyOf);
            const runner = newRunner({ db, log: store, projections: [ledgerProjection, adminStatsProjection], context: noPersonalData, batchSize, retryMs: 20 });
            await runner.start();
            const last = await appendInterleaved(store, histories, cuts);
            if (last) expect(await runner.waitFor(last, { strict: true, timeoutMs: 20_000 })).toBe(true);
            await runner.stop();
            const deps: AuditDeps = { db, eventStore: store, cache: createReadModelCache(), payments: gatewayOf(histories) };

            // Any range of days: the CSV, both sides of the reconciliation and the events' own sums.
            const from = addDays(firstDay, fromOffset);
            const to = addDays(from, length);
            const expected = plainSums(histories, from, to);
            const csv = await csvOf(deps, from, to);
            const report = await reconcile(deps, { from, to });
            expect(report.differences).toEqual([]);
            expect({ captured: csv.captured, refunded: csv.refunded }).toEqual(expected);
            expect(paiseOf(report.totals.log)).toEqual(expected);
            expect(paiseOf(report.totals.readModel)).toEqual(expected);
            // The CSV's pages, of any size, are the range's rows in log order, each once.
            const paged: LedgerEntry[] = [];
            for (let page = await ledgerPage(db, { from, to }, { limit: pageSize }); page.length > 0; page = await ledgerPage(db, { from, to }, { after: page.at(-1), limit: pageSize }))
              paged.push(...page);
            expect(paged).toEqual(await ledgerEntriesBetween(db, from, to));
            expect(csv.rows.map((r) => r[12])).toEqual(paged.map((entry) => entry.eventId));
            // Each CSV line names the coupon its booking was requested with.
            const coupons = new Map(histories.map((h) => [h.bookingId, h.coupon ?? '']));
            for (const row of csv.rows) expect(row[6]).toBe(coupons.get(row[1] ?? ''));

            // Whole months: the admin revenue's chart says the same as the CSV and the reconciliation's months.
            const chart = await adminStatsMonths(db, now);
            expect(chart).toHaveLength(ADMIN_STATS_MONTHS);
            for (const [month, lastDay] of wholeMonths) {
              const whole = plainSums(histories, `${month}-01`, lastDay);
              const shown = chart.find((m) => m.month === month);
              expect(paiseOf(shown ?? { captured: -1, refunded: -1 })).toEqual(whole);
              const monthCsv = await csvOf(deps, `${month}-01`, lastDay);
              expect({ captured: monthCsv.captured, refunded: monthCsv.refunded }).toEqual(whole);
              const monthReport = await reconcile(deps, { from: `${month}-01`, to: lastDay });
              expect(monthReport.differences).toEqual([]);
              expect(monthReport.months?.map((m) => [m.month, paiseOf(m.adminStats), paiseOf(m.log)])).toEqual([[month, whole, whole]]);
            }
          } finally {
            await stopAll();
            await close();
          }
        },
      ),
      { numRuns: 10 },
    );
  }, 120_000);

  it('keeps a closed month’s figures when its refund is issued in the next month (issue 31’s 1-29 November)', async () => {
    const { db, store, close } = await freshLogAndReadModels();
    try {
      const runner = newRunner({ db, log: store, projections: [ledgerProjection, adminStatsProjection], context: noPersonalData, retryMs: 20 });
      await runner.start();
      const paidOn10th = historyOf({
        pricePaise: 821_788,
        coupon: { code: 'TENOFF', percent: 10 },
        start: Date.parse('2026-11-10T06:00:00Z'),
        secondCapture: false,
        reschedules: 1,
        end: 'cancelled-refunded',
        gaps: [0, 0],
      });
      // The refund is issued on 30 November, India time.
      const refund = paidOn10th.events.at(-1);
      if (refund?.type !== 'RefundIssued') throw new Error('the history ends with its refund');
      refund.metadata = { at: '2026-11-29T19:00:00.000Z' };
      const last = await appendInterleaved(store, [paidOn10th], [99]);
      if (last) await runner.waitFor(last, { strict: true, timeoutMs: 20_000 });
      const deps: AuditDeps = { db, eventStore: store, cache: createReadModelCache(), payments: gatewayOf([paidOn10th]) };

      const before = await csvOf(deps, '2026-11-01', '2026-11-29');
      const report = await reconcile(deps, { from: '2026-11-01', to: '2026-11-29' });
      expect([before.captured, before.refunded]).toEqual([739_610, 0]);
      expect(paiseOf(report.totals.readModel)).toEqual({ captured: 739_610, refunded: 0 });
      expect(paiseOf(report.totals.log)).toEqual({ captured: 739_610, refunded: 0 });
      const thirtieth = await csvOf(deps, '2026-11-30', '2026-11-30');
      expect(thirtieth.rows.map((r) => [r[8], r[10]])).toEqual([['7396.10', 'refund']]);
      expect(paiseOf((await reconcile(deps, { from: '2026-11-30', to: '2026-11-30' })).totals.readModel)).toEqual({ captured: 0, refunded: 739_610 });
    } finally {
      await stopAll();
      await close();
    }
  }, 60_000);
});
