import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { e2eOutbox } from './e2eServer';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** Every mail sent to `to`, oldest first. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const files = (await readdir(e2eOutbox).catch(() => [])).filter((name) => name.endsWith('.json'));
  const mails = await Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(e2eOutbox, name), 'utf8')) as OutboxMail));
  return mails.filter((mail) => mail.to === to).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The newest mail sent to `to`, or undefined if none has arrived yet. */
export async function lastMailTo(to: string): Promise<OutboxMail | undefined> {
  return (await mailsTo(to)).at(-1);
}
