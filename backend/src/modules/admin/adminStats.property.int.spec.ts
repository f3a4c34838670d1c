// The back office's figures against the log itself: random students, counsellors and booking lifecycles, their events
// spread over sixteen months (many a few minutes either side of an India month's start) and appended in interleaved
// pieces; once the runner has applied them, every figure equals what plain sums over the generated events give, the
// counts agree with the users, counsellors and bookings read models, and a rebuild gives the same figures and rows.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_STATS_MONTHS } from '@margdarshak/contracts/api/admin';
import type { BookingStatus } from '@margdarshak/contracts/api/bookings';
import type { LogPosition } from '@margdarshak/contracts/log';
import { adminStatMonthsTable, adminStatSubjectsTable, adminStatTotalsTable, adminStatsProjection } from '@margdarshak/projections/adminStats/adminStatsProjection';
import { adminStats, adminStatsMonths, bookingCountsByStatus } from '@margdarshak/projections/adminStats/adminStatsQueries';
import { bookingsProjection, bookingsTable } from '@margdarshak/projections/bookings/bookingsProjection';
import { counsellorsProjection, counsellorsTable } from '@margdarshak/projections/counsellors/counsellorsProjection';
import { ledgerProjection } from '@margdarshak/projections/ledger/ledgerProjection';
import { ledgerBookingsTable, ledgerDaysTable, ledgerEntriesTable, ledgerKeptTable } from '@margdarshak/projections/ledger/ledgerTables';
import { rebuildProjection } from '@margdarshak/projections/rebuild';
import { usersProjection, usersTable } from '@margdarshak/projections/users/usersProjection';
import type { EventStore, NewEvent } from '../../platform/eventStore/eventStore';
import { bookingRequestedData } from '../../testing/bookingRequested';
import { freshLogAndReadModels, runnerTracker } from '../../testing/testProjections';

const now = new Date('2026-11-15T12:00:00Z');
/** Personal data opens to a placeholder, so the users and counsellors read models keep their rows for the cross-checks. */
const context = { openPersonalData: async () => 'opened' };
const sealed = 'pd1.sealed';

// ---- what is generated ----

const fates = [
  'pending',
  'abandoned',
  'expired',
  'failed',
  'failed-then-paid',
  'confirmed',
  'completed',
  'cancelled-refunded',
  'cancelled-refund-due',
  'cancelled-no-refund',
  'lost-refunded',
] as const;
type Fate = (typeof fates)[number];
/** Where each fate leaves the booking, as the dashboards show it: written out here, not derived from the projection. */
const shownAs: Record<Fate, BookingStatus> = {
  pending: 'pending',
  abandoned: 'cancelled',
  expired: 'cancelled',
  failed: 'cancelled',
  'failed-then-paid': 'confirmed',
  confirmed: 'confirmed',
  completed: 'completed',
  'cancelled-refunded': 'cancelled',
  'cancelled-refund-due': 'cancelled',
  'cancelled-no-refund': 'cancelled',
  'lost-refunded': 'cancelled',
};

/** An instant between sixteen months before `now` and `now`; half of them within an hour of an India month's start. */
const instant: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: now.getTime() - 16 * 31 * 86_400_000, max: now.getTime() }),
  fc.record({ monthsBack: fc.integer({ min: 0, max: 15 }), minutes: fc.integer({ min: -60, max: 60 }) }).map(({ monthsBack, minutes }) => {
    // The 1st of a month at 00:00 in India is 18:30 UTC the day before.
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1) - 330 * 60_000;
    return Math.min(start + minutes * 60_000, now.getTime());
  }),
);

interface BookingPlan {
  fate: Fate;
  duplicateCapture: boolean;
  amountPaise: number;
  start: number;
  gaps: number[];
  cuts: boolean[];
}

const bookingPlan: fc.Arbitrary<BookingPlan> = fc.record({
  fate: fc.constantFrom(...fates),
  duplicateCapture: fc.boolean(),
  amountPaise: fc.integer({ min: 0, max: 500_000 }),
  start: instant,
  /** Minutes between one event of the booking and the next (the last ones reused if the fate has more events). */
  gaps: fc.array(fc.integer({ min: 0, max: 20 * 24 * 60 }), { minLength: 1, maxLength: 10 }),
  /** Where its stream is cut into separate appends. */
  cuts: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
});

const counsellorSteps = ['CounsellorProfileSubmitted', 'CounsellorApproved', 'CounsellorRejected', 'CounsellorPaused', 'CounsellorResumed'] as const;
const counsellorEnds = ['stays', 'deleted', 'erased', 'deleted then erased', 'erased then deleted'] as const;
type PersonPlan = { role: 'student'; erased: boolean } | { role: 'counsellor'; steps: (typeof counsellorSteps)[number][]; end: (typeof counsellorEnds)[number] };

const personPlan: fc.Arbitrary<PersonPlan> = fc.oneof(
  fc.record({ role: fc.constant('student' as const), erased: fc.boolean() }),
  fc.record({
    role: fc.constant('counsellor' as const),
    steps: fc.array(fc.constantFrom(...counsellorSteps), { maxLength: 5 }),
    end: fc.constantFrom(...counsellorEnds),
  }),
);

interface Generated {
  id: string;
  events: NewEvent[];
  cuts: boolean[];
}

const at = (ms: number) => ({ at: new Date(Math.min(ms, now.getTime())).toISOString() });

function bookingEventsOf(plan: BookingPlan): Generated {
  const bookingId = randomUUID();
  const orderId = `order_${bookingId}`;
  const paid = `pay_${bookingId}`;
  const again = `pay2_${bookingId}`;
  const amountPaise = plan.amountPaise;
  const e = (type: string, data: Record<string, unknown> = {}) => ({ type, data: { bookingId, ...data } });
  const verified = (paymentId: string) => e('PaymentVerified', { orderId, paymentId, amountPaise, via: 'checkout' });
  const refund = (paymentId: string) => e('RefundIssued', { paymentId, refundId: `rfnd_${paymentId}`, amountPaise });
  const cancelled = (refundDue: boolean) => e('BookingCancelled', { by: 'student', reason: 'requested', refundDue, paymentId: refundDue ? paid : null });
  const duplicate = plan.duplicateCapture ? [verified(again), e('PaymentRefundDue', { paymentId: again, amountPaise, reason: 'already_paid' }), refund(again)] : [];
  const confirmedOnce = [verified(paid), e('BookingConfirmed', { paymentId: paid }), ...duplicate];
  const after: Record<Fate, { type: string; data: Record<string, unknown> }[]> = {
    pending: [],
    abandoned: [cancelled(false)],
    expired: [e('BookingExpired')],
    failed: [e('PaymentFailed', { orderId, reason: 'declined' })],
    'failed-then-paid': [e('PaymentFailed', { orderId, reason: 'declined' }), ...confirmedOnce],
    confirmed: confirmedOnce,
    completed: [...confirmedOnce, e('BookingCompleted')],
    'cancelled-refunded': [...confirmedOnce, cancelled(true), refund(paid)],
    'cancelled-refund-due': [...confirmedOnce, cancelled(true)],
    'cancelled-no-refund': [...confirmedOnce, cancelled(false)],
    'lost-refunded': [verified(paid), e('BookingCancelled', { by: 'system', reason: 'slot_lost', refundDue: true, paymentId: paid }), refund(paid)],
  };
  const startsAt = new Date(plan.start + 3 * 86_400_000).toISOString();
  const requested = e('BookingRequested', bookingRequestedData({ startsAt, pricePaise: amountPaise, holdUntil: new Date(plan.start + 15 * 60_000).toISOString() }));
  let time = plan.start;
  const events = [requested, e('PaymentOrderCreated', { orderId, amountPaise, currency: 'INR', gateway: 'local' }), ...after[plan.fate]].map((event, i) => {
    if (i > 0) time += (plan.gaps[Math.min(i - 1, plan.gaps.length - 1)] ?? 0) * 60_000;
    return { ...event, metadata: at(time) };
  });
  return { id: bookingId, events, cuts: plan.cuts };
}

function personEventsOf(plan: PersonPlan, start: number): Generated {
  const userId = randomUUID();
  const e = (type: string, data: Record<string, unknown>, minutes: number) => ({ type, data, metadata: at(start + minutes * 60_000) });
  const registered = e('UserRegistered', { userId, role: plan.role, email: sealed, passwordHash: sealed }, 0);
  const erased = (minutes: number) => e('UserErased', { userId }, minutes);
  if (plan.role === 'student') return { id: userId, events: plan.erased ? [registered, erased(1)] : [registered], cuts: [] };
  const file = { id: randomUUID(), sha256: 'x', size: 1, contentType: 'application/pdf' };
  const dataOf = (type: string) =>
    type === 'CounsellorProfileSubmitted'
      ? {
          counsellorId: userId,
          name: sealed,
          mobile: sealed,
          address: sealed,
          age: 34,
          qualification: 'M.A.',
          specialization: null,
          experience: null,
          location: null,
          offers: { basic: true, advanced: false, comprehensive: false },
          documents: { addressProof: file, qualificationCertificate: file, profilePhoto: file },
        }
      : { counsellorId: userId };
  const steps = plan.steps.map((type, i) => e(type, dataOf(type), i + 1));
  const deleted = (minutes: number) => e('CounsellorDeleted', { counsellorId: userId }, minutes);
  const n = steps.length + 1;
  const ends = { stays: [], deleted: [deleted(n)], erased: [erased(n)], 'deleted then erased': [deleted(n), erased(n + 1)], 'erased then deleted': [erased(n), deleted(n + 1)] };
  return { id: userId, events: [registered, ...steps, ...ends[plan.end]], cuts: [] };
}

/** Appends each subject's stream in pieces (cut where its plan says), the pieces of different subjects interleaved. */
async function appendInterleaved(store: EventStore, subjects: Generated[], picks: number[]): Promise<LogPosition | undefined> {
  const queues = subjects.map(({ id, events, cuts }) => {
    const pieces: NewEvent[][] = [];
    for (const [i, event] of events.entries()) {
      if (i === 0 || cuts[i - 1]) pieces.push([]);
      pieces.at(-1)?.push(event);
    }
    return { stream: `adminstats-${id}`, pieces };
  });
  let last: LogPosition | undefined;
  for (let k = 0; queues.some((q) => q.pieces.length > 0); k++) {
    const waiting = queues.filter((q) => q.pieces.length > 0);
    const queue = waiting[(picks[k % Math.max(picks.length, 1)] ?? 0) % waiting.length];
    const piece = queue?.pieces.shift();
    if (queue && piece) last = (await store.appendToStream(queue.stream, piece)).position;
  }
  return last;
}

// ---- the oracle: plain sums over what was generated ----

const indiaMonthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' });
const indiaMonth = (iso: string) => indiaMonthFormat.format(new Date(iso));

function oracle(people: PersonPlan[], bookingPlans: BookingPlan[], bookingLogs: Generated[]) {
  const all = bookingLogs.flatMap((b) => b.events);
  const sumOf = (type: string, month?: string) =>
    all.filter((e) => e.type === type && (month === undefined || indiaMonth(e.metadata.at) === month)).reduce((s, e) => s + (e.data as { amountPaise: number }).amountPaise, 0);
  const confirmations = bookingLogs.map((b) => b.events.find((e) => e.type === 'BookingConfirmed')).filter((e) => e !== undefined);
  const thisMonth = indiaMonth(now.toISOString());
  // Mid-month instants, one per month back from now's (now is mid-month too, so UTC and India agree on its month).
  const window = Array.from({ length: ADMIN_STATS_MONTHS }, (_, i) => indiaMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (ADMIN_STATS_MONTHS - 1 - i), 15)).toISOString()));
  const byStatus = { pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  for (const plan of bookingPlans) byStatus[shownAs[plan.fate]]++;
  return {
    stats: {
      userCount: people.filter((p) => p.role === 'student' && !p.erased).length,
      counsellorCount: people.filter((p) => p.role === 'counsellor' && p.end === 'stays').length,
      bookingsCount: confirmations.length,
      completedBookingsCount: bookingPlans.filter((p) => p.fate === 'completed').length,
      totalRevenue: (sumOf('PaymentVerified') - sumOf('RefundIssued')) / 100,
      monthlyRevenue: (sumOf('PaymentVerified', thisMonth) - sumOf('RefundIssued', thisMonth)) / 100,
    },
    months: window.map((month) => {
      const captured = sumOf('PaymentVerified', month);
      const refunded = sumOf('RefundIssued', month);
      return { month, captured: captured / 100, refunded: refunded / 100, revenue: (captured - refunded) / 100, bookings: confirmations.filter((e) => indiaMonth(e.metadata.at) === month).length };
    }),
    byStatus,
  };
}

// ---- the property ----

async function figures(db: Knex) {
  return { stats: await adminStats(db, now), months: await adminStatsMonths(db, now), byStatus: await bookingCountsByStatus(db) };
}

async function tables(db: Knex) {
  return {
    subjects: await db(adminStatSubjectsTable).orderBy('id'),
    totals: await db(adminStatTotalsTable).orderBy('name'),
    months: await db(adminStatMonthsTable).orderBy('month'),
    ledger: await db(ledgerEntriesTable).orderBy(['event_id', 'kind']),
    ledgerDays: await db(ledgerDaysTable).orderBy('day'),
    ledgerBookings: await db(ledgerBookingsTable).orderBy('booking_id'),
    ledgerKept: await db(ledgerKeptTable).orderBy('payment_id'),
  };
}

const count = async (query: Knex.QueryBuilder) => Number((await query.count<{ n: string }[]>({ n: '*' }))[0]?.n);

describe('the admin figures', () => {
  const { newRunner, stopAll } = runnerTracker();
  afterEach(stopAll);

  it('equal plain sums over the events, agree with the read models they summarise, and survive a rebuild', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(personPlan, { maxLength: 5 }),
        fc.array(bookingPlan, { minLength: 1, maxLength: 12 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
        instant,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 300 }),
        async (people, bookingPlans, picks, peopleStart, runnerBatch, rebuildBatch) => {
          // Each run on a log of its own, so that a failure shrinks to the events that cause it.
          const { db, store, close } = await freshLogAndReadModels();
          try {
            // The first run also has one booking of every fate, so that each is covered whatever is drawn.
            const everyFate = runs++ === 0 ? bookingPlans.slice(0, 1).flatMap((plan) => fates.map((fate, i) => ({ ...plan, fate, duplicateCapture: i % 2 === 0 }))) : [];
            const plans = [...bookingPlans, ...everyFate];
            const personLogs = people.map((plan) => personEventsOf(plan, peopleStart));
            const bookingLogs = plans.map(bookingEventsOf);

            const runner = newRunner({
              db,
              log: store,
              projections: [adminStatsProjection, ledgerProjection, usersProjection, counsellorsProjection, bookingsProjection],
              context,
              batchSize: runnerBatch,
              retryMs: 20,
            });
            await runner.start();
            const last = await appendInterleaved(store, [...personLogs, ...bookingLogs], picks);
            if (!last) throw new Error('nothing appended');
            expect(await runner.waitFor(last, { strict: true, timeoutMs: 20_000 })).toBe(true);
            await runner.stop();

            const expected = oracle(people, plans, bookingLogs);
            const incremental = await figures(db);
            const { pendingCounsellorsCount, ...stats } = incremental.stats;
            expect(stats).toEqual(expected.stats);
            expect(incremental.months).toEqual(expected.months);
            expect(incremental.byStatus).toEqual(expected.byStatus);

            // The read models these figures summarise say the same (pending approval is the counsellors model's own rule).
            expect(pendingCounsellorsCount).toBe(await count(db(counsellorsTable).where({ status: 'pending' })));
            expect(incremental.stats.counsellorCount).toBe(await count(db(counsellorsTable)));
            expect(incremental.stats.userCount).toBe(await count(db(usersTable).where({ role: 'student' })));
            const rows: { status: string; n: string }[] = await db(bookingsTable).select('status').count({ n: '*' }).groupBy('status');
            const fromRows = { pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
            for (const { status, n } of rows) fromRows[status === 'failed' || status === 'expired' ? 'cancelled' : (status as BookingStatus)] += Number(n);
            expect(fromRows).toEqual(expected.byStatus);

            const before = await tables(db);
            await rebuildProjection({ db, log: store, projection: adminStatsProjection, context, batchSize: rebuildBatch });
            await rebuildProjection({ db, log: store, projection: ledgerProjection, context, batchSize: rebuildBatch });
            expect(await tables(db)).toEqual(before);
            expect(await figures(db)).toEqual(incremental);
          } finally {
            await stopAll();
            await close();
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 60_000);
});
