import { describe, expect, it } from 'vitest';
import { hasEarnings, monthLabel, packageLabel } from './earningsFigures';

const zero = { sessions: 0, paid: 0, refunded: 0, net: 0 };

describe('the earnings page', () => {
  it("names a month as 'Nov 2026'", () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthLabel('2027-01')).toBe('Jan 2027');
  });
  it('keeps an unreadable month as it came', () => expect(monthLabel('soon')).toBe('soon'));
  it('names the package types', () => expect(packageLabel('comprehensive')).toBe('Comprehensive'));
  it('shows the empty state until there is a session', () => {
    expect(hasEarnings({ total: zero, sessions: [] })).toBe(false);
    expect(hasEarnings({ total: { ...zero, sessions: 1, paid: 999, net: 999 }, sessions: [] })).toBe(true);
  });
});
