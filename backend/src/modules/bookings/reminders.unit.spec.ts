// The reminder rule, run as the processor runs it (its plan, then its step at each due time, the records it appends read
// back), over a booking's whole life in memory: any booking time, confirmation time and sequence of moves and a cancel.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { planReminders, remindersProcessor } from './reminders.processor';
import { REMINDER_LEAD_MS, reminderKinds, reminderParties, reminderStep, reminderTimeline, remindersAhead, type ReminderKind, type ReminderParty } from './reminders';

const bookingId = '6f1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const HOUR = 3_600_000;
const MINUTE = 60_000;
const base = Date.parse('2026-12-01T00:00:00Z');

type Change = { type: 'move'; afterMin: number; toHour: number } | { type: 'cancel'; afterMin: number };
interface Life {
  /** Hours from `base` to the first start; the confirmation comes `confirmedBeforeMin` earlier. */
  startHour: number;
  confirmedBeforeMin: number;
  changes: Change[];
}

interface Sent {
  kind: ReminderKind;
  to: ReminderParty;
  startsAt: string;
  /** The event whose time it was sent for. */
  plannedBy: string;
  at: number;
}

let ids = 0;
const recorded = (type: string, data: unknown, at: number): RecordedEvent => ({
  id: `event-${++ids}`,
  streamName: `booking-${bookingId}`,
  revision: 0n,
  position: { commit: 0n, prepare: 0n },
  type,
  data,
  // Events fall on a minute's half (…:30 s), due times on whole minutes: a reminder and an event never coincide.
  metadata: { at: new Date(at).toISOString(), role: 'system' },
});
const iso = (hour: number) => new Date(base + hour * HOUR).toISOString();
const requested = (startsAt: string, at: number) =>
  recorded(
    'BookingRequested',
    {
      bookingId,
      studentId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      counsellorId: '1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      packageId: '2a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      packageType: 'advanced',
      packageName: 'Advanced',
      date: '2026-12-01',
      slot: '10:00 AM',
      startsAt,
      pricePaise: 199_900,
      couponCode: null,
      discountPaise: 0,
      amountPaise: 199_900,
      holdUntil: new Date(at + 15 * MINUTE).toISOString(),
    },
    at,
  );

/** Plays the booking's life; jobs run when due, late by `lagMs`, and each `crashEvery`th run dies after mailing. */
function play(life: Life, options: { lagMs?: number; crashEvery?: number } = {}) {
  const stream: RecordedEvent[] = [];
  const jobs: { plannedBy: string; nextAt: number }[] = [];
  const outbox = new Map<string, Sent>();
  const ahead: { at: number; ahead: string[]; expected: string[] }[] = [];
  let runs = 0;
  const append = (event: RecordedEvent) => {
    stream.push(event);
    if (!remindersProcessor.eventTypes.includes(event.type)) return;
    for (const job of planReminders(event)) jobs.push({ plannedBy: job.plannedBy, nextAt: job.dueAt.getTime() + (options.lagMs ?? 0) });
  };
  const runJobsUntil = (until: number) => {
    for (;;) {
      const job = jobs.filter((j) => j.nextAt < until).sort((a, b) => a.nextAt - b.nextAt)[0];
      if (!job) return;
      const now = job.nextAt;
      const step = reminderStep(reminderTimeline(stream), job.plannedBy, new Date(now));
      const crashes = options.crashEvery !== undefined && ++runs % options.crashEvery === 0;
      for (const reminder of step.send) {
        const mailId = `${job.plannedBy}-reminder-${reminder.kind}-${reminder.to}`;
        if (!outbox.has(mailId)) outbox.set(mailId, { kind: reminder.kind, to: reminder.to, startsAt: reminder.startsAt, plannedBy: job.plannedBy, at: now });
        if (crashes) break; // mailed, not recorded: the job runs again
        append(recorded('SessionReminderSent', { bookingId, kind: reminder.kind, startsAt: reminder.startsAt, to: reminder.to }, now));
      }
      if (crashes && step.send.length > 0) continue;
      jobs.splice(jobs.indexOf(job), 1);
      if (step.again) jobs.push({ plannedBy: job.plannedBy, nextAt: step.again.getTime() + (options.lagMs ?? 0) });
    }
  };

  let startHour = life.startHour;
  let at = base + life.startHour * HOUR - life.confirmedBeforeMin * MINUTE + 30_000;
  append(requested(iso(startHour), at - 10 * MINUTE));
  append(recorded('BookingConfirmed', { bookingId, paymentId: 'pay_1' }, at));
  const periods = [{ plannedBy: stream.at(-1)?.id ?? '', setAt: at, startHour, endAt: Infinity }];
  /** Compares what the rule has ahead at `now` with the current time's reminders due after `now`. */
  const look = (now: number, cancelled: boolean) => {
    const current = periods.at(-1);
    const expected =
      cancelled || !current
        ? []
        : reminderKinds.flatMap((kind) => {
            const dueAt = base + current.startHour * HOUR - REMINDER_LEAD_MS[kind];
            return dueAt > current.setAt && dueAt > now ? reminderParties.map((to) => `${kind}:${to}`) : [];
          });
    ahead.push({ at: now, ahead: remindersAhead(reminderTimeline(stream)).map((r) => `${r.kind}:${r.to}`), expected });
  };
  let cancelled = false;
  for (const change of life.changes) {
    at += change.afterMin * MINUTE;
    runJobsUntil(at);
    look(at, false);
    const current = periods.at(-1);
    if (current) current.endAt = at;
    if (change.type === 'cancel') {
      append(recorded('BookingCancelled', { bookingId, by: 'student', reason: 'requested', refundDue: false }, at));
      cancelled = true;
      break;
    }
    startHour = change.toHour;
    append(recorded('BookingRescheduled', { bookingId, fromDate: '2026-12-01', fromSlot: '10:00 AM', date: '2026-12-02', slot: '10:00 AM', startsAt: iso(startHour) }, at));
    periods.push({ plannedBy: stream.at(-1)?.id ?? '', setAt: at, startHour, endAt: Infinity });
  }
  look(at, cancelled);
  runJobsUntil(Infinity);
  look(Infinity, cancelled);

  // What the rule promises: each time the booking stood on, the reminders due after it was set and before it changed.
  const expected = periods.flatMap(({ plannedBy, setAt, startHour: hour, endAt }) =>
    reminderKinds.flatMap((kind) => {
      const dueAt = base + hour * HOUR - REMINDER_LEAD_MS[kind];
      return dueAt > setAt && dueAt < endAt ? reminderParties.map((to) => ({ kind, to, startsAt: iso(hour), plannedBy, at: dueAt })) : [];
    }),
  );
  return { sent: [...outbox.values()], expected, ahead, recordedSent: stream.filter((e) => e.type === 'SessionReminderSent').length };
}

const change: fc.Arbitrary<Change> = fc.oneof(
  { arbitrary: fc.record({ type: fc.constant('move' as const), afterMin: fc.integer({ min: 1, max: 6 * 24 * 60 }), toHour: fc.integer({ min: 1, max: 20 * 24 }) }), weight: 3 },
  { arbitrary: fc.record({ type: fc.constant('cancel' as const), afterMin: fc.integer({ min: 1, max: 6 * 24 * 60 }) }), weight: 1 },
);
const life: fc.Arbitrary<Life> = fc
  .record({ startHour: fc.integer({ min: 1, max: 20 * 24 }), confirmedBeforeMin: fc.integer({ min: 1, max: 4 * 24 * 60 }), changes: fc.array(change, { maxLength: 5 }) })
  // A move goes to a time still ahead of it (the decider refuses the others).
  .filter(({ startHour, confirmedBeforeMin, changes }) => {
    let at = base + startHour * HOUR - confirmedBeforeMin * MINUTE;
    return changes.every((c) => {
      at += c.afterMin * MINUTE;
      return c.type === 'cancel' || base + c.toHour * HOUR > at;
    });
  });

const key = (s: Pick<Sent, 'kind' | 'to' | 'plannedBy'>) => `${s.plannedBy}:${s.kind}:${s.to}`;
const sorted = <T extends Pick<Sent, 'kind' | 'to' | 'plannedBy'>>(list: T[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)));

describe('the reminders of a booking', () => {
  it('are exactly those falling due after its time was set and before it changed, each sent once at its due time', () => {
    fc.assert(
      fc.property(life, (l) => {
        const { sent, expected, recordedSent } = play(l);
        expect(sorted(sent)).toEqual(sorted(expected));
        expect(recordedSent).toBe(sent.length);
      }),
      { numRuns: 400 },
    );
  });

  it('still ahead at any moment are exactly the ones due in the future for the time it stands on then, none once cancelled', () => {
    fc.assert(
      fc.property(life, (l) => {
        for (const { ahead, expected } of play(l).ahead) expect([...ahead].sort()).toEqual([...expected].sort());
      }),
      { numRuns: 300 },
    );
  });

  it('are never doubled, nor sent out of their window, when the worker is late or dies between a mail and its record', () => {
    fc.assert(
      fc.property(life, fc.integer({ min: 0, max: 30 * 60 }), fc.integer({ min: 2, max: 4 }), (l, lagMin, crashEvery) => {
        const { sent, expected } = play(l, { lagMs: lagMin * MINUTE, crashEvery });
        const promised = new Set(expected.map(key));
        for (const s of sent) {
          expect(promised.has(key(s))).toBe(true);
          const start = Date.parse(s.startsAt);
          expect(s.at).toBeGreaterThanOrEqual(start - REMINDER_LEAD_MS[s.kind]);
          expect(s.at).toBeLessThan(s.kind === '24h' ? start - HOUR : start);
        }
        // At most one per kind and party for each time the booking stood on.
        const perTime = sent.map((s) => `${s.startsAt}:${s.plannedBy}:${s.kind}:${s.to}`);
        expect(new Set(perTime).size).toBe(perTime.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('examples', () => {
  const sentOf = (l: Life) => play(l).sent.map((s) => `${s.kind}:${s.to}`);

  it('a booking made 3 hours ahead gets no 24-hour reminder, but the 1-hour one', () => {
    expect(sentOf({ startHour: 100, confirmedBeforeMin: 180, changes: [] })).toEqual(['1h:student', '1h:counsellor']);
  });

  it('a booking made days ahead gets both, to both', () => {
    expect(sentOf({ startHour: 100, confirmedBeforeMin: 3 * 24 * 60, changes: [] })).toEqual(['24h:student', '24h:counsellor', '1h:student', '1h:counsellor']);
  });

  it('a session moved after its 24-hour reminder is reminded again for its new time', () => {
    const { sent } = play({ startHour: 100, confirmedBeforeMin: 3 * 24 * 60, changes: [{ type: 'move', afterMin: 2 * 24 * 60 + 30, toHour: 148 }] });
    expect(sent.map((s) => `${s.kind}:${s.startsAt}`)).toEqual([`24h:${iso(100)}`, `24h:${iso(100)}`, `24h:${iso(148)}`, `24h:${iso(148)}`, `1h:${iso(148)}`, `1h:${iso(148)}`]);
  });

  it('a session cancelled before its 1-hour reminder gets no more', () => {
    expect(sentOf({ startHour: 100, confirmedBeforeMin: 3 * 24 * 60, changes: [{ type: 'cancel', afterMin: 2 * 24 * 60 + 120 }] })).toEqual(['24h:student', '24h:counsellor']);
  });

  it('a 24-hour reminder found due only once the 1-hour one is due is given up, not sent late', () => {
    const start = base + 100 * HOUR;
    const events = [requested(new Date(start).toISOString(), start - 72 * HOUR), recorded('BookingConfirmed', { bookingId, paymentId: 'pay_1' }, start - 71 * HOUR)];
    const plannedBy = events[1]?.id ?? '';
    const step = reminderStep(reminderTimeline(events), plannedBy, new Date(start - 30 * MINUTE));
    expect(step.send.map((r) => `${r.kind}:${r.to}`)).toEqual(['1h:student', '1h:counsellor']);
    expect(step.again).toBeUndefined();
  });
});
