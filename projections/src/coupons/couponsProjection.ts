// The back office's coupons with how often each was used. Redemptions are decided on the coupon streams, not here.
import type { Knex } from 'knex';
import { couponEvents } from '@margdarshak/contracts/events/coupons';
import type { CouponTerms } from '@margdarshak/contracts/coupons/pricing';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { rowProjection } from '../rowProjection';

export const couponsTable = 'coupons';

export interface CouponRow {
  id: string;
  terms: CouponTerms;
  uses: number;
  createdAt: string;
}

async function migrate(db: Knex) {
  if (await db.schema.hasTable(couponsTable)) return;
  await db.schema.createTable(couponsTable, (t) => {
    t.uuid('id').primary();
    t.text('code').notNullable().unique();
    t.jsonb('terms').notNullable();
    t.boolean('active').notNullable();
    t.integer('uses').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

function evolve(row: CouponRow | undefined, event: RecordedEvent): CouponRow | undefined {
  switch (event.type) {
    case 'CouponCreated': {
      const d = couponEvents.CouponCreated.schema.parse(event.data);
      return { id: d.couponId, terms: d.terms, uses: 0, createdAt: event.metadata.at };
    }
    case 'CouponUpdated':
      return row && { ...row, terms: couponEvents.CouponUpdated.schema.parse(event.data).terms };
    case 'CouponRedeemed':
      return row && { ...row, uses: row.uses + 1 };
    case 'CouponUseReturned':
      return row && { ...row, uses: row.uses - 1 };
    default:
      return row;
  }
}

export const couponsProjection = rowProjection<CouponRow>({
  name: 'coupons',
  version: 2,
  eventTypes: Object.keys(couponEvents),
  table: couponsTable,
  migrate,
  idType: 'uuid',
  rowId: (event) => (event.type in couponEvents ? (event.data as { couponId: string }).couponId : undefined),
  evolve,
  toRecord: (r) => ({ id: r.id, code: r.terms.code, terms: r.terms, active: r.terms.active, uses: r.uses, created_at: r.createdAt }),
  fromRecord: (rec) => ({ id: String(rec.id), terms: rec.terms as CouponTerms, uses: Number(rec.uses), createdAt: new Date(rec.created_at as string).toISOString() }),
});
