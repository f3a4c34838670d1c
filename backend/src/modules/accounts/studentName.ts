// What a student is called where others read about them (the counsellor's booking mail, a report). The one place that
// decides it: for now the e-mail's local part (the spec's fallback); the student profile's name replaces it here alone.
import { nameFromEmail } from '@margdarshak/contracts/api/accounts';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';

/** The student's name to show others; undefined when there is no such student (erased). */
export async function studentDisplayName(deps: Pick<AppDeps, 'db'>, studentId: string): Promise<string | undefined> {
  const student = await findActiveUser(deps.db, studentId);
  return student ? nameFromEmail(student.email) : undefined;
}
