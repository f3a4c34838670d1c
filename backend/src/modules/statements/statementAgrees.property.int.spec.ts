// A statement's owed is carried over + paid - refunds - commission - payouts, and each figure is what the log says, for
// any generated history (issue 31, "Done when"): bookings of two counsellors paid with or without coupons, second
// captures given back, reschedules, cancellations refunded up to 40 days later (often in a later month), the commission
// the decider charges and gives back (counted up to two hours after its cause, so often in the next month), and
// payouts at any time; appended in interleaved pieces and applied in any batch size. Each month carries over what the
// month before owed; a booking refunded in full keeps no commission; the lines hold the month's events once each.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { Statement } from '@margdarshak/contracts/api/statements';
import type { CommissionEvent } from '@margdarshak/contracts/events/statements';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import { ledgerProjection } from '@margdarshak/projections/ledger/ledgerProjection';
import { payoutsProjection } from '@margdarshak/projections/payouts/payoutsProjection';
import type { NewEvent } from '../../platform/eventStore/eventStore';
import { appendInterleaved, type Generated, historyOf, instant, now, plan } from '../../testing/moneyHistory';
import { freshLogAndReadModels, noPersonalData, runnerTracker } from '../../testing/testProjections';
import { commissionStream, evolveCommission, initialCommission } from './commission';
import { commissionOn, decideCommission } from './commission.decider';
import { payoutsStream } from './payout';
import { statementOf } from './statement';

const counsellors = [randomUUID(), randomUUID()];
const months = ['2026-09', '2026-10', '2026-11', '2026-12', '2027-01'];
const MINUTE = 60_000;
const monthOf = (event: NewEvent) => istDate(new Date(event.metadata.at)).slice(0, 7);
const later = (event: NewEvent, minutes: number) => ({ at: new Date(Math.min(Date.parse(event.metadata.at) + minutes * MINUTE, now.getTime())).toISOString() });

interface Booked extends Generated {
  counsellorId: string;
  commission: NewEvent[];
  keptPaise: number;
  refundedPaise: number;
  rate: number;
}

/** The history for one counsellor, and the commission events the decider gives it, each `delay` minutes after its cause. */
function booked(history: Generated, counsellorId: string, rate: number, delay: number): Booked {
  const requested = history.events[0];
  if (requested?.type !== 'BookingRequested') throw new Error('a history starts with its request');
  (requested.data as { counsellorId: string }).counsellorId = counsellorId;
  let state = initialCommission;
  const commission: NewEvent[] = [];
  let kept: { paymentId: string; amountPaise: number } | undefined;
  let keptPaise = 0;
  let refundedPaise = 0;
  const paid = new Map<string, number>();
  for (const event of history.events) {
    const d = event.data as { paymentId: string | null; amountPaise: number; refundId: string };
    if (event.type === 'PaymentVerified' && d.paymentId) paid.set(d.paymentId, d.amountPaise);
    let decided: CommissionEvent[] = [];
    if (event.type === 'BookingConfirmed' && d.paymentId) {
      kept = { paymentId: d.paymentId, amountPaise: paid.get(d.paymentId) ?? 0 };
      keptPaise = kept.amountPaise;
      decided = decideCommission(
        { type: 'Charge', bookingId: history.bookingId, counsellorId, paymentId: d.paymentId, packageType: 'advanced', paidPaise: kept.amountPaise, rateBasisPoints: rate },
        state,
      );
    }
    if (event.type === 'RefundIssued' && d.paymentId) {
      if (d.paymentId === kept?.paymentId) refundedPaise += d.amountPaise;
      decided = decideCommission({ type: 'Return', bookingId: history.bookingId, paymentId: d.paymentId, refundId: d.refundId, refundPaise: d.amountPaise }, state);
    }
    for (const e of decided) {
      state = evolveCommission(state, e);
      commission.push({ type: e.type, data: e.data, metadata: later(event, delay) });
    }
  }
  return { ...history, counsellorId, commission, keptPaise, refundedPaise, rate };
}

const payoutPlan = fc.record({ counsellor: fc.nat(1), amountPaise: fc.integer({ min: 1, max: 300_000 }), at: instant });

/** The oracle: what the generated events of one counsellor dated in `month` add up to, in paise. */
function fromTheEvents(histories: Booked[], payouts: { counsellorId: string; event: NewEvent }[], counsellorId: string, month: string) {
  const sums = { paid: 0, refunds: 0, commission: 0, payouts: 0, eventIds: 0 };
  for (const h of histories.filter((b) => b.counsellorId === counsellorId)) {
    const kept = h.events.find((e) => e.type === 'BookingConfirmed' && (e.data as { paymentId: string | null }).paymentId);
    const keptId = kept && (kept.data as { paymentId: string }).paymentId;
    for (const e of h.events) {
      if (monthOf(e) !== month || !keptId || (e.data as { paymentId?: string }).paymentId !== keptId) continue;
      if (e.type === 'PaymentVerified') sums.paid += (e.data as { amountPaise: number }).amountPaise;
      if (e.type === 'RefundIssued') sums.refunds += (e.data as { amountPaise: number }).amountPaise;
      if (e.type === 'PaymentVerified' || e.type === 'RefundIssued') sums.eventIds++;
    }
    for (const e of h.commission.filter((c) => monthOf(c) === month)) {
      const { commissionPaise } = e.data as { commissionPaise: number };
      sums.commission += e.type === 'CommissionCharged' ? commissionPaise : -commissionPaise;
      sums.eventIds++;
    }
  }
  for (const p of payouts.filter((x) => x.counsellorId === counsellorId && monthOf(x.event) === month)) {
    sums.payouts += (p.event.data as { amountPaise: number }).amountPaise;
    sums.eventIds++;
  }
  return sums;
}

const paise = (rupees: number) => Math.round(rupees * 100);

describe('a counsellor’s statement', () => {
  const { newRunner, stopAll } = runnerTracker();
  afterEach(stopAll);

  it('owes carried over + paid - refunds - commission - payouts, each as the log says, carried month to month, for any history', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ plan, counsellor: fc.nat(1), rate: fc.constantFrom(0, 1250, 2000, 3333), delay: fc.integer({ min: 0, max: 120 }) }), { minLength: 1, maxLength: 8 }),
        fc.array(payoutPlan, { maxLength: 5 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 30 }),
        async (bookings, payoutPlans, cuts, batchSize) => {
          const { db, store, close } = await freshLogAndReadModels();
          try {
            const histories = bookings.map((b) => booked(historyOf(b.plan), counsellors[b.counsellor] ?? '', b.rate, b.delay));
            const payouts = payoutPlans.map((p) => {
              const counsellorId = counsellors[p.counsellor] ?? '';
              const at = new Date(p.at);
              const data = { payoutId: randomUUID(), counsellorId, month: istDate(at).slice(0, 7), amountPaise: p.amountPaise, paidOn: istDate(at), reference: `UTR${randomUUID().slice(0, 12)}` };
              return { counsellorId, event: { type: 'PayoutRecorded', data, metadata: { at: at.toISOString() } } satisfies NewEvent };
            });
            const runner = newRunner({ db, log: store, projections: [ledgerProjection, payoutsProjection], context: noPersonalData, batchSize, retryMs: 20 });
            await runner.start();
            await appendInterleaved(store, histories, cuts);
            for (const h of histories) if (h.commission.length > 0) await store.appendToStream(commissionStream(h.bookingId), h.commission);
            let last: Awaited<ReturnType<typeof store.appendToStream>> | undefined;
            for (const p of payouts) last = await store.appendToStream(payoutsStream(p.counsellorId), [p.event]);
            const head = last?.position ?? (await store.headPosition());
            if (head) expect(await runner.waitFor(head, { strict: true, timeoutMs: 20_000 })).toBe(true);

            for (const counsellorId of counsellors) {
              let before: Statement | undefined;
              for (const month of months) {
                const statement = await statementOf(db, counsellorId, month);
                const expected = fromTheEvents(histories, payouts, counsellorId, month);
                expect([paise(statement.paid), paise(statement.refunds), paise(statement.commission), paise(statement.payouts)]).toEqual([
                  expected.paid,
                  expected.refunds,
                  expected.commission,
                  expected.payouts,
                ]);
                expect(paise(statement.carriedOver)).toBe(before ? paise(before.owed) : 0);
                expect(paise(statement.owed)).toBe(paise(statement.carriedOver) + expected.paid - expected.refunds - expected.commission - expected.payouts);
                const events = statement.lines.flatMap((line) => line.events);
                expect(new Set(events.map((e) => e.eventId)).size).toBe(expected.eventIds);
                expect(events.every((e) => e.day.startsWith(month))).toBe(true);
                before = statement;
              }
            }
            // The commission a booking keeps: its rate on what it kept, nothing once refunded in full.
            for (const h of histories) {
              const net = h.commission.reduce((sum, e) => sum + (e.type === 'CommissionCharged' ? 1 : -1) * (e.data as { commissionPaise: number }).commissionPaise, 0);
              if (h.refundedPaise >= h.keptPaise) expect(net).toBe(0);
              else expect(net).toBe(commissionOn(h.keptPaise, h.rate));
            }
          } finally {
            await stopAll();
            await close();
          }
        },
      ),
      { numRuns: 10 },
    );
  }, 180_000);
});
