import { describe, expect, it } from 'vitest';
import { readPendingBooking } from './pendingBooking';
import { dashboardPathFor, postLoginTarget } from './postLoginTarget';

const choice = { counsellorId: 'c1', packageId: 'p 2', date: '2026-12-01', timeSlot: '10:00 AM' };

describe('post-login redirect', () => {
  it('sends each role to its own dashboard', () => {
    expect(dashboardPathFor('student')).toBe('/student/dashboard');
    expect(dashboardPathFor('counsellor')).toBe('/counsellor/dashboard');
    expect(dashboardPathFor('admin')).toBe('/admin/dashboard');
  });

  it('resumes a saved booking when signing in from a booking or package page', () => {
    expect(postLoginTarget('student', '/booking/c1/p2', choice)).toBe('/booking-summary/c1/p%202?date=2026-12-01&timeSlot=10%3A00+AM');
    expect(postLoginTarget('student', '/packages/basic', choice)).toMatch(/^\/booking-summary\//);
  });

  it('ignores a saved booking elsewhere, and goes to the dashboard without one', () => {
    expect(postLoginTarget('student', '/about', choice)).toBe('/student/dashboard');
    expect(postLoginTarget('counsellor', '/packages', null)).toBe('/counsellor/dashboard');
  });
});

describe('pending booking in storage', () => {
  const storage = (value: string | null) => ({ getItem: () => value });

  it('reads the saved choice', () => {
    const saved = JSON.stringify({ counsellorId: 'c1', packageId: 'p 2', selectedDate: '2026-12-01', selectedTimeSlot: '10:00 AM' });
    expect(readPendingBooking(storage(saved))).toEqual(choice);
  });

  it('treats missing, broken or incomplete entries as none', () => {
    expect(readPendingBooking(storage(null))).toBeNull();
    expect(readPendingBooking(storage('{not json'))).toBeNull();
    expect(readPendingBooking(storage(JSON.stringify({ counsellorId: 'c1' })))).toBeNull();
  });
});
