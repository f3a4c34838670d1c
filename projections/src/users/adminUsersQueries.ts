// The back office's Users tab (dashboards §2): students only, searched by e-mail or name, with their profile's state and
// whether a change of parent they asked for waits for confirmation (issue 27).
import type { Knex } from 'knex';
import { nameFromEmail } from '@margdarshak/contracts/api/accounts';
import type { AdminUser, adminUserSortFields } from '@margdarshak/contracts/api/admin';
import { studentProfilePaths } from '@margdarshak/contracts/api/students';
import { familyConsentsTable } from '../family/familyConsentsProjection';
import { pageOf } from '../page';
import { studentProfilesTable } from '../students/studentProfilesProjection';
import { usersTable } from './usersProjection';

export interface AdminUserQuery {
  sort: { field: (typeof adminUserSortFields)[number]; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { q?: string; id?: string[]; parentChangeWaiting?: boolean };
}

// The name shown before a first save is the e-mail's local part (the spec's fallback): sorted by what is shown.
const shownName = `coalesce(p.name, split_part(u.email, '@', 1))`;
const sortColumns = { createdAt: 'created_at', name: 'shown_name', email: 'email' } as const;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface UserRecord {
  id: string;
  email: string;
  created_at: string | Date;
  name: string | null;
  mobile: string | null;
  photo_file_id: string | null;
  change_requested_at: string | Date | null;
}

function toAdminUser(r: UserRecord): AdminUser {
  return {
    id: r.id,
    email: r.email,
    role: 'student',
    name: r.name ?? nameFromEmail(r.email),
    createdAt: new Date(r.created_at).toISOString(),
    // Saved by the student or an admin (a save always gives the mobile), as the profile read says it.
    profileComplete: r.mobile !== null,
    profile: { name: r.name, profilePhoto: r.photo_file_id ? studentProfilePaths.photoVersion(r.id, r.photo_file_id) : null },
    accountType: 'email',
    parentChangeWaiting: r.change_requested_at !== null,
  };
}

function students(db: Knex): Knex.QueryBuilder {
  // A subquery, so the page's sort and the id tie-break name its columns plainly.
  const inner = db({ u: usersTable })
    .leftJoin({ p: studentProfilesTable }, 'p.id', 'u.id')
    .leftJoin({ f: familyConsentsTable }, 'f.id', 'u.id')
    .where('u.role', 'student')
    .select('u.id', 'u.email', 'u.created_at', 'p.name', 'p.mobile', 'p.photo_file_id', 'f.change_requested_at', db.raw(`${shownName} as shown_name`));
  return db.from(inner.as('s'));
}

export async function queryAdminUsers(db: Knex, { sort, range, filter }: AdminUserQuery): Promise<{ rows: AdminUser[]; total: number }> {
  const base = students(db).modify((q) => {
    if (filter.id) q.whereIn('id', filter.id);
    if (filter.parentChangeWaiting !== undefined) q.where((w) => (filter.parentChangeWaiting ? w.whereNotNull('change_requested_at') : w.whereNull('change_requested_at')));
    if (filter.q) {
      const pattern = likePattern(filter.q);
      q.where((w) => w.whereILike('email', pattern).orWhereILike('shown_name', pattern));
    }
  });
  const { records, total } = await pageOf(base, { column: sortColumns[sort.field], order: sort.order, range });
  return { rows: (records as unknown as UserRecord[]).map(toAdminUser), total };
}

export async function findAdminUser(db: Knex, id: string): Promise<AdminUser | undefined> {
  const record = (await students(db).where({ id }).first()) as UserRecord | undefined;
  return record ? toAdminUser(record) : undefined;
}
