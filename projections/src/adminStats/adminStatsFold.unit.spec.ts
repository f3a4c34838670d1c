// The back office's figures as a fold: who counts as a user and a counsellor, which bookings count and under which
// status, which India month money and bookings fall in, and that a batch folded whole or in pieces adds up the same.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { contribution, foldEvents, istMonth, step, totalNames, type Subject, type TotalName } from './adminStatsFold';
import { monthsEndingWith } from './adminStatsQueries';

const november = '2026-11-10T06:00:00.000Z';
let revision = 0n;

function event(type: string, data: Record<string, unknown>, at = november): RecordedEvent {
  revision++;
  return { id: randomUUID(), streamName: 'spec', revision, position: { commit: revision, prepare: 0n }, type, data, metadata: { at } };
}

const sealed = 'pd1.sealed';
const registered = (userId: string, role: 'student' | 'counsellor' | 'admin') => event('UserRegistered', { userId, role, email: sealed, passwordHash: sealed });
const counsellorEvent = (type: string, counsellorId: string) => event(type, { counsellorId });
const booking = (type: string, bookingId: string, extra: Record<string, unknown> = {}, at = november) => event(type, { bookingId, ...extra }, at);
const verified = (bookingId: string, amountPaise: number, at = november) =>
  booking('PaymentVerified', bookingId, { orderId: 'order_1', paymentId: `pay_${amountPaise}_${at}`, amountPaise, via: 'checkout' }, at);
const refunded = (bookingId: string, amountPaise: number, at = november) => booking('RefundIssued', bookingId, { paymentId: 'pay_1', refundId: 'rfnd_1', amountPaise }, at);

/** Folds the events from nothing: the totals (zeros included) and the months. */
function figures(events: RecordedEvent[]) {
  const { totals, months } = foldEvents(new Map(), events);
  return { totals: Object.fromEntries(totalNames.map((name) => [name, totals.get(name) ?? 0])) as Record<TotalName, number>, months: Object.fromEntries(months) };
}

describe('who the figures count', () => {
  it('counts a student with an account as a user until they are erased, once however often erasure is told', () => {
    const id = randomUUID();
    expect(figures([registered(id, 'student')]).totals.users).toBe(1);
    expect(figures([registered(id, 'student'), event('UserErased', { userId: id })]).totals.users).toBe(0);
    expect(figures([registered(id, 'student'), event('UserErased', { userId: id }), event('UserErased', { userId: id })]).totals.users).toBe(0);
  });

  it('counts neither admins nor counsellors as users', () => {
    const { totals } = figures([registered(randomUUID(), 'admin'), registered(randomUUID(), 'counsellor')]);
    expect(totals.users).toBe(0);
    expect(totals.counsellors).toBe(1);
  });

  it('counts a counsellor whatever their status, and as pending exactly while their profile awaits review', () => {
    const id = randomUUID();
    const path: [string, number][] = [
      ['CounsellorProfileSubmitted', 1],
      ['CounsellorRejected', 0],
      ['CounsellorProfileSubmitted', 1],
      ['CounsellorApproved', 0],
      ['CounsellorProfileSubmitted', 0],
      ['CounsellorPaused', 0],
      ['CounsellorProfileSubmitted', 0],
      ['CounsellorResumed', 0],
    ];
    const events = [registered(id, 'counsellor')];
    expect(figures(events).totals).toMatchObject({ counsellors: 1, counsellors_pending: 0 });
    for (const [type, pending] of path) {
      events.push(counsellorEvent(type, id));
      expect(figures(events).totals, `after ${type}`).toMatchObject({ counsellors: 1, counsellors_pending: pending });
    }
  });

  it('takes a deleted or erased counsellor off both counts, once, whichever comes first', () => {
    const id = randomUUID();
    const pending = [registered(id, 'counsellor'), counsellorEvent('CounsellorProfileSubmitted', id)];
    const deleted = counsellorEvent('CounsellorDeleted', id);
    const erased = event('UserErased', { userId: id });
    for (const ending of [[deleted], [erased], [deleted, erased], [erased, deleted]]) {
      expect(figures([...pending, ...ending]).totals).toMatchObject({ counsellors: 0, counsellors_pending: 0 });
    }
    // Nothing said of a removed counsellor brings them back.
    expect(figures([...pending, deleted, counsellorEvent('CounsellorApproved', id), counsellorEvent('CounsellorProfileSubmitted', id)]).totals).toMatchObject({
      counsellors: 0,
      counsellors_pending: 0,
    });
  });
});

describe('which bookings count, and how', () => {
  const requested = (id: string) => booking('BookingRequested', id);

  it('counts every booking under the status the dashboards show, a failed or lapsed checkout as cancelled', () => {
    const [pending, confirmed, completed, cancelled, failed, expired] = Array.from({ length: 6 }, () => randomUUID()) as [string, string, string, string, string, string];
    const { totals } = figures([
      ...[pending, confirmed, completed, cancelled, failed, expired].map(requested),
      booking('BookingConfirmed', confirmed, { paymentId: 'pay_1' }),
      booking('BookingConfirmed', completed, { paymentId: 'pay_2' }),
      booking('BookingCompleted', completed),
      booking('BookingCancelled', cancelled, { by: 'student', reason: 'requested', refundDue: false }),
      booking('PaymentFailed', failed, { orderId: 'order_1', reason: 'declined' }),
      booking('BookingExpired', expired),
    ]);
    expect(totals).toMatchObject({ bookings_pending: 1, bookings_confirmed: 1, bookings_completed: 1, bookings_cancelled: 3, bookings_paid: 2 });
  });

  it('counts a booking as paid for from its first confirmation on, whatever happens to it after', () => {
    const id = randomUUID();
    const events = [requested(id), verified(id, 99_900), booking('BookingConfirmed', id, { paymentId: 'pay_1' })];
    expect(figures(events).totals.bookings_paid).toBe(1);
    events.push(booking('BookingCancelled', id, { by: 'student', reason: 'requested', refundDue: true, paymentId: 'pay_1' }));
    expect(figures(events).totals).toMatchObject({ bookings_paid: 1, bookings_cancelled: 1, bookings_confirmed: 0 });
    // Confirmed a second time (it cannot be, today): still one paid booking, counted in the month of the first.
    events.push(booking('BookingConfirmed', id, { paymentId: 'pay_1' }, '2026-12-05T06:00:00.000Z'));
    const again = figures(events);
    expect(again.totals.bookings_paid).toBe(1);
    expect(again.months['2026-11']?.bookings).toBe(1);
    expect(again.months['2026-12']).toBeUndefined();
  });

  it('counts a payment that arrived after the checkout failed, once the booking is confirmed on it', () => {
    const id = randomUUID();
    const { totals } = figures([
      requested(id),
      booking('PaymentFailed', id, { orderId: 'order_1', reason: 'declined' }),
      verified(id, 99_900),
      booking('BookingConfirmed', id, { paymentId: 'pay_1' }),
    ]);
    expect(totals).toMatchObject({ bookings_paid: 1, bookings_confirmed: 1, bookings_cancelled: 0 });
  });

  it('ignores what is said of a booking never requested', () => {
    const id = randomUUID();
    const { totals } = figures([booking('BookingConfirmed', id, { paymentId: 'pay_1' }), verified(id, 500)]);
    expect(totals).toMatchObject({ bookings_paid: 0, bookings_confirmed: 0 });
  });
});

describe('months', () => {
  it('puts a paid booking in the India month it was first confirmed in, and leaves money to the ledger', () => {
    const id = randomUUID();
    const { months, totals } = figures([
      booking('BookingRequested', id),
      verified(id, 99_900, '2026-10-31T18:29:00.000Z'),
      verified(id, 50_000, '2026-10-31T18:45:00.000Z'),
      refunded(id, 50_000, '2026-12-31T18:30:00.000Z'),
      booking('BookingConfirmed', id, { paymentId: 'pay_1' }, '2026-10-31T18:30:00.000Z'),
    ]);
    // 18:30 UTC on 31 October is November in India.
    expect(months).toEqual({ '2026-11': { bookings: 1 } });
    expect(totals).toMatchObject({ bookings_paid: 1, bookings_confirmed: 1 });
    expect(Object.keys(totals)).not.toContain('captured_paise');
  });

  it('names India months at both edges of the day and of the year', () => {
    expect(istMonth(new Date('2026-10-31T18:29:59.999Z'))).toBe('2026-10');
    expect(istMonth(new Date('2026-10-31T18:30:00.000Z'))).toBe('2026-11');
    expect(istMonth(new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01');
    expect(istMonth(new Date('2026-02-28T18:29:00.000Z'))).toBe('2026-02');
  });

  it('lists the months of the chart oldest first, across the turn of the year', () => {
    expect(monthsEndingWith('2026-03', 12)).toEqual(['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    expect(monthsEndingWith('2026-12', 2)).toEqual(['2026-11', '2026-12']);
    expect(monthsEndingWith('2027-01', 1)).toEqual(['2027-01']);
  });
});

describe('the fold', () => {
  const students = Array.from({ length: 2 }, () => randomUUID());
  const counsellors = Array.from({ length: 2 }, () => randomUUID());
  const bookings = Array.from({ length: 3 }, () => randomUUID());
  const when = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString());
  const amount = fc.integer({ min: 0, max: 500_000 });
  const anEvent: fc.Arbitrary<RecordedEvent> = fc.oneof(
    fc.tuple(fc.constantFrom(...students), fc.constantFrom('UserRegistered', 'UserErased')).map(([id, type]) => (type === 'UserRegistered' ? registered(id, 'student') : event(type, { userId: id }))),
    fc
      .tuple(
        fc.constantFrom(...counsellors),
        fc.constantFrom('UserRegistered', 'UserErased', 'CounsellorProfileSubmitted', 'CounsellorApproved', 'CounsellorRejected', 'CounsellorPaused', 'CounsellorResumed', 'CounsellorDeleted'),
      )
      .map(([id, type]) => (type === 'UserRegistered' ? registered(id, 'counsellor') : type === 'UserErased' ? event(type, { userId: id }) : counsellorEvent(type, id))),
    fc
      .tuple(
        fc.constantFrom(...bookings),
        fc.constantFrom('BookingRequested', 'PaymentVerified', 'BookingConfirmed', 'PaymentFailed', 'BookingExpired', 'BookingCancelled', 'RefundIssued', 'BookingCompleted'),
        when,
        amount,
      )
      .map(([id, type, at, amountPaise]) => {
        if (type === 'PaymentVerified') return verified(id, amountPaise, at);
        if (type === 'RefundIssued') return refunded(id, amountPaise, at);
        if (type === 'BookingCancelled') return booking(type, id, { by: 'student', reason: 'requested', refundDue: false }, at);
        if (type === 'PaymentFailed') return booking(type, id, { orderId: 'order_1', reason: 'declined' }, at);
        if (type === 'BookingConfirmed') return booking(type, id, { paymentId: 'pay_1' }, at);
        return booking(type, id, {}, at);
      }),
  );
  /** As in the log: an account is registered, and a booking requested, at most once. */
  const aLog = fc.array(anEvent, { maxLength: 60 }).map((events) => {
    const created = new Set<string>();
    return events.filter((e) => {
      if (e.type !== 'UserRegistered' && e.type !== 'BookingRequested') return true;
      const id = (e.data as { userId?: string; bookingId?: string }).userId ?? (e.data as { bookingId: string }).bookingId;
      return created.has(id) ? false : Boolean(created.add(id));
    });
  });

  const sum = (a: Map<TotalName, number>, b: Map<TotalName, number>) => {
    const out = new Map(a);
    for (const [name, value] of b) out.set(name, (out.get(name) ?? 0) + value);
    return new Map([...out].filter(([, value]) => value !== 0));
  };

  it('gives the same figures folded in one batch or in pieces, and its totals are what the remaining subjects contribute', () => {
    fc.assert(
      fc.property(aLog, fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 10 }), (events, cuts) => {
        const whole = foldEvents(new Map(), events);

        let known = new Map<string, Subject>();
        let totals = new Map<TotalName, number>();
        let i = 0;
        for (const size of [...cuts, events.length]) {
          const piece = foldEvents(known, events.slice(i, i + size));
          i += size;
          // As the projection writes a batch back: a subject the piece ended (erased, deleted) is removed, not left as it was.
          const next = new Map<string, Subject | undefined>([...known, ...piece.subjects]);
          known = new Map([...next].filter((entry): entry is [string, Subject] => entry[1] !== undefined));
          totals = sum(totals, piece.totals);
        }
        expect(totals).toEqual(whole.totals);

        const subjects = [...whole.subjects.values()];
        for (const name of totalNames) {
          expect(whole.totals.get(name) ?? 0, name).toBe(subjects.reduce((s, subject) => s + (contribution(subject)[name] ?? 0), 0));
        }
        const monthly = [...whole.months.values()];
        expect(monthly.reduce((s, m) => s + m.bookings, 0)).toBe(whole.totals.get('bookings_paid') ?? 0);
      }),
    );
  });

  it('answers the subject after the event and only the changes, a no-op event changing nothing', () => {
    const id = randomUUID();
    const before: Subject = { kind: 'counsellor', status: 'approved' };
    expect(step(before, counsellorEvent('CounsellorDetailsUpdated', id))).toEqual({ subject: before, deltas: { totals: {} } });
    expect(step(undefined, event('UserErased', { userId: id }))).toEqual({ subject: undefined, deltas: { totals: {} } });
  });
});
