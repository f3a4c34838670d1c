import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outboxMailer';

export const outboxDir = (config: Config) => path.join(config.dataDir, 'outbox');

export function createMailer(config: Config): Mailer {
  if (!config.SMTP_URL) return createOutboxMailer(outboxDir(config));
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    async send({ id, ...message }) {
      // A message id derived from its cause: a resend after a crash carries the same Message-ID, which mail systems fold.
      await transport.sendMail({ from: config.MAIL_FROM, ...message, ...(id ? { messageId: `<${id}@margdarshak>` } : {}) });
    },
  };
}
