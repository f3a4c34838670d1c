// A developer's outbox: each message is written as a JSON file a person (or a test) can read.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage, Mailer } from './mailer';

export interface OutboxEntry extends MailMessage {
  id: string;
  sentAt: string;
}

export function createOutboxMailer(outboxDir: string): Mailer {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      if (message.id && (await readdir(outboxDir)).some((file) => file.endsWith(`-${message.id}.json`))) return;
      const entry: OutboxEntry = { ...message, id: message.id ?? randomUUID(), sentAt: new Date().toISOString() };
      const stamp = entry.sentAt.replaceAll(':', '-');
      await writeFile(path.join(outboxDir, `${stamp}-${entry.id}.json`), JSON.stringify(entry, null, 2), { mode: 0o600 });
    },
  };
}

/** Messages to one address, oldest first. */
export async function readOutbox(outboxDir: string, to: string): Promise<OutboxEntry[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const entries = await Promise.all(files.filter((f) => f.endsWith('.json')).sort().map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxEntry));
  return entries.filter((entry) => entry.to.toLowerCase() === to.toLowerCase());
}
