// A counsellor's weekly hours (stream availability-{counsellorId}), each counsellor-day's slots (stream
// schedule-{counsellorId}-{date}) and each student-day's times (stream student-day-{studentId}-{date}): one stream per
// day, so two bookings of one counsellor's slot, or two sessions of one student at once, collide on its expected revision.
import { z } from 'zod';
import { dateString, weeklyHours } from '../schedule/slots';

const counsellorId = z.uuid();
const bookingId = z.uuid();
const slot = z.string();
const studentId = z.uuid();
/** orphaned: a claim whose booking was never recorded (its request failed or the process died in between). */
const releaseReason = z.enum(['payment_failed', 'expired', 'cancelled', 'rescheduled', 'slot_lost', 'student_busy', 'orphaned']);

export const scheduleEvents = {
  AvailabilitySet: { version: 1, schema: z.object({ counsellorId, weekly: weeklyHours, daysOff: z.array(dateString) }) },
  SlotHeld: { version: 1, schema: z.object({ counsellorId, date: dateString, slot, bookingId, studentId, holdUntil: z.iso.datetime() }) },
  SlotBooked: { version: 1, schema: z.object({ counsellorId, date: dateString, slot, bookingId }) },
  SlotReleased: { version: 1, schema: z.object({ counsellorId, date: dateString, slot, bookingId, reason: releaseReason }) },
  StudentTimeHeld: { version: 1, schema: z.object({ studentId, date: dateString, slot, bookingId, counsellorId, holdUntil: z.iso.datetime() }) },
  StudentTimeBooked: { version: 1, schema: z.object({ studentId, date: dateString, slot, bookingId }) },
  StudentTimeReleased: { version: 1, schema: z.object({ studentId, date: dateString, slot, bookingId, reason: releaseReason }) },
} as const;

type EventOf<Type extends keyof typeof scheduleEvents> = { type: Type; data: z.infer<(typeof scheduleEvents)[Type]['schema']> };

export type AvailabilityEvent = EventOf<'AvailabilitySet'>;
export type ScheduleEvent = EventOf<'SlotHeld'> | EventOf<'SlotBooked'> | EventOf<'SlotReleased'>;
export type StudentDayEvent = EventOf<'StudentTimeHeld'> | EventOf<'StudentTimeBooked'> | EventOf<'StudentTimeReleased'>;
export type ReleaseReason = z.infer<typeof releaseReason>;
