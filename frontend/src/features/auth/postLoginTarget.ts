// Where a user goes after signing in (public-area §4); which dashboard is theirs is dashboardPath.ts.
import type { Role } from '@margdarshak/contracts/api/accounts';
import { hindiTwin, isHindiPath } from '@margdarshak/contracts/pages';
import { paths, type BookingChoice } from '../../config/paths';
import { dashboardPathFor } from './dashboardPath';

export { dashboardPathFor };

/** What the counsellor profile check found: complete (name, email, specialization), incomplete or missing, or failed. */
export type CounsellorProfileCheck = 'complete' | 'incomplete' | 'failed';

export interface PostLoginTarget {
  path: string;
  /** The toast that explains the redirect, if any. */
  toast?: string;
}

/** Public-area §4, in order: a saved booking when signing in from a booking or package page; then the role's place. */
export function postLoginTarget(role: Role, pathname: string, pendingBooking: BookingChoice | null, counsellorProfile?: CounsellorProfileCheck): PostLoginTarget {
  // Resumed in the language it was chosen in: a Hindi booking page's summary is Hindi too.
  if (pendingBooking && resumesBooking(pathname)) {
    const summary = paths.bookingSummary.to(pendingBooking);
    return { path: isHindiPath(pathname) ? hindiTwin(summary) : summary };
  }
  if (role === 'counsellor' && counsellorProfile === 'incomplete') return { path: paths.counsellor.profile, toast: 'Complete Your Profile' };
  if (role === 'counsellor' && counsellorProfile === 'failed') return { path: paths.counsellor.dashboard, toast: 'Welcome!' };
  return { path: dashboardPathFor(role) };
}

export const resumesBooking = (pathname: string) => pathname.includes('/booking') || pathname.includes('/packages');

/**
 * Where a new student goes from the sign-up form (public-area §2: its button goes on to the student profile page): back
 * to a session they were choosing (§4, rule 1), otherwise to /student/profile to tell us about themselves.
 */
export function afterStudentSignUp(pathname: string, pendingBooking: BookingChoice | null): string {
  const target = postLoginTarget('student', pathname, pendingBooking);
  return target.path === paths.student.dashboard ? paths.student.profile : target.path;
}
