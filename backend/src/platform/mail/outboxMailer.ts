// A developer's outbox: every message handed over is written as a JSON file of its own that a person (or a test) can
// read, `{id}.{random}.json`, so a message sent twice shows up twice, as it would reach an SMTP server twice. A file is
// written whole under a draft name first and then renamed into place, so a process killed while writing leaves no
// empty or cut-off message that would count as sent. It can say whether a message id was handed over (`delivered`),
// which is what lets the mail port finish a send a crash interrupted without sending it again.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messageIdOf, type MailMessage, type MailTransport } from './mailer';

export interface OutboxEntry extends MailMessage {
  id: string;
  /** A file's bytes (a PDF) are kept as base64, so the entry stays readable text and the file can be taken out whole. */
  attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64' }[];
  /** The Message-ID header the message would carry over SMTP. */
  messageId: string;
  sentAt: string;
}

const isMessageFile = (name: string) => name.endsWith('.json') && !name.startsWith('.');

/** Every message in the outbox, one entry per file (a message sent twice is there twice), oldest first. */
export async function readOutboxEntries(outboxDir: string): Promise<OutboxEntry[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter(isMessageFile);
  const entries = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxEntry));
  return entries.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

export function createOutboxTransport(outboxDir: string): MailTransport {
  let ready: Promise<unknown> | undefined;
  return {
    async deliver(message) {
      ready ??= mkdir(outboxDir, { recursive: true, mode: 0o700 });
      await ready;
      const attachments = message.attachments?.map((file) =>
        typeof file.content === 'string' ? { ...file, content: file.content } : { ...file, content: file.content.toString('base64'), encoding: 'base64' as const },
      );
      const { attachments: _bytes, ...rest } = message;
      const entry: OutboxEntry = { ...rest, ...(attachments ? { attachments } : {}), messageId: messageIdOf(message.id), sentAt: new Date().toISOString() };
      const copy = randomUUID().slice(0, 8);
      const draft = path.join(outboxDir, `.${message.id}.${copy}.draft`);
      await writeFile(draft, JSON.stringify(entry, null, 2), { mode: 0o600, flag: 'wx' });
      await rename(draft, path.join(outboxDir, `${message.id}.${copy}.json`));
    },
    async delivered(id) {
      const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => isMessageFile(f) && f.startsWith(`${id}.`));
      for (const file of files) {
        // The name only narrows the search: an id may itself hold a dot, so the file's own id decides.
        const entry = JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')) as OutboxEntry;
        if (entry.id === id) return true;
      }
      return false;
    },
  };
}

/** Messages to one address, oldest first. */
export async function readOutbox(outboxDir: string, to: string): Promise<OutboxEntry[]> {
  return (await readOutboxEntries(outboxDir)).filter((entry) => entry.to.toLowerCase() === to.toLowerCase());
}
