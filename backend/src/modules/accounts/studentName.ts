// What a student is called where others read about them (the counsellor's booking mail, a report): their profile's name
// once they saved one, the e-mail's local part (the spec's fallback) before. Decided here and in `studentNames`.
import { findStudentProfile, studentNames } from '@margdarshak/projections/students/studentProfilesQueries';
import type { AppDeps } from '../../platform/deps';

/** The student's name to show others; undefined when there is no such student (erased). */
export async function studentDisplayName(deps: Pick<AppDeps, 'db'>, studentId: string): Promise<string | undefined> {
  return (await studentNames(deps.db, [studentId])).get(studentId);
}

/**
 * The name the student typed into their profile, and nothing else: undefined before they saved one. For mails to people
 * outside the product (a parent asked for consent), which never quote the e-mail's local part, since it reads like a
 * name yet is whatever text the sign-up chose.
 */
export async function studentOwnName(deps: Pick<AppDeps, 'db'>, studentId: string): Promise<string | undefined> {
  return (await findStudentProfile(deps.db, studentId))?.name ?? undefined;
}
