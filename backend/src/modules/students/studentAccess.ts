// Who may read a student's profile and photo: the student, admins, and a counsellor with a paid session (confirmed or
// completed) with them, to prepare for it. Another student, or a counsellor they never booked and paid, may not.
import { counsellorServesStudent } from '@margdarshak/projections/bookings/counsellorBookingsQueries';
import type { AppDeps } from '../../platform/deps';
import type { CurrentUser } from '../../platform/http/guards';

export async function mayReadStudentProfile(deps: Pick<AppDeps, 'db'>, user: CurrentUser, studentId: string): Promise<boolean> {
  if (user.role === 'admin' || user.id === studentId) return true;
  return user.role === 'counsellor' && counsellorServesStudent(deps.db, user.id, studentId);
}
