// Schedule use cases: a counsellor's hours, the open slots of a day, and the holds and bookings on day streams.
import type { Availability } from '@margdarshak/contracts/api/bookings';
import type { AvailabilityEvent, ScheduleEvent } from '@margdarshak/contracts/events/schedule';
import { dateRefusal, openSlots } from '@margdarshak/contracts/schedule/slots';
import { findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { availabilityOf, scheduleDay, takenAt } from '@margdarshak/projections/schedule/scheduleQueries';
import type { AppDeps } from '../../app';
import { handleCommand, type Actor } from '../../platform/commandHandler';
import { NotFoundError } from '../../platform/http/errors';
import { availabilityStream, defaultAvailability, evolveAvailability } from './availability';
import { bookSlot, evolveDay, holdSlot, initialDay, releaseSlot, scheduleStream, type DayState } from './daySchedule';

const dayAggregate = { initialState: initialDay, evolve: evolveDay };
const availabilityAggregate = { initialState: defaultAvailability, evolve: evolveAvailability };

export async function setAvailability(deps: AppDeps, counsellorId: string, availability: Availability, actor: Actor): Promise<void> {
  await handleCommand<Availability, AvailabilityEvent>(deps, availabilityAggregate, availabilityStream(counsellorId), () => [{ type: 'AvailabilitySet', data: { counsellorId, ...availability } }], actor);
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
async function counsellorStatus(deps: AppDeps, counsellorId: string): Promise<string | undefined> {
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

type Where = { counsellorId: string; date: string; slot: string; bookingId: string };
const onDay = (deps: AppDeps, where: Where, decide: (state: DayState, now: Date) => ScheduleEvent[], actor: Actor, skipReadWait: boolean) =>
  handleCommand<DayState, ScheduleEvent>(deps, dayAggregate, scheduleStream(where.counsellorId, where.date), decide, actor, { skipReadWait });

// Holding and booking decide on the day stream alone, and the booking is always appended right after: the read-model
// wait is left to that last step. A release can be the last step, so it waits.
export const holdDaySlot = (deps: AppDeps, where: Where & { studentId: string; holdUntil: Date }, actor: Actor) => onDay(deps, where, (state, now) => holdSlot(state, where, now), actor, true);
export const bookDaySlot = (deps: AppDeps, where: Where, actor: Actor) => onDay(deps, where, (state, now) => bookSlot(state, where, now), actor, true);
export const releaseDaySlot = (deps: AppDeps, where: Where, reason: Parameters<typeof releaseSlot>[2], actor: Actor) => onDay(deps, where, (state) => releaseSlot(state, where, reason), actor, false);
