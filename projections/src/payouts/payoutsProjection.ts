// The payouts recorded to counsellors, for the back office's Payouts list (issue 31, item 2). The money itself is the
// ledger's (a `payout` row each); this read model keeps what the list shows and filters on: the month it was paid
// against, the day it was paid, the bank's reference. A payout is recorded once and never changes.
import type { Knex } from 'knex';
import { referenceKey } from '@margdarshak/contracts/api/statements';
import { statementEvents } from '@margdarshak/contracts/events/statements';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { rowProjection } from '../rowProjection';

export const payoutsTable = 'payouts';

export interface PayoutRow {
  id: string;
  eventId: string;
  counsellorId: string;
  month: string;
  amountPaise: number;
  paidOn: string;
  reference: string;
  recordedAt: string;
}

async function migrate(db: Knex) {
  if (await db.schema.hasTable(payoutsTable)) return;
  await db.schema.createTable(payoutsTable, (t) => {
    t.uuid('id').primary();
    t.uuid('event_id').notNullable().unique();
    t.uuid('counsellor_id').notNullable().index();
    t.text('month').notNullable();
    t.bigInteger('amount_paise').notNullable();
    t.text('paid_on').notNullable();
    t.text('reference').notNullable();
    t.text('reference_key').notNullable().index();
    t.timestamp('recorded_at', { useTz: true }).notNullable();
  });
}

function evolve(row: PayoutRow | undefined, event: RecordedEvent): PayoutRow | undefined {
  if (event.type !== 'PayoutRecorded') return row;
  const d = statementEvents.PayoutRecorded.schema.parse(event.data);
  return { id: d.payoutId, eventId: event.id, counsellorId: d.counsellorId, month: d.month, amountPaise: d.amountPaise, paidOn: d.paidOn, reference: d.reference, recordedAt: event.metadata.at };
}

export const payoutsProjection = rowProjection<PayoutRow>({
  name: 'payouts',
  version: 1,
  eventTypes: ['PayoutRecorded'],
  table: payoutsTable,
  migrate,
  idType: 'uuid',
  rowId: (event) => (event.type === 'PayoutRecorded' ? statementEvents.PayoutRecorded.schema.parse(event.data).payoutId : undefined),
  evolve,
  toRecord: (r) => ({
    id: r.id,
    event_id: r.eventId,
    counsellor_id: r.counsellorId,
    month: r.month,
    amount_paise: r.amountPaise,
    paid_on: r.paidOn,
    reference: r.reference,
    reference_key: referenceKey(r.reference),
    recorded_at: r.recordedAt,
  }),
  fromRecord: (rec) => ({
    id: String(rec.id),
    eventId: String(rec.event_id),
    counsellorId: String(rec.counsellor_id),
    month: String(rec.month),
    amountPaise: Number(rec.amount_paise),
    paidOn: String(rec.paid_on),
    reference: String(rec.reference),
    recordedAt: new Date(rec.recorded_at as string).toISOString(),
  }),
});
