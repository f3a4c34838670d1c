import { describe, expect, it } from 'vitest';
import { readPendingBooking } from './pendingBooking';
import { afterStudentSignUp, dashboardPathFor, postLoginTarget } from './postLoginTarget';

const choice = { counsellorId: 'c1', packageId: 'p 2', date: '2026-12-01', timeSlot: '10:00 AM' };

describe('post-login redirect', () => {
  it('sends each role to its own dashboard', () => {
    expect(dashboardPathFor('student')).toBe('/student/dashboard');
    expect(dashboardPathFor('counsellor')).toBe('/counsellor/dashboard');
    expect(dashboardPathFor('admin')).toBe('/admin/dashboard');
  });

  it('resumes a saved booking when signing in from a booking or package page', () => {
    expect(postLoginTarget('student', '/booking/c1/p2', choice).path).toBe('/booking-summary/c1/p%202?date=2026-12-01&timeSlot=10%3A00+AM');
    expect(postLoginTarget('student', '/packages/basic', choice).path).toMatch(/^\/booking-summary\//);
  });

  it('resumes it in Hindi when it was chosen on a Hindi page', () => {
    expect(postLoginTarget('student', '/hi/booking/c1/p2', choice).path).toBe('/hi/booking-summary/c1/p%202?date=2026-12-01&timeSlot=10%3A00+AM');
    expect(afterStudentSignUp('/hi/packages/basic', choice)).toMatch(/^\/hi\/booking-summary\//);
  });

  it('ignores a saved booking elsewhere, and goes to the dashboard without one', () => {
    expect(postLoginTarget('student', '/about', choice)).toEqual({ path: '/student/dashboard' });
    expect(postLoginTarget('counsellor', '/packages', null, 'complete')).toEqual({ path: '/counsellor/dashboard' });
  });

  it('sends a counsellor with an incomplete profile to complete it, and one whose check failed to the dashboard', () => {
    expect(postLoginTarget('counsellor', '/', null, 'incomplete')).toEqual({ path: '/counsellor/profile', toast: 'Complete Your Profile' });
    expect(postLoginTarget('counsellor', '/', null, 'failed')).toEqual({ path: '/counsellor/dashboard', toast: 'Welcome!' });
    expect(postLoginTarget('counsellor', '/booking/c1/p2', choice, 'incomplete').path).toMatch(/^\/booking-summary\//);
  });
});

describe('after a student signs up', () => {
  it('goes on to the profile page', () => {
    expect(afterStudentSignUp('/', null)).toBe('/student/profile');
    expect(afterStudentSignUp('/about', choice)).toBe('/student/profile');
  });

  it('goes back to the session being chosen, as after signing in', () => {
    expect(afterStudentSignUp('/booking/c1/p2', choice)).toMatch(/^\/booking-summary\//);
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
