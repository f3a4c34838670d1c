import type { Knex } from 'knex';
import type { AdminCoupon } from '@margdarshak/contracts/api/coupons';
import { pageOf } from '../page';
import { couponsProjection, couponsTable, type CouponRow } from './couponsProjection';

export function toAdminCoupon(row: CouponRow): AdminCoupon {
  const t = row.terms;
  return {
    id: row.id,
    code: t.code,
    kind: t.kind,
    value: t.value,
    maxDiscount: t.maxDiscountPaise === null ? null : t.maxDiscountPaise / 100,
    minAmount: t.minAmountPaise / 100,
    validFrom: t.validFrom,
    validUntil: t.validUntil,
    totalLimit: t.totalLimit,
    perStudentLimit: t.perStudentLimit,
    packageTypes: t.packageTypes,
    active: t.active,
    uses: row.uses,
    createdAt: row.createdAt,
  };
}

export async function findCoupon(db: Knex, id: string): Promise<CouponRow | undefined> {
  const record = await db(couponsTable).where({ id }).first();
  return record ? couponsProjection.fromRecord(record) : undefined;
}

export interface CouponListQuery {
  sort: { field: 'code' | 'uses' | 'createdAt' | 'active'; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { q?: string; active?: boolean; id?: string[] };
}

const sortColumns = { code: 'code', uses: 'uses', createdAt: 'created_at', active: 'active' } as const;

export async function queryCoupons(db: Knex, { sort, range, filter }: CouponListQuery): Promise<{ rows: AdminCoupon[]; total: number }> {
  const base = db(couponsTable).modify((q) => {
    if (filter.q) q.whereILike('code', `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (filter.active !== undefined) q.where({ active: filter.active });
    if (filter.id) q.whereIn('id', filter.id);
  });
  const { records, total } = await pageOf(base, { column: sortColumns[sort.field], order: sort.order, range });
  return { rows: records.map((r) => toAdminCoupon(couponsProjection.fromRecord(r))), total };
}
