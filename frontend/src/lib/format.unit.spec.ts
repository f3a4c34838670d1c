import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatSlot, formatTime, monthLabel } from './format';

describe('formatting for India', () => {
  it('shows calendar days as they are', () => {
    expect(formatDay('2026-11-25')).toBe('Wed, 25 Nov, 2026');
  });

  it('shows dates and times in Asia/Kolkata, whatever the machine zone', () => {
    // 20:00 UTC is 01:30 the next day in India.
    const instant = '2026-03-14T20:00:00Z';
    expect(formatDate(instant)).toBe('15 Mar 2026');
    expect(formatTime(instant).replace(/\s/g, ' ')).toBe('1:30 am');
  });

  it('writes a Hindi page’s dates with Hindi months and Latin digits, and its times as families say them, as the PDF does', () => {
    const instant = '2026-03-14T20:00:00Z';
    expect(formatDate(instant, 'hi')).toBe('15 मार्च 2026');
    expect(formatTime(instant, 'hi')).toBe('रात 1:30 बजे');
    expect(formatDate('2026-11-28T11:00:00Z', 'hi')).toBe('28 नवंबर 2026');
    expect(formatTime('2026-11-28T11:00:00Z', 'hi')).toBe('शाम 4:30 बजे');
    expect(formatDay('2026-12-02', 'hi')).toBe('बुध, 2 दिसंबर 2026');
    expect(formatSlot('04:30 PM', 'hi')).toBe('शाम 4:30 बजे');
    expect(formatSlot('04:30 PM')).toBe('04:30 PM');
  });

  it("names a month as 'Nov 2026', and keeps an unreadable one as it came", () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthLabel('2027-01')).toBe('Jan 2027');
    expect(monthLabel('soon')).toBe('soon');
  });
});
