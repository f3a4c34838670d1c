import { describe, expect, it } from 'vitest';
import { formatAdminRupees, formatCount, formatDateTime, formatExactPaise, formatExactRupees, shortId } from './adminFormat';

describe("the back office's figures (dashboards §9)", () => {
  it('writes rupees in Indian grouping without decimals', () => {
    expect(formatAdminRupees(150000)).toBe('₹1,50,000');
    expect(formatAdminRupees(1799.1)).toBe('₹1,799');
    expect(formatAdminRupees(999.5)).toBe('₹1,000');
    expect(formatAdminRupees(0)).toBe('₹0');
    expect(formatAdminRupees(-0.2)).toBe('₹0');
  });

  it("writes the audit's amounts to the paisa, in Indian grouping", () => {
    expect(formatExactPaise(12_345_600)).toBe('₹1,23,456.00');
    expect(formatExactPaise(179_910)).toBe('₹1,799.10');
    expect(formatExactPaise(0)).toBe('₹0.00');
    expect(formatExactRupees(1799.1)).toBe('₹1,799.10');
    expect(formatExactRupees(-50)).toBe('-₹50.00');
  });

  it('groups counts the Indian way', () => {
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCount(7)).toBe('7');
  });

  it("writes a session's start in India's time, 12-hour", () => {
    expect(formatDateTime('2026-11-25T11:00:00Z').replace(/\s/g, ' ')).toBe('25 Nov 2026, 4:30 pm');
  });

  it('shortens an id to its first block', () => {
    expect(shortId('3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e')).toBe('3f2a9c1e');
  });
});
