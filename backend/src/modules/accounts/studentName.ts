// What a student is called where others read about them (the counsellor's booking mail, a report): their profile's name
// once they saved one, the e-mail's local part (the spec's fallback) before. Decided here and in `studentNames`.
import { studentNames } from '@margdarshak/projections/students/studentProfilesQueries';
import type { AppDeps } from '../../platform/deps';

/** The student's name to show others; undefined when there is no such student (erased). */
export async function studentDisplayName(deps: Pick<AppDeps, 'db'>, studentId: string): Promise<string | undefined> {
  return (await studentNames(deps.db, [studentId])).get(studentId);
}
