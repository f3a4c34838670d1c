// Where a user goes after signing in (public-area §4), and which dashboard is theirs.
import type { Role } from '@margdarshak/contracts/api/accounts';
import { paths, type BookingChoice } from '../../app/paths';

export function dashboardPathFor(role: Role): string {
  switch (role) {
    case 'student':
      return paths.student.dashboard;
    case 'counsellor':
      return paths.counsellor.dashboard;
    case 'admin':
      return paths.admin.dashboard;
    default: {
      const unknownRole: never = role;
      void unknownRole;
      return paths.home;
    }
  }
}

/**
 * A saved booking wins when the user signed in from a booking or package page; otherwise the role's dashboard.
 * The counsellor profile-completeness check joins this when the counsellor profile endpoint exists.
 */
export function postLoginTarget(role: Role, pathname: string, pendingBooking: BookingChoice | null): string {
  if (pendingBooking && (pathname.includes('/booking') || pathname.includes('/packages'))) return paths.bookingSummary.to(pendingBooking);
  return dashboardPathFor(role);
}
