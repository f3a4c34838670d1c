import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateRefusal,
  daySlots,
  defaultWeeklyHours,
  hoursRange,
  istDate,
  mergeRanges,
  openSlots,
  parseSlot,
  slotLabel,
  slotsOverlap,
  slotStart,
  upcomingDates,
  weekdayOf,
  weekdays,
  type HoursRange,
  type WeeklyHours,
} from './slots';

const instant = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
/** Ranges as a counsellor may save them: on the hour, the half hour or any minute, often overlapping one another. */
const range: fc.Arbitrary<HoursRange> = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: 0, max: 45 }).map((half) => half * 30),
      fc.integer({ min: 0, max: 23 * 60 - 1 }),
    ),
    fc.integer({ min: 60, max: 8 * 60 }),
  )
  .filter(([start, length]) => start + 60 <= 23 * 60 + 59 && length >= 60)
  .map(([start, length]) => ({ start: clock(start), end: clock(Math.min(23 * 60 + 59, start + length)) }))
  .filter((r) => hoursRange.safeParse(r).success);
const weekly: fc.Arbitrary<WeeklyHours> = fc.record(
  Object.fromEntries(weekdays.map((day) => [day, fc.array(range, { maxLength: 6 })])) as Record<keyof WeeklyHours, fc.Arbitrary<WeeklyHours[keyof WeeklyHours]>>,
);

describe('slots', () => {
  it('labels and parses every start minute of the day both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minutes) => {
        expect(parseSlot(slotLabel(minutes))).toBe(minutes);
      }),
    );
    expect(slotLabel(0)).toBe('12:00 AM');
    expect(slotLabel(12 * 60)).toBe('12:00 PM');
    expect(slotLabel(13 * 60 + 30)).toBe('01:30 PM');
    expect(parseSlot('13:00 PM')).toBeUndefined();
  });

  it('puts a slot at its Asia/Kolkata time, whatever the date', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 23 }), (at, hour) => {
        const date = istDate(at);
        const start = slotStart(date, slotLabel(hour * 60));
        expect(istDate(start)).toBe(date);
        expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' }).format(start)).toBe(String(hour).padStart(2, '0'));
      }),
    );
  });

  it('refuses dates nearer than 2 days or further than 30 in India, whatever the hour', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -5, max: 40 }), (now, ahead) => {
        const date = addDays(istDate(now), ahead);
        const refusal = dateRefusal(date, now);
        expect(refusal).toBe(ahead < 2 ? 'too_soon' : ahead > 30 ? 'too_far' : undefined);
        if (refusal) expect(openSlots(defaultWeeklyHours, [], date, new Set(), now)).toEqual([]);
        else expect(slotStart(date, '10:00 AM').getTime() - now.getTime()).toBeGreaterThan(24 * 3_600_000);
      }),
    );
    // 23:00 UTC is already the next day in India.
    expect(istDate(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
    expect(upcomingDates(new Date('2026-11-23T06:00:00Z')).slice(0, 3)).toEqual([{ date: '2026-11-24', refusal: 'too_soon' }, { date: '2026-11-25' }, { date: '2026-11-26' }]);
  });

  it('gives slots 60 minutes or more apart, each inside the hours, none on a day off, none overlapping a taken one', () => {
    fc.assert(
      fc.property(weekly, instant, fc.integer({ min: 2, max: 30 }), fc.array(fc.integer({ min: 0, max: 23 * 60 - 1 })), (hours, now, ahead, takenStarts) => {
        const date = addDays(istDate(now), ahead);
        const all = daySlots(hours, [], date);
        const starts = all.map((slot) => parseSlot(slot) ?? -1);
        // In order, and no two share a minute: each starts at least a whole session after the one before.
        for (let i = 1; i < starts.length; i++) expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeGreaterThanOrEqual(60);
        // Every minute of each session lies inside the day's hours as saved (ranges that overlap or touch count together).
        const inHours = (m: number) => hours[weekdayOf(date)].some((r) => minutes(r.start) <= m && m < minutes(r.end));
        for (const start of starts) for (let m = start; m < start + 60; m++) expect(inHours(m)).toBe(true);
        expect(daySlots(hours, [date], date)).toEqual([]);
        const taken = takenStarts.map(slotLabel);
        const open = openSlots(hours, [], date, taken, now);
        expect(open.every((slot) => all.includes(slot) && !taken.some((t) => slotsOverlap(t, slot)))).toBe(true);
        expect(open.length).toBe(all.filter((slot) => !taken.some((t) => Math.abs((parseSlot(t) ?? 0) - (parseSlot(slot) ?? 0)) < 60)).length);
      }),
    );
  });

  it('joins ranges that overlap or touch, and covers the same minutes', () => {
    fc.assert(
      fc.property(fc.array(range, { maxLength: 6 }), (ranges) => {
        const merged = mergeRanges(ranges);
        for (let i = 1; i < merged.length; i++) expect(minutes(merged[i]?.start ?? '')).toBeGreaterThan(minutes(merged[i - 1]?.end ?? ''));
        const covered = (rs: readonly HoursRange[], m: number) => rs.some((r) => minutes(r.start) <= m && m < minutes(r.end));
        for (let m = 0; m < 24 * 60; m += 15) expect(covered(merged, m)).toBe(covered(ranges, m));
      }),
    );
    expect(
      mergeRanges([
        { start: '09:30', end: '11:30' },
        { start: '10:00', end: '12:00' },
      ]),
    ).toEqual([{ start: '09:30', end: '12:00' }]);
  });

  it('offers 09:30 and 10:30 (not 10:00 and 11:00 too) for 09:30-11:30 with 10:00-12:00, and hides a slot overlapping a claim', () => {
    const hours: WeeklyHours = {
      ...defaultWeeklyHours,
      tuesday: [
        { start: '09:30', end: '11:30' },
        { start: '10:00', end: '12:00' },
      ],
    };
    expect(daySlots(hours, [], '2026-12-01')).toEqual(['09:30 AM', '10:30 AM']);
    // A claim made under earlier hours (10:00) keeps both neighbours it overlaps from students.
    const now = new Date('2026-11-25T06:00:00Z');
    expect(openSlots(hours, [], '2026-12-01', ['10:00 AM'], now)).toEqual([]);
    expect(openSlots(defaultWeeklyHours, [], '2026-12-01', ['10:30 AM'], now)).toEqual(['12:00 PM', '01:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM']);
  });

  it('gives the default hours eight slots a day, 10 AM to 5 PM starts', () => {
    expect(daySlots(defaultWeeklyHours, [], '2026-12-01')).toEqual(['10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM']);
  });
});
