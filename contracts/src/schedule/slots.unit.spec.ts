import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateRefusal, daySlots, defaultWeeklyHours, istDate, openSlots, parseSlot, slotLabel, slotStart, upcomingDates, weekdays, type WeeklyHours } from './slots';

const instant = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });
const range = fc.tuple(fc.integer({ min: 0, max: 22 }), fc.integer({ min: 1, max: 8 })).map(([start, length]) => ({
  start: `${String(start).padStart(2, '0')}:00`,
  end: `${String(Math.min(24, start + length) === 24 ? 23 : start + length).padStart(2, '0')}:${Math.min(24, start + length) === 24 ? '59' : '00'}`,
}));
const weekly: fc.Arbitrary<WeeklyHours> = fc.record(Object.fromEntries(weekdays.map((day) => [day, fc.array(range, { maxLength: 3 })])) as Record<keyof WeeklyHours, fc.Arbitrary<WeeklyHours[keyof WeeklyHours]>>);

describe('slots', () => {
  it('labels and parses every start minute of the day both ways', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minutes) => {
      expect(parseSlot(slotLabel(minutes))).toBe(minutes);
    }));
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

  it('gives ordered, distinct, non-overlapping 60-minute slots inside the hours, none on a day off, none taken', () => {
    fc.assert(
      fc.property(weekly, instant, fc.integer({ min: 2, max: 30 }), fc.array(fc.integer({ min: 0, max: 23 })), (hours, now, ahead, takenHours) => {
        const date = addDays(istDate(now), ahead);
        const all = daySlots(hours, [], date);
        const starts = all.map((slot) => parseSlot(slot) ?? -1);
        for (let i = 1; i < starts.length; i++) expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeGreaterThanOrEqual(1);
        expect(new Set(all).size).toBe(all.length);
        for (const start of starts) expect(start).toBeGreaterThanOrEqual(0);
        expect(daySlots(hours, [date], date)).toEqual([]);
        const taken = new Set(takenHours.map((h) => slotLabel(h * 60)));
        const open = openSlots(hours, [], date, taken, now);
        expect(open.every((slot) => all.includes(slot) && !taken.has(slot))).toBe(true);
        expect(open.length).toBe(all.filter((slot) => !taken.has(slot)).length);
      }),
    );
  });

  it('gives the default hours eight slots a day, 10 AM to 5 PM starts', () => {
    expect(daySlots(defaultWeeklyHours, [], '2026-12-01')).toEqual(['10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM']);
  });
});
