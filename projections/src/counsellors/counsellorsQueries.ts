// The reads the counsellor routes serve: public cards and profiles (approved or paused only) and the admin list.
import type { Knex } from 'knex';
import {
  COUNSELLOR_DEFAULTS,
  type AdminCounsellor,
  type CounsellorChangeView,
  type CounsellorListItem,
  type CounsellorListQuery,
  type CounsellorProfileDetails,
  type CounsellorStatus,
} from '@margdarshak/contracts/api/counsellors';
import { foldForSearch } from '@margdarshak/contracts/counsellorFilter';
import type { PackageType } from '@margdarshak/contracts/api/packages';
import { pageOf } from '../page';
import { counsellorsProjection, counsellorsTable, type CounsellorRow } from './counsellorsProjection';

const publicStatuses: CounsellorStatus[] = ['approved', 'paused'];
const packageColumn: Record<PackageType, string> = { basic: 'offers_basic', advanced: 'offers_advanced', comprehensive: 'offers_comprehensive' };

/** A new photo gets a new address, so no browser shows a cached old one. */
export const counsellorPhotoUrl = (id: string, fileId: string) => `/api/counsellors/${id}/photo?v=${fileId}`;
export const counsellorDocumentUrl = (id: string, document: string) => `/api/counsellors/${id}/documents/${document}`;
/** A document of a pending change, for the counsellor and admins. */
export const pendingDocumentUrl = (id: string, document: string) => `/api/counsellors/${id}/documents/${document}?pending=true`;
/** The photo of a pending change, for the counsellor and admins. */
export const pendingPhotoUrl = (id: string, fileId: string) => `/api/counsellors/${id}/photo?pending=true&v=${fileId}`;

const packagesOf = (row: CounsellorRow): PackageType[] =>
  (['basic', 'advanced', 'comprehensive'] as const).filter((type) => (type === 'basic' ? row.offersBasic : type === 'advanced' ? row.offersAdvanced : row.offersComprehensive));

export function toListItem(row: CounsellorRow): CounsellorListItem {
  return {
    id: row.id,
    name: row.name ?? COUNSELLOR_DEFAULTS.name,
    role: 'counsellor',
    specialization: row.specialization ?? COUNSELLOR_DEFAULTS.specialization,
    qualification: row.qualification ?? '',
    experience: row.experience ?? COUNSELLOR_DEFAULTS.experience,
    location: row.location,
    rating: row.rating ?? COUNSELLOR_DEFAULTS.rating,
    ratingCount: row.ratingCount,
    ...(row.status === 'approved' || row.status === 'paused' ? { isApproved: row.status === 'approved' } : {}),
    profilePhoto: row.photoFileId ? counsellorPhotoUrl(row.id, row.photoFileId) : null,
    packages: packagesOf(row),
  };
}

export function toProfileDetails(row: CounsellorRow): CounsellorProfileDetails {
  return {
    status: row.status,
    age: row.age,
    mobile: row.mobile,
    qualification: row.qualification,
    address: row.address,
    specialization: row.specialization,
    experience: row.experience,
    location: row.location,
    packages: packagesOf(row),
    pendingChange: toChangeView(row),
  };
}

const changedTexts = [
  ['name', 'Name'],
  ['qualification', 'Qualification'],
  ['specialization', 'Specialization'],
  ['experience', 'Experience'],
  ['location', 'Location'],
] as const;

/** The pending change, each changed field old beside new, in the order the profile form shows them. */
export function toChangeView(row: CounsellorRow): CounsellorChangeView | null {
  const change = row.pendingChange;
  if (!change) return null;
  const fields: CounsellorChangeView['fields'] = [];
  for (const [field, label] of changedTexts) {
    const value = change[field];
    if (value !== undefined) fields.push({ field, label, kind: 'text', old: row[field], new: value });
  }
  if (change.photoFileId) {
    fields.push({
      field: 'profilePhoto',
      label: 'Profile photo',
      kind: 'photo',
      old: row.photoFileId && counsellorPhotoUrl(row.id, row.photoFileId),
      new: pendingPhotoUrl(row.id, change.photoFileId),
    });
  }
  const document = (field: 'addressProof' | 'qualificationCertificate', label: string, current: string | null) =>
    fields.push({ field, label, kind: 'document', old: current ? counsellorDocumentUrl(row.id, field) : null, new: pendingDocumentUrl(row.id, field) });
  if (change.addressProofFileId) document('addressProof', 'Address proof', row.addressProofFileId);
  if (change.certificateFileId) document('qualificationCertificate', 'Qualification certificate', row.certificateFileId);
  return { requestedAt: change.requestedAt, fields };
}

export function toAdminCounsellor(row: CounsellorRow): AdminCounsellor {
  const documents: AdminCounsellor['documents'] = {};
  if (row.addressProofFileId) documents.addressProof = counsellorDocumentUrl(row.id, 'addressProof');
  if (row.certificateFileId) documents.qualificationCertificate = counsellorDocumentUrl(row.id, 'qualificationCertificate');
  if (row.photoFileId) documents.profilePhoto = counsellorPhotoUrl(row.id, row.photoFileId);
  return {
    ...toProfileDetails(row),
    id: row.id,
    email: row.email,
    name: row.name,
    profileComplete: Boolean(row.name && row.email && row.specialization),
    createdAt: row.createdAt,
    documents,
    rating: row.rating,
    ratingCount: row.ratingCount,
  };
}

export interface CounsellorPage {
  counsellors: CounsellorListItem[];
  total: number;
}

/** The public cards matching the list filter of public-area §5, best rated first. */
export async function listPublicCounsellors(db: Knex, query: CounsellorListQuery): Promise<CounsellorPage> {
  const search = foldForSearch(query.search ?? '');
  const location = foldForSearch(query.location ?? '');
  const ratingSql = `coalesce(rating, ${COUNSELLOR_DEFAULTS.rating})`;
  const records: Record<string, unknown>[] = await db(counsellorsTable)
    .select('*', db.raw('count(*) over () as total_matching'))
    .whereIn('status', publicStatuses)
    .modify((q) => {
      if (query.packageType) q.where(packageColumn[query.packageType], true);
      if (search) q.where((w) => w.whereRaw('strpos(search_name, ?) > 0', [search]).orWhereRaw('strpos(search_specialization, ?) > 0', [search]));
      if (location) q.whereRaw('strpos(search_location, ?) > 0', [location]);
      if (query.minRating) q.whereRaw(`${ratingSql} >= ?`, [query.minRating]);
    })
    .orderByRaw(`${ratingSql} desc, name, id`)
    .limit(query.limit)
    .offset(query.offset);
  // Past the last page there are no rows to carry the window count: count separately then.
  const total = records[0] ? Number(records[0].total_matching) : query.offset === 0 ? 0 : await countPublic(db, query);
  return { counsellors: records.map((r) => toListItem(counsellorsProjection.fromRecord(r))), total };
}

async function countPublic(db: Knex, query: CounsellorListQuery): Promise<number> {
  const { total } = await listPublicCounsellors(db, { ...query, offset: 0, limit: 1 });
  return total;
}

/** The name a counsellor is shown by (their profile's, else the spec's default), read alone for the views that name them. */
export async function counsellorName(db: Knex, id: string): Promise<string> {
  const row = await db(counsellorsTable).select('name').where({ id }).first<{ name: string | null } | undefined>();
  return row?.name ?? COUNSELLOR_DEFAULTS.name;
}

/** Several counsellors' names at once, each as counsellorName answers it. */
export async function counsellorNames(db: Knex, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows: { id: string; name: string | null }[] = await db(counsellorsTable).select('id', 'name').whereIn('id', unique);
  const names = new Map(rows.map((row) => [row.id, row.name ?? COUNSELLOR_DEFAULTS.name]));
  return new Map(unique.map((id) => [id, names.get(id) ?? COUNSELLOR_DEFAULTS.name]));
}

export async function findCounsellor(db: Knex, id: string): Promise<CounsellorRow | undefined> {
  const record = await db(counsellorsTable).where({ id }).first();
  return record ? counsellorsProjection.fromRecord(record) : undefined;
}

export const isPublic = (row: CounsellorRow) => publicStatuses.includes(row.status);

export interface AdminCounsellorQuery {
  sort: { field: 'name' | 'email' | 'status' | 'createdAt'; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { q?: string; status?: CounsellorStatus; id?: string[]; changePending?: boolean };
}

const sortColumns = { name: 'name', email: 'email', status: 'status', createdAt: 'created_at' } as const;

export async function queryAdminCounsellors(db: Knex, { sort, range, filter }: AdminCounsellorQuery): Promise<{ rows: AdminCounsellor[]; total: number }> {
  const base = db(counsellorsTable).modify((q) => {
    if (filter.status) q.where({ status: filter.status });
    if (filter.changePending !== undefined) q.where((w) => (filter.changePending ? w.whereNotNull('pending_change') : w.whereNull('pending_change')));
    if (filter.id) q.whereIn('id', filter.id);
    if (filter.q) q.where((w) => w.whereILike('email', `%${filter.q}%`).orWhereILike('name', `%${filter.q}%`));
  });
  const { records, total } = await pageOf(base, { column: sortColumns[sort.field], order: sort.order, range });
  return { rows: records.map((r) => toAdminCounsellor(counsellorsProjection.fromRecord(r))), total };
}

/** The ids of the public profiles (for the sitemap), best rated first, at most `limit`. */
export async function publicCounsellorIds(db: Knex, limit: number): Promise<string[]> {
  const rows: { id: string }[] = await db(counsellorsTable).select('id').whereIn('status', publicStatuses).orderByRaw(`coalesce(rating, ${COUNSELLOR_DEFAULTS.rating}) desc, id`).limit(limit);
  return rows.map((row) => row.id);
}
