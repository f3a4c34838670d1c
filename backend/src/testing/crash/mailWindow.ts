// The moment a mail kill waits for: a product running with TEST_PAUSE_AFTER_MAIL_TRANSPORT holds each mail after its
// transport took it and before the mail port records it, so a mail the port has 'sending' and the outbox already holds
// stays in that window until the kill.
import knex from 'knex';
import { embeddedDatabaseUrl } from '../../platform/db/connect';
import { mailDeliveriesTable } from '../../platform/mail/mailDeliveries';
import { createOutboxTransport } from '../../platform/mail/outboxMailer';

/** Resolves with how many mails are between their transport and their record, once there is one (at most a minute). */
export async function untilMailsHeld(dataDir: string, outboxDir: string, timeoutMs = 60_000): Promise<number> {
  const url = embeddedDatabaseUrl(dataDir);
  if (!url) throw new Error(`No embedded PostgreSQL runs on ${dataDir}`);
  const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  const outbox = createOutboxTransport(outboxDir);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const sending: { id: string }[] = await db(mailDeliveriesTable).where({ state: 'sending' }).select('id');
      const held = (await Promise.all(sending.map(({ id }) => outbox.delivered?.(id)))).filter(Boolean).length;
      if (held > 0) return held;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No mail was held between its transport and its record within ${timeoutMs / 1000} s`);
  } finally {
    await db.destroy();
  }
}
