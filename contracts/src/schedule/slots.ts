// The slot rules of public-area §5 and §9: 60-minute sessions in Asia/Kolkata, bookable from 2 days ahead up to 30.
// India keeps one offset all year (UTC+05:30, no daylight saving), so dates and times convert with plain arithmetic.
import { z } from 'zod';

export const SLOT_MINUTES = 60;
/** A session lasts one slot: it has ended this long after its start. */
export const SESSION_MS = SLOT_MINUTES * 60_000;
export const MIN_LEAD_DAYS = 2;
export const MAX_AHEAD_DAYS = 30;
export const HOLD_MINUTES = 15;
export const TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof weekdays)[number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm, e.g. 09:30');
export const hoursRange = z
  .object({ start: clock, end: clock })
  .refine((r) => minutesOf(r.end) - minutesOf(r.start) >= SLOT_MINUTES, { message: 'A range must hold at least one 60-minute session', path: ['end'] });
export type HoursRange = z.infer<typeof hoursRange>;

export const dateString = z.iso.date('Use a date as YYYY-MM-DD');

export const weeklyHours = z.object(Object.fromEntries(weekdays.map((day) => [day, z.array(hoursRange).max(6)])) as Record<Weekday, z.ZodArray<typeof hoursRange>>);
export type WeeklyHours = z.infer<typeof weeklyHours>;

/** New counsellors can be booked every day, 10 AM to 6 PM, until they set their own hours. */
export const defaultWeeklyHours: WeeklyHours = Object.fromEntries(weekdays.map((day) => [day, [{ start: '10:00', end: '18:00' }]])) as WeeklyHours;

function minutesOf(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

import { parseSlot, slotLabel } from './slotLabels';

export { parseSlot, slotLabel };

/** The calendar date in India at an instant. */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  return weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'sunday';
}

/** The instant a slot starts. */
export function slotStart(date: string, slot: string): Date {
  const minutes = parseSlot(slot);
  if (minutes === undefined) throw new RangeError(`Not a slot: ${slot}`);
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + minutes * 60_000);
}

export type DateRefusal = 'too_soon' | 'too_far';

/** Whether a date can be booked at `now`: from the day after tomorrow (India) up to 30 days ahead. */
export function dateRefusal(date: string, now: Date): DateRefusal | undefined {
  const today = istDate(now);
  if (date < addDays(today, MIN_LEAD_DAYS)) return 'too_soon';
  if (date > addDays(today, MAX_AHEAD_DAYS)) return 'too_far';
  return undefined;
}

export const dateRefusalMessages: Record<DateRefusal, string> = {
  too_soon: 'Please book at least 2 days ahead, to leave time for your personality tests',
  too_far: 'Sessions can be booked up to 30 days ahead',
};

/** The next 30 dates after today (India), each with the reason it cannot be booked, if any: what the date picker lists. */
export function upcomingDates(now: Date): { date: string; refusal?: DateRefusal }[] {
  const today = istDate(now);
  return Array.from({ length: MAX_AHEAD_DAYS }, (_, i) => {
    const date = addDays(today, i + 1);
    const refusal = dateRefusal(date, now);
    return refusal ? { date, refusal } : { date };
  });
}

/** Whether two sessions starting at these minutes of one day share a minute (each lasts SLOT_MINUTES). */
export const startsOverlap = (a: number, b: number): boolean => Math.abs(a - b) < SLOT_MINUTES;

/**
 * Whether two slots of one day share a minute. A slot is the time it occupies, not its label: 09:30 AM and 10:00 AM
 * overlap. Slots never cross India's midnight (hours end by 23:59), so one day is the whole question.
 */
export function slotsOverlap(a: string, b: string): boolean {
  const [x, y] = [parseSlot(a), parseSlot(b)];
  return x !== undefined && y !== undefined && startsOverlap(x, y);
}

/** A day's ranges sorted, with those that overlap or touch joined: 09:30-11:30 and 10:00-12:00 are 09:30-12:00. */
export function mergeRanges(ranges: readonly HoursRange[]): HoursRange[] {
  const merged: { start: number; end: number }[] = [];
  for (const range of [...ranges].map((r) => ({ start: minutesOf(r.start), end: minutesOf(r.end) })).sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push(range);
  }
  return merged.map((r) => ({ start: clockOf(r.start), end: clockOf(r.end) }));
}

/** Every day's ranges merged: what a counsellor's saved hours become. */
export const mergeWeeklyHours = (hours: WeeklyHours): WeeklyHours => Object.fromEntries(weekdays.map((day) => [day, mergeRanges(hours[day])])) as WeeklyHours;

/**
 * Every slot the weekly hours give on a date (none on a day off), in order. The day's ranges are merged first and each
 * merged range is stepped in whole sessions from its start, so no two slots ever share a minute, whatever the hours.
 */
export function daySlots(hours: WeeklyHours, daysOff: readonly string[], date: string): string[] {
  if (daysOff.includes(date)) return [];
  const starts: number[] = [];
  for (const range of mergeRanges(hours[weekdayOf(date)])) {
    for (let start = minutesOf(range.start); start + SLOT_MINUTES <= minutesOf(range.end); start += SLOT_MINUTES) starts.push(start);
  }
  return starts.map(slotLabel);
}

/**
 * The slots still open on a date: the day's slots minus any that overlap a slot taken (held or booked), including
 * claims made under hours the counsellor has since changed.
 */
export function openSlots(hours: WeeklyHours, daysOff: readonly string[], date: string, taken: Iterable<string>, now: Date): string[] {
  if (dateRefusal(date, now)) return [];
  const takenStarts = [...taken].flatMap((slot) => parseSlot(slot) ?? []);
  return daySlots(hours, daysOff, date).filter((slot) => {
    const start = parseSlot(slot) ?? -1;
    return !takenStarts.some((other) => startsOverlap(start, other));
  });
}
