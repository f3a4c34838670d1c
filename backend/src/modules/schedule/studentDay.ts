// One student-day (stream student-day-{studentId}-{date}): which booking holds or has booked each of the student's
// sessions. Claimed beside the counsellor's slot, so two orders sent at once for two counsellors at the same or an
// overlapping time cannot both stand.
import { STUDENT_BUSY } from '@margdarshak/contracts/api/bookingMessages';
import type { ReleaseReason, StudentDayEvent } from '@margdarshak/contracts/events/schedule';
import { ConflictError } from '../../platform/http/errors';
import { applyClaim, needsBooking, needsHold, needsRelease, noClaims, overlappingClaims, type Claims, type SlotClaim } from './claims';

/** The claims, and which counsellor each booking is with (so an abandoned hold can free the counsellor's slot too). */
export interface StudentDayState {
  claims: Claims;
  counsellorOf: ReadonlyMap<string, string>;
}

export const initialStudentDay: StudentDayState = { claims: noClaims, counsellorOf: new Map() };

export const studentDayStream = (studentId: string, date: string) => `student-day-${studentId}-${date}`;

export function evolveStudentDay(state: StudentDayState, event: StudentDayEvent): StudentDayState {
  switch (event.type) {
    case 'StudentTimeHeld':
      return { claims: applyClaim(state.claims, { kind: 'held', ...event.data }), counsellorOf: new Map(state.counsellorOf).set(event.data.bookingId, event.data.counsellorId) };
    case 'StudentTimeBooked':
      return { ...state, claims: applyClaim(state.claims, { kind: 'booked', ...event.data }) };
    case 'StudentTimeReleased':
      return { ...state, claims: applyClaim(state.claims, { kind: 'released', ...event.data }) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export { STUDENT_BUSY };
export const studentBusy = () => new ConflictError('STUDENT_BUSY', STUDENT_BUSY);

type Where = { studentId: string; date: string; slot: string; bookingId: string };

/** The student's own claims that stand now and overlap this slot's time, each with its label and counsellor. */
export function claimsOverlapping(state: StudentDayState, slot: string, now: Date): (SlotClaim & { slot: string; counsellorId: string | undefined })[] {
  return overlappingClaims(state.claims, slot, now).map((claim) => ({ ...claim, counsellorId: state.counsellorOf.get(claim.bookingId) }));
}

export const holdTime = (state: StudentDayState, where: Where & { counsellorId: string; holdUntil: Date }, now: Date): StudentDayEvent[] => {
  if (!needsHold(state.claims, where.slot, where.bookingId, now, studentBusy)) return [];
  const { holdUntil, ...data } = where;
  return [{ type: 'StudentTimeHeld', data: { ...data, holdUntil: holdUntil.toISOString() } }];
};

export const bookTime = (state: StudentDayState, where: Where, now: Date): StudentDayEvent[] =>
  needsBooking(state.claims, where.slot, where.bookingId, now, studentBusy) ? [{ type: 'StudentTimeBooked', data: where }] : [];

export const releaseTime = (state: StudentDayState, where: Where, reason: ReleaseReason): StudentDayEvent[] =>
  needsRelease(state.claims, where.slot, where.bookingId) ? [{ type: 'StudentTimeReleased', data: { ...where, reason } }] : [];
