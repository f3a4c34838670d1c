// A counsellor's weekly hours (stream availability-{counsellorId}) and each counsellor-day's slots (stream
// schedule-{counsellorId}-{date}): one stream per day, so two bookings of one slot collide on its expected revision.
import { z } from 'zod';
import { dateString, weeklyHours } from '../schedule/slots';

const counsellorId = z.uuid();
const bookingId = z.uuid();
const slot = z.string();

export const scheduleEvents = {
  AvailabilitySet: { version: 1, schema: z.object({ counsellorId, weekly: weeklyHours, daysOff: z.array(dateString) }) },
  SlotHeld: { version: 1, schema: z.object({ counsellorId, date: dateString, slot, bookingId, studentId: z.uuid(), holdUntil: z.iso.datetime() }) },
  SlotBooked: { version: 1, schema: z.object({ counsellorId, date: dateString, slot, bookingId }) },
  SlotReleased: { version: 1, schema: z.object({ counsellorId, date: dateString, slot, bookingId, reason: z.enum(['payment_failed', 'expired', 'cancelled', 'rescheduled', 'slot_lost']) }) },
} as const;

type EventOf<Type extends keyof typeof scheduleEvents> = { type: Type; data: z.infer<(typeof scheduleEvents)[Type]['schema']> };

export type AvailabilityEvent = EventOf<'AvailabilitySet'>;
export type ScheduleEvent = EventOf<'SlotHeld'> | EventOf<'SlotBooked'> | EventOf<'SlotReleased'>;
