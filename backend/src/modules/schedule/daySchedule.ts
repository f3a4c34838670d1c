// One counsellor-day (stream schedule-{counsellorId}-{date}): who holds or has booked each slot. Every booking of a slot
// is an append at this stream's expected revision, so two students can never both get it.
import type { ScheduleEvent } from '@margdarshak/contracts/events/schedule';
import { ConflictError } from '../../platform/http/errors';

export interface SlotClaim {
  bookingId: string;
  studentId: string | null;
  booked: boolean;
  /** A hold lapses at this instant unless the slot was booked. */
  holdUntil: string | null;
}

export type DayState = ReadonlyMap<string, SlotClaim>;
export const initialDay: DayState = new Map();

export const scheduleStream = (counsellorId: string, date: string) => `schedule-${counsellorId}-${date}`;

export function evolveDay(state: DayState, event: ScheduleEvent): DayState {
  const next = new Map(state);
  switch (event.type) {
    case 'SlotHeld':
      next.set(event.data.slot, { bookingId: event.data.bookingId, studentId: event.data.studentId, booked: false, holdUntil: event.data.holdUntil });
      return next;
    case 'SlotBooked':
      next.set(event.data.slot, { bookingId: event.data.bookingId, studentId: next.get(event.data.slot)?.studentId ?? null, booked: true, holdUntil: null });
      return next;
    case 'SlotReleased':
      if (next.get(event.data.slot)?.bookingId === event.data.bookingId) next.delete(event.data.slot);
      return next;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** The claim that still stands at `now`: a booking, or a hold that has not lapsed. */
export function liveClaim(state: DayState, slot: string, now: Date): SlotClaim | undefined {
  const claim = state.get(slot);
  if (!claim) return undefined;
  if (claim.booked || (claim.holdUntil && Date.parse(claim.holdUntil) > now.getTime())) return claim;
  return undefined;
}

export const slotTaken = () => new ConflictError('SLOT_TAKEN', 'This time slot is no longer available. Please choose another.');

type Where = { counsellorId: string; date: string; slot: string; bookingId: string };

export const holdSlot = (state: DayState, where: Where & { studentId: string; holdUntil: Date }, now: Date): ScheduleEvent[] => {
  const claim = liveClaim(state, where.slot, now);
  if (claim?.bookingId === where.bookingId) return [];
  if (claim) throw slotTaken();
  const { holdUntil, ...data } = where;
  return [{ type: 'SlotHeld', data: { ...data, holdUntil: holdUntil.toISOString() } }];
};

/** Books the slot for a paid booking: its own hold, even a lapsed one, or a slot nobody else claims now. */
export const bookSlot = (state: DayState, where: Where, now: Date): ScheduleEvent[] => {
  const own = state.get(where.slot);
  if (own?.bookingId === where.bookingId && own.booked) return [];
  const claim = liveClaim(state, where.slot, now);
  if (claim && claim.bookingId !== where.bookingId) throw slotTaken();
  return [{ type: 'SlotBooked', data: where }];
};

export const releaseSlot = (state: DayState, where: Where, reason: Extract<ScheduleEvent, { type: 'SlotReleased' }>['data']['reason']): ScheduleEvent[] =>
  state.get(where.slot)?.bookingId === where.bookingId ? [{ type: 'SlotReleased', data: { ...where, reason } }] : [];
