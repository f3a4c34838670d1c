import { describe, expect, it } from 'vitest';
import { chartMonths, statsWithDefaults } from './overviewFigures';

describe("the overview's figures (dashboards §3)", () => {
  it('reads a missing or unreadable figure as 0', () => {
    expect(statsWithDefaults({ userCount: 12, totalRevenue: 1999.5, monthlyRevenue: null, bookingsCount: 'many' })).toEqual({
      userCount: 12,
      counsellorCount: 0,
      pendingCounsellorsCount: 0,
      bookingsCount: 0,
      completedBookingsCount: 0,
      totalRevenue: 1999.5,
      monthlyRevenue: 0,
    });
    expect(statsWithDefaults(null).userCount).toBe(0);
  });

  it('puts the months oldest first, named for people', () => {
    const month = (m: string, revenue: number, bookings: number) => ({ month: m, captured: revenue, refunded: 0, revenue, bookings });
    expect(chartMonths([month('2027-01', 500, 1), month('2026-12', 3998, 2)])).toEqual([
      { month: '2026-12', label: 'Dec 2026', revenue: 3998, bookings: 2 },
      { month: '2027-01', label: 'Jan 2027', revenue: 500, bookings: 1 },
    ]);
  });
});
