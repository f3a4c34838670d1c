// The reminder rule, pure: a confirmed session is recalled to its student and its counsellor 24 hours and 1 hour before
// it starts. The reminders belong to the event that set the time the booking stands on (its confirmation, or its last
// move): only those falling due after that event are sent, each once, and only while the booking still stands on that
// time. A move sets a new time and so new reminders; a cancellation or completion ends them.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { RecordedEvent } from '@margdarshak/contracts/log';

export type ReminderKind = '24h' | '1h';
export type ReminderParty = 'student' | 'counsellor';

const HOUR_MS = 3_600_000;
export const reminderKinds: readonly ReminderKind[] = ['24h', '1h'];
export const reminderParties: readonly ReminderParty[] = ['student', 'counsellor'];

/** How long before the start each reminder falls due. */
export const REMINDER_LEAD_MS: Readonly<Record<ReminderKind, number>> = { '24h': 24 * HOUR_MS, '1h': HOUR_MS };
/** How long before the start a late reminder is given up: a 24-hour one once the 1-hour one is due, that one at the start. */
const GIVEN_UP_BEFORE_START_MS: Readonly<Record<ReminderKind, number>> = { '24h': HOUR_MS, '1h': 0 };

export interface Reminder {
  kind: ReminderKind;
  to: ReminderParty;
  startsAt: string;
  dueAt: Date;
}

/** A booking as its reminders see it, folded from its stream. */
export interface ReminderTimeline {
  /** Confirmed, and neither cancelled nor completed since. */
  confirmed: boolean;
  startsAt: string | null;
  /** The event that set the time the confirmed booking stands on (its confirmation or its last move), and when. */
  setBy: { eventId: string; at: string } | null;
  /** The reminders sent for that time, as `kind:to`. */
  sent: ReadonlySet<string>;
}

type Recorded = Pick<RecordedEvent, 'id' | 'type' | 'data' | 'metadata'>;

const sentKey = (kind: ReminderKind, to: ReminderParty) => `${kind}:${to}`;
const sameInstant = (a: string, b: string | null) => b !== null && Date.parse(a) === Date.parse(b);
const noTimeline: ReminderTimeline = { confirmed: false, startsAt: null, setBy: null, sent: new Set() };

function evolve(timeline: ReminderTimeline, event: Recorded): ReminderTimeline {
  const setBy = { eventId: event.id, at: event.metadata.at };
  switch (event.type) {
    case 'BookingRequested':
      return { ...timeline, startsAt: bookingEvents.BookingRequested.schema.parse(event.data).startsAt };
    case 'BookingConfirmed':
      return { ...timeline, confirmed: true, setBy, sent: new Set() };
    case 'BookingRescheduled': {
      const { startsAt } = bookingEvents.BookingRescheduled.schema.parse(event.data);
      return timeline.confirmed ? { ...timeline, startsAt, setBy, sent: new Set() } : { ...timeline, startsAt };
    }
    case 'BookingCancelled':
    case 'BookingCompleted':
    case 'BookingExpired':
    case 'PaymentFailed':
      return { ...timeline, confirmed: false };
    case 'SessionReminderSent': {
      const sent = bookingEvents.SessionReminderSent.schema.parse(event.data);
      // A record about a time the booking has left since (sent while it was being moved) does not count for the new one.
      return sameInstant(sent.startsAt, timeline.startsAt) ? { ...timeline, sent: new Set(timeline.sent).add(sentKey(sent.kind, sent.to)) } : timeline;
    }
    default:
      return timeline;
  }
}

export const reminderTimeline = (events: readonly Recorded[]): ReminderTimeline => events.reduce(evolve, noTimeline);

/** The reminders of a time set at `setAt`: those falling due after it, for both parties, soonest first. */
export function remindersOf(startsAt: string, setAt: string): Reminder[] {
  const start = Date.parse(startsAt);
  return reminderKinds
    .map((kind) => ({ kind, dueAt: start - REMINDER_LEAD_MS[kind] }))
    .filter(({ dueAt }) => dueAt > Date.parse(setAt))
    .sort((a, b) => a.dueAt - b.dueAt)
    .flatMap(({ kind, dueAt }) => reminderParties.map((to) => ({ kind, to, startsAt, dueAt: new Date(dueAt) })));
}

/** The reminders of the booking's current time that are not sent yet; none unless it is confirmed. */
export function remindersAhead(timeline: ReminderTimeline): Reminder[] {
  if (!timeline.confirmed || !timeline.startsAt || !timeline.setBy) return [];
  return remindersOf(timeline.startsAt, timeline.setBy.at).filter((reminder) => !timeline.sent.has(sentKey(reminder.kind, reminder.to)));
}

const givenUpAt = (reminder: Reminder) => Date.parse(reminder.startsAt) - GIVEN_UP_BEFORE_START_MS[reminder.kind];

export interface ReminderStep {
  /** Due, not given up, not sent yet. */
  send: Reminder[];
  /** When the next one falls due; absent when none is left. */
  again?: Date;
}

/**
 * What the reminders planned by the event `plannedBy` ask for at `now`. Nothing once that event no longer sets the
 * booking's time (a later move planned reminders of its own) or the booking is no longer confirmed. A reminder found due
 * too late (the product was down) is given up rather than sent out of place.
 */
export function reminderStep(timeline: ReminderTimeline, plannedBy: string, now: Date): ReminderStep {
  if (timeline.setBy?.eventId !== plannedBy) return { send: [] };
  const ahead = remindersAhead(timeline);
  const send = ahead.filter((reminder) => reminder.dueAt <= now && now.getTime() < givenUpAt(reminder));
  const next = ahead.find((reminder) => reminder.dueAt > now);
  return next ? { send, again: next.dueAt } : { send };
}
