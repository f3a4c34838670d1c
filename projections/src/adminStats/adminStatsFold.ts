// The back office's figures as a pure fold. Each student, counsellor and booking is a subject whose state is just what
// the figures need; a subject adds a fixed amount to each total while it exists (contribution), so an event's change to
// the totals is the difference between the subject's contributions after and before it. Paid bookings are counted by
// the India month of their first confirmation. Money is not counted here: the admin revenue reads the ledger.
import type { CounsellorStatus } from '@margdarshak/contracts/api/counsellors';
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import { bookingStatusAfter, dashboardStatus } from '../bookings/bookingStatus';
import type { BookingRowStatus } from '../bookings/bookingsProjection';
import { counsellorStatusAfter, counsellorStatusEventTypes } from '../counsellors/counsellorsProjection';

export type Subject =
  | { kind: 'student' }
  | { kind: 'counsellor'; status: CounsellorStatus }
  /** `confirmed`: confirmed at least once (paid for), whatever became of it after. */
  | { kind: 'booking'; status: BookingRowStatus; confirmed: boolean };

export const totalNames = ['users', 'counsellors', 'counsellors_pending', 'bookings_paid', 'bookings_pending', 'bookings_confirmed', 'bookings_completed', 'bookings_cancelled'] as const;
export type TotalName = (typeof totalNames)[number];
export type Totals = Partial<Record<TotalName, number>>;

export interface MonthFigures {
  /** Bookings first confirmed in the month. */
  bookings: number;
}

export interface Deltas {
  totals: Totals;
  /** The India month ('YYYY-MM') the event falls in, with what it adds there; absent when it adds nothing. */
  month?: { month: string } & MonthFigures;
}

const counsellorEventTypes = new Set(['CounsellorDeleted', ...counsellorStatusEventTypes]);
const bookingEventTypes = new Set(Object.keys(bookingStatusAfter));

/** What the fold reads; the runner hands the projection nothing else. */
export const adminStatsEventTypes: readonly string[] = ['UserRegistered', 'UserErased', ...counsellorEventTypes, ...bookingEventTypes];

/** The India calendar month ('YYYY-MM') of an instant. */
export function istMonth(instant: Date): string {
  return istDate(instant).slice(0, 7);
}

/** The subject an event is about: a person's or a booking's id; undefined for events the figures ignore. */
export function subjectOf(event: RecordedEvent): string | undefined {
  const data = event.data as { userId?: string; counsellorId?: string; bookingId?: string };
  if (event.type === 'UserRegistered' || event.type === 'UserErased') return data.userId;
  if (counsellorEventTypes.has(event.type)) return data.counsellorId;
  if (bookingEventTypes.has(event.type)) return data.bookingId;
  return undefined;
}

/** What a subject adds to the totals while it exists. */
export function contribution(subject: Subject | undefined): Totals {
  switch (subject?.kind) {
    case undefined:
      return {};
    case 'student':
      return { users: 1 };
    case 'counsellor':
      return { counsellors: 1, counsellors_pending: subject.status === 'pending' ? 1 : 0 };
    case 'booking': {
      const totals: Totals = { bookings_paid: subject.confirmed ? 1 : 0 };
      totals[`bookings_${dashboardStatus(subject.status)}`] = 1;
      return totals;
    }
    default: {
      const unknown: never = subject;
      return unknown;
    }
  }
}

/** The subject after one of its events. A person erased or a counsellor deleted leaves no subject, whichever comes first. */
export function evolveSubject(subject: Subject | undefined, event: RecordedEvent): Subject | undefined {
  switch (event.type) {
    case 'UserRegistered': {
      const { role } = accountEvents.UserRegistered.schema.parse(event.data);
      if (role === 'student') return { kind: 'student' };
      if (role === 'counsellor') return { kind: 'counsellor', status: 'registered' };
      return subject;
    }
    case 'UserErased':
      return subject?.kind === 'student' || subject?.kind === 'counsellor' ? undefined : subject;
    case 'CounsellorDeleted':
      return subject?.kind === 'counsellor' ? undefined : subject;
    case 'BookingRequested':
      return { kind: 'booking', status: 'pending', confirmed: false };
    default:
      if (subject?.kind === 'counsellor') return { ...subject, status: counsellorStatusAfter(subject.status, event.type) };
      if (subject?.kind === 'booking') {
        const status = bookingStatusAfter[event.type] ?? subject.status;
        return { ...subject, status, confirmed: subject.confirmed || event.type === 'BookingConfirmed' };
      }
      return subject;
  }
}

/** One event: the subject after it, and what it changes in the totals and in its month. */
export function step(subject: Subject | undefined, event: RecordedEvent): { subject: Subject | undefined; deltas: Deltas } {
  const next = evolveSubject(subject, event);
  const before = contribution(subject);
  const after = contribution(next);
  const totals: Totals = {};
  for (const name of totalNames) {
    const change = (after[name] ?? 0) - (before[name] ?? 0);
    if (change !== 0) totals[name] = change;
  }
  const firstConfirmed = subject?.kind === 'booking' && !subject.confirmed && next?.kind === 'booking' && next.confirmed ? 1 : 0;
  if (firstConfirmed === 0) return { subject: next, deltas: { totals } };
  return { subject: next, deltas: { totals, month: { month: istMonth(new Date(event.metadata.at)), bookings: firstConfirmed } } };
}

export interface Folded {
  /** Every subject the events touched, after them; undefined where the subject is gone (or never came to be). */
  subjects: Map<string, Subject | undefined>;
  /** Changes to the totals, zeros left out. */
  totals: Map<TotalName, number>;
  /** Additions per India month. */
  months: Map<string, MonthFigures>;
}

/** Folds events in log order over the subjects they touch (`known`: those that exist before them). */
export function foldEvents(known: ReadonlyMap<string, Subject>, events: readonly RecordedEvent[]): Folded {
  const subjects = new Map<string, Subject | undefined>();
  const totals = new Map<TotalName, number>();
  const months = new Map<string, MonthFigures>();
  for (const event of events) {
    const id = subjectOf(event);
    if (id === undefined) continue;
    const { subject, deltas } = step(subjects.has(id) ? subjects.get(id) : known.get(id), event);
    subjects.set(id, subject);
    for (const [name, change] of Object.entries(deltas.totals) as [TotalName, number][]) totals.set(name, (totals.get(name) ?? 0) + change);
    if (deltas.month) {
      const { month, ...figures } = deltas.month;
      months.set(month, { bookings: (months.get(month)?.bookings ?? 0) + figures.bookings });
    }
  }
  for (const [name, change] of totals) if (change === 0) totals.delete(name);
  return { subjects, totals, months };
}
