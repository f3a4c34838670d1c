// A counsellor's weekly hours and days off (stream availability-{counsellorId}); the default until they set their own.
import { defaultWeeklyHours } from '@margdarshak/contracts/schedule/slots';
import type { Availability } from '@margdarshak/contracts/api/bookings';
import type { AvailabilityEvent } from '@margdarshak/contracts/events/schedule';

export const availabilityStream = (counsellorId: string) => `availability-${counsellorId}`;

export const defaultAvailability: Availability = { weekly: defaultWeeklyHours, daysOff: [] };

export function evolveAvailability(_state: Availability, event: AvailabilityEvent): Availability {
  return { weekly: event.data.weekly, daysOff: event.data.daysOff };
}
