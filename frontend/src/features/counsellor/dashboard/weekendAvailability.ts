// The Weekend Availability card's words (dashboards §2), told from the counsellor's own weekly hours rather than always
// 'Available': which weekend days students can book, and at what hours (India time).
import type { Availability } from '@margdarshak/contracts/api/bookings';
import { slotLabel, type HoursRange } from '@margdarshak/contracts/schedule/slots';

export interface WeekendDay {
  day: 'Saturday' | 'Sunday';
  /** '10:00 AM – 06:00 PM', one per range; empty when the day has no hours. */
  hours: string[];
}

const minutesOf = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

export const rangeLabel = (range: HoursRange) => `${slotLabel(minutesOf(range.start))} – ${slotLabel(minutesOf(range.end))}`;

export function weekendDays(availability: Pick<Availability, 'weekly'>): WeekendDay[] {
  return [
    { day: 'Saturday', hours: availability.weekly.saturday.map(rangeLabel) },
    { day: 'Sunday', hours: availability.weekly.sunday.map(rangeLabel) },
  ];
}

/** One sentence for the card: both days, one of them, or neither. */
export function weekendSummary(days: readonly WeekendDay[]): string {
  const open = days.filter((d) => d.hours.length > 0).map((d) => d.day);
  const closed = days.filter((d) => d.hours.length === 0).map((d) => d.day);
  if (closed.length === 0) return 'Students can book you on Saturday and Sunday.';
  if (open.length === 0) return 'You have no weekend hours: students cannot book you on Saturday or Sunday.';
  return `Students can book you on ${open.join(' and ')}; ${closed.join(' and ')} has no hours.`;
}
