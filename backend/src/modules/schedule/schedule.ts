// Schedule use cases: a counsellor's hours, the open slots of a day, and a session's time claimed on two day streams:
// the counsellor's slot and the student's hour.
import type { Availability } from '@margdarshak/contracts/api/bookings';
import type { AvailabilityEvent, ReleaseReason, ScheduleEvent, StudentDayEvent } from '@margdarshak/contracts/events/schedule';
import { dateRefusal, mergeWeeklyHours, openSlots } from '@margdarshak/contracts/schedule/slots';
import { findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { availabilityOf, scheduleDay, takenAt } from '@margdarshak/projections/schedule/scheduleQueries';
import type { AppDeps } from '../../platform/deps';
import { handleCommand, loadState, type Actor } from '../../platform/commandHandler';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { availabilityStream, defaultAvailability, evolveAvailability } from './availability';
import { bookSlot, evolveDay, holdSlot, initialDay, releaseSlot, scheduleStream, type DayState } from './daySchedule';
import { bookTime, claimsOverlapping, evolveStudentDay, holdTime, initialStudentDay, releaseTime, studentDayStream, type StudentDayState } from './studentDay';

const dayAggregate = { initialState: initialDay, evolve: evolveDay };
const availabilityAggregate = { initialState: defaultAvailability, evolve: evolveAvailability };
const studentDayAggregate = { initialState: initialStudentDay, evolve: evolveStudentDay };

/** Ranges that overlap or touch are saved joined (09:30-11:30 and 10:00-12:00 as 09:30-12:00): what is offered is what is shown. */
export async function setAvailability(deps: AppDeps, counsellorId: string, availability: Availability, actor: Actor): Promise<void> {
  const data = { counsellorId, weekly: mergeWeeklyHours(availability.weekly), daysOff: availability.daysOff };
  await handleCommand<Availability, AvailabilityEvent>(deps, availabilityAggregate, availabilityStream(counsellorId), () => [{ type: 'AvailabilitySet', data }], actor);
}

/**
 * Open slots for students: none for a counsellor who is not approved (paused, pending, deleted) or outside the window.
 * The counsellor's status and the day's claims stay in memory until their read models change; holds lapse by the
 * clock, so what is taken is worked out from the claims at each request: the hot read touches no database.
 */
export async function availableSlots(deps: AppDeps, counsellorId: string, date: string): Promise<string[]> {
  const now = deps.clock.now();
  if (dateRefusal(date, now)) return [];
  if ((await counsellorStatus(deps, counsellorId)) !== 'approved') return [];
  const day = await deps.cache.get('schedule', `day:${counsellorId}:${date}`, () => scheduleDay(deps.db, counsellorId, date));
  return openSlots(day.weekly, day.daysOff, date, takenAt(day.claims, now), now);
}

/**
 * A counsellor's status, kept in memory until the counsellors read model changes. An unknown id is not kept (a failed
 * load never is), so made-up ids cannot fill the cache.
 */
export async function counsellorStatus(deps: AppDeps, counsellorId: string): Promise<string | undefined> {
  try {
    return await deps.cache.get('counsellors', `status:${counsellorId}`, async () => {
      const row = await findCounsellor(deps.db, counsellorId);
      if (!row) throw new NotFoundError('Counsellor not found');
      return row.status;
    });
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/** Whether the counsellor's hours (not who has taken it) offer this slot on this date. */
export async function offersSlot(deps: AppDeps, counsellorId: string, date: string, slot: string): Promise<boolean> {
  const availability = await availabilityOf(deps.db, counsellorId);
  return openSlots(availability.weekly, availability.daysOff, date, new Set(), deps.clock.now()).includes(slot);
}

/** One session's time: the counsellor's slot and the student's hour, claimed by one booking. */
export interface SessionTime {
  counsellorId: string;
  studentId: string;
  date: string;
  slot: string;
  bookingId: string;
}

/** A booking's time as its claims know it: a claim recorded without its booking may know only one side. */
export type ClaimedTime = Omit<SessionTime, 'counsellorId' | 'studentId'> & { counsellorId?: string | undefined; studentId?: string | undefined };

const onDay = (deps: AppDeps, at: SessionTime, decide: (state: DayState, now: Date) => ScheduleEvent[], actor: Actor, skipReadWait: boolean) =>
  handleCommand<DayState, ScheduleEvent>(deps, dayAggregate, scheduleStream(at.counsellorId, at.date), decide, actor, { skipReadWait });
const onStudentDay = (deps: AppDeps, at: SessionTime, decide: (state: StudentDayState, now: Date) => StudentDayEvent[], actor: Actor) =>
  handleCommand<StudentDayState, StudentDayEvent>(deps, studentDayAggregate, studentDayStream(at.studentId, at.date), decide, actor, { skipReadWait: true });

const slotOf = ({ counsellorId, date, slot, bookingId }: SessionTime) => ({ counsellorId, date, slot, bookingId });
const hourOf = ({ studentId, date, slot, bookingId }: SessionTime) => ({ studentId, date, slot, bookingId });

/** The student's own live claims overlapping this slot (other orders of theirs, paid or not), with their counsellors. */
export async function studentClaimsAt(deps: AppDeps, studentId: string, date: string, slot: string) {
  const state = await loadState(deps.eventStore, studentDayAggregate, studentDayStream(studentId, date));
  return claimsOverlapping(state, slot, deps.clock.now());
}

/**
 * Holds the counsellor's slot, then the student's hour; a student already busy then lets the slot go again. Each is an
 * append at its stream's expected revision. The booking is always appended right after, so the read-model wait is left
 * to that step.
 */
export async function holdSessionTime(deps: AppDeps, at: SessionTime, holdUntil: Date, actor: Actor): Promise<void> {
  await onDay(deps, at, (state, now) => holdSlot(state, { ...slotOf(at), studentId: at.studentId, holdUntil }, now), actor, true);
  await claimStudentHour(deps, at, (state, now) => holdTime(state, { ...hourOf(at), counsellorId: at.counsellorId, holdUntil }, now), actor);
}

/** Books both for a paid booking: its own holds (even lapsed ones) or times nobody else claims now. */
export async function bookSessionTime(deps: AppDeps, at: SessionTime, actor: Actor): Promise<void> {
  await onDay(deps, at, (state, now) => bookSlot(state, slotOf(at), now), actor, true);
  await claimStudentHour(deps, at, (state, now) => bookTime(state, hourOf(at), now), actor);
}

async function claimStudentHour(deps: AppDeps, at: SessionTime, decide: (state: StudentDayState, now: Date) => StudentDayEvent[], actor: Actor): Promise<void> {
  try {
    await onStudentDay(deps, at, decide, actor);
  } catch (error) {
    if (error instanceof ConflictError && error.code === 'STUDENT_BUSY') await onDay(deps, at, (state) => releaseSlot(state, slotOf(at), 'student_busy'), actor, false);
    throw error;
  }
}

/**
 * Frees the booking's claims on this hour: the student's, then the counsellor's slot, whose read model the next page
 * shows. Either id may be unknown (a claim whose booking was never recorded); each release is a no-op when the booking
 * holds nothing there.
 */
export async function releaseSessionTime(deps: AppDeps, at: ClaimedTime, reason: ReleaseReason, actor: Actor): Promise<void> {
  const { counsellorId, studentId, date, slot, bookingId } = at;
  if (studentId) {
    const hour = { studentId, date, slot, bookingId };
    await onStudentDay(deps, { ...hour, counsellorId: counsellorId ?? '' }, (state) => releaseTime(state, hour, reason), actor);
  }
  if (counsellorId) {
    const claim = { counsellorId, date, slot, bookingId };
    await onDay(deps, { ...claim, studentId: studentId ?? '' }, (state) => releaseSlot(state, claim, reason), actor, false);
  }
}
