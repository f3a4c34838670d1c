import { describe, expect, it } from 'vitest';
import { defaultWeeklyHours } from '@margdarshak/contracts/schedule/slots';
import { weekendDays, weekendSummary } from './weekendAvailability';

const withWeekend = (saturday: { start: string; end: string }[], sunday: { start: string; end: string }[]) => ({ weekly: { ...defaultWeeklyHours, saturday, sunday } });

describe('Weekend Availability, from the weekly hours', () => {
  it('names both days with their hours in India time when both have hours', () => {
    const days = weekendDays({ weekly: defaultWeeklyHours });
    expect(days).toEqual([
      { day: 'Saturday', hours: ['10:00 AM – 06:00 PM'] },
      { day: 'Sunday', hours: ['10:00 AM – 06:00 PM'] },
    ]);
    expect(weekendSummary(days)).toBe('Students can book you on Saturday and Sunday.');
  });

  it('says which day has no hours when only one does', () => {
    const days = weekendDays(
      withWeekend(
        [
          { start: '09:30', end: '12:00' },
          { start: '14:00', end: '17:00' },
        ],
        [],
      ),
    );
    expect(days[0]?.hours).toEqual(['09:30 AM – 12:00 PM', '02:00 PM – 05:00 PM']);
    expect(days[1]?.hours).toEqual([]);
    expect(weekendSummary(days)).toBe('Students can book you on Saturday; Sunday has no hours.');
    expect(weekendSummary(weekendDays(withWeekend([], [{ start: '10:00', end: '11:00' }])))).toBe('Students can book you on Sunday; Saturday has no hours.');
  });

  it('never says Available when the weekend has no hours', () => {
    const summary = weekendSummary(weekendDays(withWeekend([], [])));
    expect(summary).toBe('You have no weekend hours: students cannot book you on Saturday or Sunday.');
    expect(summary).not.toMatch(/available/i);
  });
});
