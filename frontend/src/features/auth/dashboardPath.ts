// Which dashboard is a role's: the navbar's Dashboard link (on every page) and the redirect after signing in. Apart from
// postLoginTarget.ts, which only the sign-in and sign-up forms load.
import type { Role } from '@margdarshak/contracts/api/accounts';
import { paths } from '../../config/paths';

export function dashboardPathFor(role: Role): string {
  switch (role) {
    case 'student':
      return paths.student.dashboard;
    case 'counsellor':
      return paths.counsellor.dashboard;
    case 'admin':
      return paths.admin.dashboard;
    case 'auditor':
      return paths.admin.audit;
    case 'parent':
      return paths.parent.dashboard;
    default: {
      const unknownRole: never = role;
      void unknownRole;
      return paths.home;
    }
  }
}
