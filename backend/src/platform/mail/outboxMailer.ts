// A developer's outbox: each message is written as a JSON file a person (or a test) can read, named by its id and
// created exclusively, so a message sent again (a processor's retry) is there once. It is written whole under a name of
// its own first and then linked into place, so a process killed while writing leaves no empty or cut-off message that
// its retry would take for sent.
import { randomUUID } from 'node:crypto';
import { link, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage, Mailer } from './mailer';

export interface OutboxEntry extends MailMessage {
  id: string;
  sentAt: string;
}

export function createOutboxMailer(outboxDir: string): Mailer {
  let ready: Promise<unknown> | undefined;
  return {
    async send(message) {
      await (ready ??= mkdir(outboxDir, { recursive: true, mode: 0o700 }));
      const entry: OutboxEntry = { ...message, id: message.id ?? randomUUID(), sentAt: new Date().toISOString() };
      const draft = path.join(outboxDir, `.${entry.id}.${randomUUID()}.draft`);
      await writeFile(draft, JSON.stringify(entry, null, 2), { mode: 0o600, flag: 'wx' });
      try {
        await link(draft, path.join(outboxDir, `${entry.id}.json`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        await unlink(draft);
      }
    },
  };
}

/** Messages to one address, oldest first. */
export async function readOutbox(outboxDir: string, to: string): Promise<OutboxEntry[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const entries = await Promise.all(files.filter((f) => f.endsWith('.json')).map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxEntry));
  return entries.filter((entry) => entry.to.toLowerCase() === to.toLowerCase()).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}
