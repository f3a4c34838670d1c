// The reads over student profiles: the profile page's answer with the spec's fallbacks, and the name a student is shown
// by wherever others see them (the profile's name, else the e-mail's local part).
import type { Knex } from 'knex';
import { nameFromEmail } from '@margdarshak/contracts/api/accounts';
import { STUDENT_FALLBACK_MOBILE, studentProfilePaths, type StudentProfile } from '@margdarshak/contracts/api/students';
import { studentProfilesProjection, studentProfilesTable, type StudentProfileRow } from './studentProfilesProjection';

export async function findStudentProfile(db: Knex, studentId: string): Promise<StudentProfileRow | undefined> {
  const record = await db(studentProfilesTable).where({ id: studentId }).first();
  return record ? studentProfilesProjection.fromRecord(record) : undefined;
}

export function toStudentProfile(row: StudentProfileRow): StudentProfile {
  return {
    name: row.name ?? nameFromEmail(row.email),
    mobile: row.mobile ?? STUDENT_FALLBACK_MOBILE,
    profilePhoto: row.photoFileId ? studentProfilePaths.photoVersion(row.id, row.photoFileId) : null,
    schoolName: row.schoolName,
    age: row.age,
    location: row.location,
    academics: row.academics,
    classLevel: row.classLevel,
    board: row.board,
    medium: row.medium,
    fatherName: row.fatherName,
    fatherOccupation: row.fatherOccupation,
    motherName: row.motherName,
    motherOccupation: row.motherOccupation,
    // Saved by the student (or an admin): a save always gives the mobile; a name from sign-up alone is not a profile.
    profileComplete: row.mobile !== null,
  };
}

/** Each student's display name by id; an id with no student behind it (erased) is absent. */
export async function studentNames(db: Knex, studentIds: readonly string[]): Promise<Map<string, string>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db(studentProfilesTable)
    .whereIn('id', [...new Set(studentIds)])
    .select<{ id: string; email: string; name: string | null }[]>('id', 'email', 'name');
  return new Map(rows.map((row) => [row.id, row.name ?? nameFromEmail(row.email)]));
}
