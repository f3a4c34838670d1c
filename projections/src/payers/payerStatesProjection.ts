// The state each payer gave on their last order (issue 31, item 1; decision 0140), so checkout offers it again. Read
// from the orders themselves (BookingRequested's payerState): an order without one forgets it, as the payer left it
// empty, and an erased account's row goes with it.
import type { Knex } from 'knex';
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { rowProjection } from '../rowProjection';

export const payerStatesTable = 'payer_states';

export interface PayerStateRow {
  /** The payer's user id: the student, or the parent who placed the order. */
  id: string;
  stateCode: string;
  chosenAt: string;
}

async function migrate(db: Knex) {
  if (await db.schema.hasTable(payerStatesTable)) return;
  await db.schema.createTable(payerStatesTable, (t) => {
    t.uuid('id').primary();
    t.text('state_code').notNullable();
    t.timestamp('chosen_at', { useTz: true }).notNullable();
  });
}

function rowId(event: RecordedEvent): string | undefined {
  if (event.type === 'UserErased') return accountEvents.UserErased.schema.parse(event.data).userId;
  if (event.type !== 'BookingRequested') return undefined;
  const request = bookingEvents.BookingRequested.schema.parse(event.data);
  return request.orderedByParentId ?? request.studentId;
}

function evolve(_row: PayerStateRow | undefined, event: RecordedEvent): PayerStateRow | undefined {
  if (event.type !== 'BookingRequested') return undefined;
  const request = bookingEvents.BookingRequested.schema.parse(event.data);
  return request.payerState ? { id: request.orderedByParentId ?? request.studentId, stateCode: request.payerState, chosenAt: event.metadata.at } : undefined;
}

export const payerStatesProjection = rowProjection<PayerStateRow>({
  name: 'payerStates',
  version: 1,
  eventTypes: ['BookingRequested', 'UserErased'],
  table: payerStatesTable,
  migrate,
  idType: 'uuid',
  rowId,
  evolve,
  toRecord: (r) => ({ id: r.id, state_code: r.stateCode, chosen_at: r.chosenAt }),
  fromRecord: (rec) => ({ id: String(rec.id), stateCode: String(rec.state_code), chosenAt: new Date(rec.chosen_at as string).toISOString() }),
});
