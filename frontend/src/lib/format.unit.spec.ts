import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDay, formatRupees, formatTime } from './format';

describe('formatting for India', () => {
  it('writes rupees with the rupee sign, Indian digit grouping and no decimals', () => {
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1999)).toBe('₹1,999');
    expect(formatRupees(150000)).toBe('₹1,50,000');
  });

  it('shows paise only when an amount has them, and calendar days as they are', () => {
    expect(formatAmount(899.1)).toBe('₹899.10');
    expect(formatAmount(1849)).toBe('₹1,849');
    expect(formatDay('2026-11-25')).toBe('Wed, 25 Nov, 2026');
  });

  it('shows dates and times in Asia/Kolkata, whatever the machine zone', () => {
    // 20:00 UTC is 01:30 the next day in India.
    const instant = '2026-03-14T20:00:00Z';
    expect(formatDate(instant)).toBe('15 Mar 2026');
    expect(formatTime(instant).replace(/\s/g, ' ')).toBe('1:30 am');
  });
});
