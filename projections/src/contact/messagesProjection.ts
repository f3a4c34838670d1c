// The contact form's messages for the back office; the sealed fields are opened with each message's key.
import type { Knex } from 'knex';
import type { AdminMessage } from '@margdarshak/contracts/api/contact';
import { contactEvents } from '@margdarshak/contracts/events/contact';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { ProjectionContext } from '../projection';
import { rowProjection } from '../rowProjection';

export const messagesTable = 'contact_messages';

/** A row is what the back office reads. */
export type MessageRow = AdminMessage;

async function migrate(db: Knex) {
  if (await db.schema.hasTable(messagesTable)) return;
  await db.schema.createTable(messagesTable, (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('message').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().index();
    t.boolean('handled').notNullable();
  });
}

async function evolve(row: MessageRow | undefined, event: RecordedEvent, context: ProjectionContext): Promise<MessageRow | undefined> {
  if (event.type === 'ContactMessageReceived') {
    const d = contactEvents.ContactMessageReceived.schema.parse(event.data);
    const [name, email, message] = await Promise.all([d.name, d.email, d.message].map((sealed) => context.openPersonalData(d.messageId, sealed)));
    if (name === undefined || email === undefined || message === undefined) return undefined; // erased
    return { id: d.messageId, name, email, message, receivedAt: event.metadata.at, handled: false };
  }
  if (event.type === 'ContactMessageHandled') return row && { ...row, handled: contactEvents.ContactMessageHandled.schema.parse(event.data).handled };
  return row;
}

export const messagesProjection = rowProjection<MessageRow>({
  name: 'contact_messages',
  version: 1,
  eventTypes: Object.keys(contactEvents),
  table: messagesTable,
  migrate,
  idType: 'uuid',
  rowId: (event) => (event.type in contactEvents ? (event.data as { messageId: string }).messageId : undefined),
  evolve,
  toRecord: (r) => ({ id: r.id, name: r.name, email: r.email, message: r.message, received_at: r.receivedAt, handled: r.handled }),
  fromRecord: (rec) => ({
    id: String(rec.id),
    name: String(rec.name),
    email: String(rec.email),
    message: String(rec.message),
    receivedAt: new Date(rec.received_at as string).toISOString(),
    handled: Boolean(rec.handled),
  }),
});
