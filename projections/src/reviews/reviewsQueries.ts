// The reads over reviews: a counsellor's public reviews (first name and class only), a student's own, and the back
// office's list.
import type { Knex } from 'knex';
import { nameFromEmail } from '@margdarshak/contracts/api/accounts';
import { COUNSELLOR_DEFAULTS } from '@margdarshak/contracts/api/counsellors';
import { REVIEWER_FALLBACK, reviewEditableUntil, type AdminReview, type PublicReview, type StudentReview } from '@margdarshak/contracts/api/reviews';
import { counsellorsTable } from '../counsellors/counsellorsProjection';
import { pageOf } from '../page';
import { studentProfilesTable } from '../students/studentProfilesProjection';
import { reviewsTable } from './reviewsProjection';
import { firstWordOf } from '@margdarshak/contracts/names';

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** The first word of the profile's name; never the e-mail's local part, which can name a child in full. */
export const firstNameOf = (name: string | null | undefined) => firstWordOf(name) ?? REVIEWER_FALLBACK;

/** A counsellor's reviews as the public sees them, newest first; hidden ones never. */
export async function publicReviews(db: Knex, counsellorId: string, page: { limit: number; offset: number }): Promise<{ reviews: PublicReview[]; total: number }> {
  const rows: { rating: number; comment: string | null; name: string | null; school_year: string | null; total: string }[] = await db(`${reviewsTable} as r`)
    .leftJoin(`${studentProfilesTable} as p`, 'p.id', 'r.student_id')
    .select('r.rating', 'r.comment', 'p.name', db.raw(`p.academics -> -1 ->> 'grade' as school_year`), db.raw('count(*) over () as total'))
    .where({ 'r.counsellor_id': counsellorId, 'r.hidden': false })
    .orderBy([
      { column: 'r.created_at', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset);
  const reviews = rows.map((r) => ({ rating: Number(r.rating), comment: r.comment, firstName: firstNameOf(r.name), schoolYear: r.school_year ?? null }));
  const total = rows[0] ? Number(rows[0].total) : Number((await db(reviewsTable).where({ counsellor_id: counsellorId, hidden: false }).count<{ n: string }[]>({ n: '*' }))[0]?.n ?? 0);
  return { reviews, total };
}

/** The student's own reviews, newest first. */
export async function studentReviews(db: Knex, studentId: string): Promise<StudentReview[]> {
  const rows: Record<string, unknown>[] = await db(reviewsTable).where({ student_id: studentId }).orderBy('created_at', 'desc');
  return rows.map((r) => {
    const createdAt = iso(r.created_at) ?? '';
    return { bookingId: String(r.id), rating: Number(r.rating), comment: (r.comment as string | null) ?? null, createdAt, hidden: Boolean(r.hidden), editableUntil: reviewEditableUntil(createdAt) };
  });
}

const adminColumns = (db: Knex) => ['r.*', db.raw('coalesce(c.name, ?) as counsellor_name', [COUNSELLOR_DEFAULTS.name]), 'p.name as student_name', 'p.email as student_email'];

const toAdminReview = (r: Record<string, unknown>): AdminReview => ({
  id: String(r.id),
  bookingId: String(r.id),
  counsellorId: String(r.counsellor_id),
  counsellorName: String(r.counsellor_name),
  studentId: String(r.student_id),
  studentName: (r.student_name as string | null) ?? (r.student_email ? nameFromEmail(String(r.student_email)) : 'Deleted student'),
  rating: Number(r.rating),
  comment: (r.comment as string | null) ?? null,
  createdAt: iso(r.created_at) ?? '',
  hidden: Boolean(r.hidden),
  hiddenReason: (r.hidden_reason as string | null) ?? null,
  hiddenAt: iso(r.hidden_at),
});

const joined = (db: Knex) => db(`${reviewsTable} as r`).leftJoin(`${counsellorsTable} as c`, 'c.id', 'r.counsellor_id').leftJoin(`${studentProfilesTable} as p`, 'p.id', 'r.student_id');

export interface AdminReviewQuery {
  sort: { field: 'createdAt' | 'rating'; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { hidden?: boolean; counsellorId?: string; id?: string[] };
}

const sortColumns = { createdAt: 'created_at', rating: 'rating' } as const;

export async function queryAdminReviews(db: Knex, { sort, range, filter }: AdminReviewQuery): Promise<{ rows: AdminReview[]; total: number }> {
  const rows = joined(db)
    .select(adminColumns(db))
    .modify((q) => {
      if (filter.hidden !== undefined) q.where('r.hidden', filter.hidden);
      if (filter.counsellorId) q.where('r.counsellor_id', filter.counsellorId);
      if (filter.id) q.whereIn('r.id', filter.id);
    });
  // A page orders by its column and then by `id`, which the joined tables share: page the joined rows as one.
  const base = db.select('*').from(rows.as('joined_reviews'));
  const { records, total } = await pageOf(base, { column: sortColumns[sort.field], order: sort.order, range });
  return { rows: records.map(toAdminReview), total };
}

export async function findAdminReview(db: Knex, id: string): Promise<AdminReview | undefined> {
  const record: Record<string, unknown> | undefined = await joined(db).select(adminColumns(db)).where('r.id', id).first();
  return record ? toAdminReview(record) : undefined;
}
