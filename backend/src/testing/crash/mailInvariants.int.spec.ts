// The crash run's mail invariants on a real database and outbox: a mail left 'sending' is a violation unless exactly one
// copy of it went out (the kill fell between the transport and the record, and the resumed job no longer sends it, its
// recipient's account having been deleted meanwhile).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDeliveriesTable, migrateMailDeliveries } from '../../platform/mail/mailDeliveries';
import { createOutboxTransport } from '../../platform/mail/outboxMailer';
import { createTestDatabase } from '../testDatabase';
import { checkMails } from './mailInvariants';

let db: Knex;
let outbox: string;

beforeAll(async () => {
  db = knex({ client: 'pg', connection: await createTestDatabase(), pool: { min: 0, max: 2 } });
  await migrateMailDeliveries(db);
  outbox = mkdtempSync(path.join(tmpdir(), 'margdarshak-outbox-'));
});
afterAll(async () => {
  await db.destroy();
  rmSync(outbox, { recursive: true, force: true });
});

const mail = (id: string) => ({ id, to: 'asha@example.in', subject: 'Your session is booked', text: 'See you at 10:00 AM.' });

describe("the crash run's mail invariants", () => {
  it("accept 'sending' with exactly one copy out for a mail no longer owed, and report it with none or two, or when still owed", async () => {
    const transport = createOutboxTransport(outbox);
    await transport.deliver(mail('once-then-killed'));
    await transport.deliver(mail('owed-left-sending'));
    await transport.deliver(mail('twice'));
    await transport.deliver(mail('twice'));
    await transport.deliver(mail('sent-and-recorded'));
    await db(mailDeliveriesTable).insert([
      { id: 'once-then-killed', state: 'sending' },
      { id: 'owed-left-sending', state: 'sending' },
      { id: 'never-handed-over', state: 'sending' },
      { id: 'twice', state: 'sending' },
      { id: 'sent-and-recorded', state: 'sent' },
      { id: 'recorded-not-sent', state: 'sent' },
    ]);
    // 'once-then-killed' is no longer owed (its reason went meanwhile); 'owed-left-sending' is, so its job never resumed.
    const { violations } = await checkMails(db, outbox, ['owed-left-sending', 'sent-and-recorded']);
    expect(violations.sort()).toEqual(
      [
        'mail <twice@margdarshak> sent 2 times',
        "mail never-handed-over left 'sending' with 0 copies in the outbox",
        "mail owed-left-sending left 'sending' with 1 copies in the outbox",
        "mail twice left 'sending' with 2 copies in the outbox",
        'mail recorded-not-sent recorded sent, not in the outbox',
      ].sort(),
    );
  });
});
