import path from 'node:path';
import type { Knex } from 'knex';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { ProcessMetrics } from '../metrics/processMetrics';
import { countedTransport } from './countedTransport';
import { createRecordedMailer } from './mailDeliveries';
import type { Mailer, MailTransport } from './mailer';
import { createOutboxTransport } from './outboxMailer';
import { createSmtpTransport } from './smtpTransport';

export const outboxDir = (config: Config) => path.join(config.dataDir, 'outbox');

export function createMailTransport(config: Config): MailTransport {
  if (!config.SMTP_URL) return createOutboxTransport(outboxDir(config));
  return createSmtpTransport(nodemailer.createTransport(config.SMTP_URL), config.MAIL_FROM);
}

/** Crash tests only: a mail stays between its transport and its record until the process is killed. */
const holdUntilKilled = (logger: Logger) => (id: string) => {
  logger.warn({ mailId: id }, 'TEST_PAUSE_AFTER_MAIL_TRANSPORT: mail handed over, held before its record until the process is killed');
  return new Promise<void>(() => {});
};

export function createMailer(config: Config, db: Knex, logger: Logger, metrics: Pick<ProcessMetrics, 'mailFailures'>): Mailer {
  const transport = countedTransport(createMailTransport(config), config.SMTP_URL ? 'smtp' : 'outbox', metrics);
  return createRecordedMailer(db, transport, { logger, ...(config.TEST_PAUSE_AFTER_MAIL_TRANSPORT ? { afterTransport: holdUntilKilled(logger) } : {}) });
}
