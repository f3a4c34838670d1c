// One counsellor-day (stream schedule-{counsellorId}-{date}): who holds or has booked each slot. Every booking of a slot
// is an append at this stream's expected revision, so two students can never both get it.
import { SLOT_TAKEN } from '@margdarshak/contracts/api/bookingMessages';
import type { ScheduleEvent } from '@margdarshak/contracts/events/schedule';
import { ConflictError } from '../../platform/http/errors';
import { applyClaim, needsBooking, needsHold, needsRelease, noClaims, type Claims } from './claims';

export type DayState = Claims;
export const initialDay: DayState = noClaims;

export const scheduleStream = (counsellorId: string, date: string) => `schedule-${counsellorId}-${date}`;

export function evolveDay(state: DayState, event: ScheduleEvent): DayState {
  switch (event.type) {
    case 'SlotHeld':
      return applyClaim(state, { kind: 'held', ...event.data });
    case 'SlotBooked':
      return applyClaim(state, { kind: 'booked', ...event.data });
    case 'SlotReleased':
      return applyClaim(state, { kind: 'released', ...event.data });
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const slotTaken = () => new ConflictError('SLOT_TAKEN', SLOT_TAKEN);

type Where = { counsellorId: string; date: string; slot: string; bookingId: string };
type ReleaseReason = Extract<ScheduleEvent, { type: 'SlotReleased' }>['data']['reason'];

export const holdSlot = (state: DayState, where: Where & { studentId: string; holdUntil: Date }, now: Date): ScheduleEvent[] => {
  if (!needsHold(state, where.slot, where.bookingId, now, slotTaken)) return [];
  const { holdUntil, ...data } = where;
  return [{ type: 'SlotHeld', data: { ...data, holdUntil: holdUntil.toISOString() } }];
};

/** Books the slot for a paid booking: its own hold, even a lapsed one, or a slot nobody else claims now. */
export const bookSlot = (state: DayState, where: Where, now: Date): ScheduleEvent[] => (needsBooking(state, where.slot, where.bookingId, now, slotTaken) ? [{ type: 'SlotBooked', data: where }] : []);

export const releaseSlot = (state: DayState, where: Where, reason: ReleaseReason): ScheduleEvent[] =>
  needsRelease(state, where.slot, where.bookingId) ? [{ type: 'SlotReleased', data: { ...where, reason } }] : [];
