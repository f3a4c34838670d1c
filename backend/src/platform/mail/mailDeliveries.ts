// The mail port's own record: each message with an id is marked 'sending' in PostgreSQL before it is handed to the
// transport and 'sent' after. A send that finds its message 'sent' does nothing. One that finds it still 'sending' (the
// process died between the transport and the record, or the transport failed) asks the transport whether it took the
// message: the local outbox can answer, and then the message is only recorded; SMTP cannot, and then the message is sent
// again with the same Message-ID (docs/decisions/0049). Both records are committed
// before the next step (this connection commits synchronously), so neither can be lost behind a later one.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Mailer, MailTransport, OutgoingMail } from './mailer';

export const mailDeliveriesTable = 'mail_deliveries';

/** Idempotent, run at every start; several processes starting at once take turns. */
export async function migrateMailDeliveries(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw("select pg_advisory_xact_lock(hashtext('migrate mail_deliveries'))");
    await trx.raw(`
      create table if not exists ${mailDeliveriesTable} (
        id text primary key,
        state text not null default 'sending' check (state in ('sending', 'sent')),
        attempts integer not null default 1,
        first_attempt_at timestamptz not null default now(),
        sent_at timestamptz
      )`);
  });
}

export interface RecordedMailerOptions {
  logger?: Pick<Logger, 'info'>;
  /** Test only (TEST_PAUSE_AFTER_MAIL_TRANSPORT): runs after the transport took a message and before it is recorded. */
  afterTransport?: (id: string) => Promise<void>;
}

export function createRecordedMailer(db: Knex, transport: MailTransport, options: RecordedMailerOptions = {}): Mailer {
  const inFlight = new Map<string, Promise<void>>();
  const markSent = (id: string) => db(mailDeliveriesTable).where({ id }).update({ state: 'sent', sent_at: db.fn.now() });

  async function sendOnce(message: OutgoingMail): Promise<void> {
    // One round trip: a first attempt inserts 'sending'; a later one counts itself while the message is not yet sent.
    const { rows } = await db.raw<{ rows: { attempts: number }[] }>(
      `insert into ${mailDeliveriesTable} (id) values (?)
       on conflict (id) do update set attempts = ${mailDeliveriesTable}.attempts + 1 where ${mailDeliveriesTable}.state = 'sending'
       returning attempts`,
      [message.id],
    );
    const attempt = rows[0];
    if (!attempt) return; // sent before
    if (attempt.attempts > 1) {
      const delivered = await transport.delivered?.(message.id);
      options.logger?.info({ mailId: message.id, attempt: attempt.attempts, delivered: delivered ?? 'unknown' }, 'a mail an earlier attempt left unrecorded');
      if (delivered) {
        await markSent(message.id);
        return;
      }
    }
    await transport.deliver(message);
    await options.afterTransport?.(message.id);
    await markSent(message.id);
  }

  return {
    send(message) {
      // A message without an id (a request's own mail, such as a password reset) has nothing to resume: handed over.
      if (!message.id) return transport.deliver({ ...message, id: randomUUID() });
      const id = message.id;
      // The same message sent twice at once in this process: the second waits for the first.
      const running = inFlight.get(id) ?? sendOnce({ ...message, id }).finally(() => inFlight.delete(id));
      inFlight.set(id, running);
      return running;
    },
  };
}
