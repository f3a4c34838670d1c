import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { e2eOutbox } from './e2eServer';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail sent to `to`, or undefined if none has arrived yet. */
export async function lastMailTo(to: string): Promise<OutboxMail | undefined> {
  const files = (await readdir(e2eOutbox).catch(() => [])).filter((name) => name.endsWith('.json')).sort();
  for (const name of files.reverse()) {
    const mail = JSON.parse(await readFile(path.join(e2eOutbox, name), 'utf8')) as OutboxMail;
    if (mail.to === to) return mail;
  }
  return undefined;
}
