// The reads the counsellor routes serve: public cards and profiles (approved or paused only) and the admin list.
import type { Knex } from 'knex';
import { COUNSELLOR_DEFAULTS, type AdminCounsellor, type CounsellorListItem, type CounsellorStatus } from '@margdarshak/contracts/api/counsellors';
import type { PackageType } from '@margdarshak/contracts/api/packages';
import { pageOf } from '../page';
import { counsellorsProjection, counsellorsTable, type CounsellorRow } from './counsellorsProjection';

const publicStatuses: CounsellorStatus[] = ['approved', 'paused'];
const packageColumn: Record<PackageType, string> = { basic: 'offers_basic', advanced: 'offers_advanced', comprehensive: 'offers_comprehensive' };

export const counsellorPhotoUrl = (id: string) => `/api/counsellors/${id}/photo`;
export const counsellorDocumentUrl = (id: string, document: string) => `/api/counsellors/${id}/documents/${document}`;

const packagesOf = (row: CounsellorRow): PackageType[] =>
  (['basic', 'advanced', 'comprehensive'] as const).filter((type) => (type === 'basic' ? row.offersBasic : type === 'advanced' ? row.offersAdvanced : row.offersComprehensive));

export function toListItem(row: CounsellorRow): CounsellorListItem {
  return {
    id: row.id,
    name: row.name ?? COUNSELLOR_DEFAULTS.name,
    role: 'counsellor',
    email: row.email,
    specialization: row.specialization ?? COUNSELLOR_DEFAULTS.specialization,
    qualification: row.qualification ?? '',
    experience: row.experience ?? COUNSELLOR_DEFAULTS.experience,
    location: row.location,
    rating: row.rating ?? COUNSELLOR_DEFAULTS.rating,
    ratingCount: row.ratingCount,
    isApproved: row.status === 'approved',
    profilePhoto: row.photoFileId ? counsellorPhotoUrl(row.id) : null,
    packages: packagesOf(row),
  };
}

export function toAdminCounsellor(row: CounsellorRow): AdminCounsellor {
  const documents: AdminCounsellor['documents'] = {};
  if (row.addressProofFileId) documents.addressProof = counsellorDocumentUrl(row.id, 'addressProof');
  if (row.certificateFileId) documents.qualificationCertificate = counsellorDocumentUrl(row.id, 'qualificationCertificate');
  if (row.photoFileId) documents.profilePhoto = counsellorPhotoUrl(row.id);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    age: row.age,
    mobile: row.mobile,
    qualification: row.qualification,
    address: row.address,
    specialization: row.specialization,
    experience: row.experience,
    location: row.location,
    packages: packagesOf(row),
    status: row.status,
    profileComplete: Boolean(row.name && row.email && row.specialization),
    createdAt: row.createdAt,
    documents,
  };
}

export async function listPublicCounsellors(db: Knex, packageType?: PackageType): Promise<CounsellorListItem[]> {
  const records = await db(counsellorsTable)
    .whereIn('status', publicStatuses)
    .modify((q) => {
      if (packageType) q.where(packageColumn[packageType], true);
    })
    .orderByRaw(`coalesce(rating, ${COUNSELLOR_DEFAULTS.rating}) desc, name, id`);
  return records.map((r: Record<string, unknown>) => toListItem(counsellorsProjection.fromRecord(r)));
}

export async function findCounsellor(db: Knex, id: string): Promise<CounsellorRow | undefined> {
  const record = await db(counsellorsTable).where({ id }).first();
  return record ? counsellorsProjection.fromRecord(record) : undefined;
}

export const isPublic = (row: CounsellorRow) => publicStatuses.includes(row.status);

export interface AdminCounsellorQuery {
  sort: { field: 'name' | 'email' | 'status' | 'createdAt'; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { q?: string; status?: CounsellorStatus; id?: string[] };
}

const sortColumns = { name: 'name', email: 'email', status: 'status', createdAt: 'created_at' } as const;

export async function queryAdminCounsellors(db: Knex, { sort, range, filter }: AdminCounsellorQuery): Promise<{ rows: AdminCounsellor[]; total: number }> {
  const base = db(counsellorsTable).modify((q) => {
    if (filter.status) q.where({ status: filter.status });
    if (filter.id) q.whereIn('id', filter.id);
    if (filter.q) q.where((w) => w.whereILike('email', `%${filter.q}%`).orWhereILike('name', `%${filter.q}%`));
  });
  const { records, total } = await pageOf(base, { column: sortColumns[sort.field], order: sort.order, range });
  return { rows: records.map((r) => toAdminCounsellor(counsellorsProjection.fromRecord(r))), total };
}
