// The people behind events as the read models know them: the e-mail and role of an account, and the name a counsellor's
// or a student's profile gives. An erased person has no row anywhere.
import type { Knex } from 'knex';
import type { Role } from '@margdarshak/contracts/api/accounts';
import { counsellorsTable } from '../counsellors/counsellorsProjection';
import { studentProfilesTable } from '../students/studentProfilesProjection';
import { usersTable } from '../users/usersProjection';

export interface KnownPerson {
  id: string;
  email: string;
  role: Role;
  /** The profile's name, when the person has one. */
  name: string | null;
}

/** The read models' projections these answers come from (for cached reads). */
export const actorSources = ['users', 'counsellors', 'student_profiles'] as const;

export async function peopleByIds(db: Knex, ids: readonly string[]): Promise<Map<string, KnownPerson>> {
  if (ids.length === 0) return new Map();
  const rows: { id: string; email: string; role: Role; counsellor_name: string | null; student_name: string | null }[] = await db(usersTable)
    .leftJoin(counsellorsTable, `${counsellorsTable}.id`, `${usersTable}.id`)
    .leftJoin(studentProfilesTable, `${studentProfilesTable}.id`, `${usersTable}.id`)
    .select(`${usersTable}.id`, `${usersTable}.email`, `${usersTable}.role`, `${counsellorsTable}.name as counsellor_name`, `${studentProfilesTable}.name as student_name`)
    .whereIn(`${usersTable}.id`, ids);
  return new Map(rows.map((row) => [row.id, { id: row.id, email: row.email, role: row.role, name: row.counsellor_name ?? row.student_name ?? null }]));
}
