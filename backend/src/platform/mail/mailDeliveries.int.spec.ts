// The mail port's states on a real database: 'sending' before the transport, 'sent' after; a send that finds 'sending'
// (a crash in between) records only what the transport says it took, and sends again, with the same Message-ID, what it
// did not take or cannot say. A process "killed" between the transport and the record is a mailer whose afterTransport
// throws: nothing after it runs, as after a SIGKILL; the restarted process is a new mailer on the same table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/testDatabase';
import { createRecordedMailer, mailDeliveriesTable, migrateMailDeliveries } from './mailDeliveries';
import type { MailMessage, MailTransport } from './mailer';
import { createOutboxTransport, readOutboxEntries } from './outboxMailer';
import { createSmtpTransport } from './smtpTransport';

let db: Knex;
const folders: string[] = [];
let n = 0;

beforeAll(async () => {
  db = knex({ client: 'pg', connection: await createTestDatabase(), pool: { min: 0, max: 4 } });
  await Promise.all([migrateMailDeliveries(db), migrateMailDeliveries(db)]);
});
afterAll(async () => {
  await db.destroy();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const newOutbox = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'margdarshak-outbox-'));
  folders.push(folder);
  return folder;
};
const message = (): MailMessage & { id: string } => ({ id: `reminder-${++n}-student`, to: 'asha@example.in', subject: 'Your session is tomorrow', text: 'See you at 10:00 AM.' });
const deliveryOf = (id: string) => db(mailDeliveriesTable).where({ id }).first<{ state: string; attempts: number } | undefined>();
const killedAfterTransport = { afterTransport: () => Promise.reject(new Error('SIGKILL')) };
const copiesOf = async (outbox: string, id: string) => (await readOutboxEntries(outbox)).filter((entry) => entry.id === id);

/** nodemailer composing real SMTP messages into memory: what an SMTP server would be handed. */
function smtpCapture() {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const handed: string[] = [];
  const transport = createSmtpTransport({ sendMail: async (mail) => handed.push((await composer.sendMail(mail)).message.toString('utf8')) }, 'Margdarshak <no-reply@margdarshak.local>');
  return { transport, handed };
}

describe('the mail port', () => {
  it('hands a message over once and records it sent; sending it again does nothing', async () => {
    const outbox = newOutbox();
    const mail = message();
    const mailer = createRecordedMailer(db, createOutboxTransport(outbox));
    await mailer.send(mail);
    await mailer.send(mail);
    await createRecordedMailer(db, createOutboxTransport(outbox)).send(mail); // another process, later
    expect(await copiesOf(outbox, mail.id)).toEqual([expect.objectContaining({ id: mail.id, messageId: `<${mail.id}@margdarshak>`, to: mail.to })]);
    expect(await deliveryOf(mail.id)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('hands a message sent twice at once in one process over once', async () => {
    const outbox = newOutbox();
    const mail = message();
    const mailer = createRecordedMailer(db, createOutboxTransport(outbox));
    await Promise.all([mailer.send(mail), mailer.send(mail), mailer.send(mail)]);
    expect(await copiesOf(outbox, mail.id)).toHaveLength(1);
  });

  it("finds 'sending' after a crash between the transport and the record; the outbox says it took the message: records it, sends nothing", async () => {
    const outbox = newOutbox();
    const mail = message();
    await expect(createRecordedMailer(db, createOutboxTransport(outbox), killedAfterTransport).send(mail)).rejects.toThrow('SIGKILL');
    expect(await deliveryOf(mail.id)).toMatchObject({ state: 'sending', attempts: 1 });
    expect(await copiesOf(outbox, mail.id)).toHaveLength(1);

    await createRecordedMailer(db, createOutboxTransport(outbox)).send(mail);
    expect(await copiesOf(outbox, mail.id)).toHaveLength(1);
    expect(await deliveryOf(mail.id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it("finds 'sending' after a crash before the transport; the outbox says it never took the message: sends it, with its Message-ID", async () => {
    const outbox = newOutbox();
    const mail = message();
    let attempts = 0;
    const outboxTransport = createOutboxTransport(outbox);
    const crashesFirst: MailTransport = { ...outboxTransport, deliver: (m) => (++attempts === 1 ? Promise.reject(new Error('SIGKILL')) : outboxTransport.deliver(m)) };
    await expect(createRecordedMailer(db, crashesFirst).send(mail)).rejects.toThrow('SIGKILL');
    expect(await deliveryOf(mail.id)).toMatchObject({ state: 'sending' });
    expect(await copiesOf(outbox, mail.id)).toEqual([]);

    await createRecordedMailer(db, crashesFirst).send(mail);
    expect((await copiesOf(outbox, mail.id)).map((entry) => entry.messageId)).toEqual([`<${mail.id}@margdarshak>`]);
    expect(await deliveryOf(mail.id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it("finds 'sending' with a transport that cannot say (SMTP): sends again, with the same Message-ID header", async () => {
    const { transport, handed } = smtpCapture();
    const mail = message();
    await expect(createRecordedMailer(db, transport, killedAfterTransport).send(mail)).rejects.toThrow('SIGKILL');
    await createRecordedMailer(db, transport).send(mail);
    await createRecordedMailer(db, transport).send(mail); // recorded now: not a third time
    expect(handed).toHaveLength(2);
    for (const raw of handed) expect(raw).toMatch(new RegExp(`^Message-ID: <${mail.id}@margdarshak>$`, 'm'));
    expect(await deliveryOf(mail.id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('gives every SMTP message with an id the Message-ID derived from it', async () => {
    const { transport, handed } = smtpCapture();
    const [first, second] = [message(), message()];
    const mailer = createRecordedMailer(db, transport);
    await mailer.send(first);
    await mailer.send(second);
    expect(handed.map((raw) => raw.match(/^Message-ID: (.*)$/m)?.[1])).toEqual([`<${first.id}@margdarshak>`, `<${second.id}@margdarshak>`]);
  });

  it('hands over a message without an id every time (a request of its own, nothing to resume)', async () => {
    const outbox = newOutbox();
    const mailer = createRecordedMailer(db, createOutboxTransport(outbox));
    const reset = { to: 'asha@example.in', subject: 'Reset your Margdarshak password', text: 'Open this link within 1 hour.' };
    await mailer.send(reset);
    await mailer.send(reset);
    const entries = await readOutboxEntries(outbox);
    expect(entries).toHaveLength(2);
    expect(new Set(entries.map((entry) => entry.messageId)).size).toBe(2);
  });
});

describe('the local outbox', () => {
  it('shows a message handed over twice twice, and says which ids it took', async () => {
    const outbox = newOutbox();
    const transport = createOutboxTransport(outbox);
    const mail = message();
    const dotted = { ...message(), id: `${mail.id}.v2` };
    await transport.deliver(mail);
    await transport.deliver(mail);
    await transport.deliver(dotted);
    expect((await copiesOf(outbox, mail.id)).map((entry) => entry.messageId)).toEqual([`<${mail.id}@margdarshak>`, `<${mail.id}@margdarshak>`]);
    expect(await transport.delivered?.(mail.id)).toBe(true);
    expect(await transport.delivered?.(dotted.id)).toBe(true);
    expect(await transport.delivered?.(`${mail.id}.v3`)).toBe(false);
    const onlyDotted = createOutboxTransport(newOutbox());
    await onlyDotted.deliver(dotted);
    expect(await onlyDotted.delivered?.(mail.id)).toBe(false);
  });
});
