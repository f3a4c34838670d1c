// Every setting the process reads, validated once at start-up. `.env.example` lists them with safe defaults.
import path from 'node:path';
import { z } from 'zod';
import type { GstDetails } from '@margdarshak/contracts/invoices/gstDetails';
import { gstDetailsFrom, gstEnvironment } from './gstConfig';
import { type CommissionRates, commissionEnvironment } from './commissionConfig';
import { type FileStoreSettings, fileStoreEnvironment, fileStoreSettingsFrom } from './files/fileStoreConfig';

export const DEMO_ADMIN_DEFAULTS = { email: 'admin@margdarshak.local', password: 'margdarshak-demo' } as const;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /**
   * Public origin (scheme://host[:port]) used in mails, for the Origin check and as the target of the redirect from
   * plain HTTP; defaults to http://localhost:PORT. Production requires an https:// address.
   */
  PUBLIC_URL: z.url().optional(),
  /**
   * Whether X-Forwarded-For/-Host/-Proto are believed: false (default; any client can write them), true (as sent: the
   * proxy in front must overwrite them), or the number of proxies in front, each appending to X-Forwarded-For.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(false|true|\d{1,2})$/, 'use false, true or the number of proxies in front of the server (e.g. 1)')
    .optional()
    .transform(trustProxy),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  EVENTSTORE_URL: z.string().optional(),
  DEMO_ADMIN_EMAIL: z.email().default(DEMO_ADMIN_DEFAULTS.email),
  DEMO_ADMIN_PASSWORD: z.string().min(8).default(DEMO_ADMIN_DEFAULTS.password),
  SEED_DEMO_DATA: z.stringbool().default(true),
  /** Key for HMACs over e-mail addresses (stream names) and other server secrets; generated under DATA_DIR when absent. */
  SERVER_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Margdarshak <no-reply@margdarshak.local>'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Razorpay's API origin; unset: the SDK's own (https://api.razorpay.com). For a local stand-in of the API in tests. */
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Minutes between two signed digests of every stream's head (stream audit-digests); 0 turns the schedule off. */
  AUDIT_DIGEST_EVERY_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  /**
   * Where every signed digest is also written, one line each, outside the database (DATA_DIR/audit by default). Every
   * process that signs digests (API copies, the projector worker, `npm run audit -- verify`) must see the same folder.
   */
  AUDIT_DIGEST_DIR: z.string().trim().min(1).optional(),
  /** The Jitsi Meet server sessions' rooms open on (the public one by default; a self-hosted one in production). */
  VIDEO_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://meet.jit.si')
    .transform((url) => url.replace(/\/+$/, '')),
  /** Sign-ups from one network (an IPv4 address or an IPv6 /64) in any hour: a school's lab signs up a class at once. */
  REGISTRATIONS_PER_NETWORK_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Browser tests only: POST /api/test/clock moves the product's clock forward. Refused in production. */
  TEST_CLOCK: z.stringbool().default(false),
  /** Crash tests only: every mail is held after its transport and before its record, until the process is killed. Refused in production. */
  TEST_PAUSE_AFTER_MAIL_TRANSPORT: z.stringbool().default(false),
  /** The platform's GST details, printed on every invoice, receipt and credit note (gstConfig.ts). */
  ...gstEnvironment,
  /** The platform's commission on what families pay (commissionConfig.ts). */
  ...commissionEnvironment,
  /** Where uploaded files are kept: this machine's data folder or an S3-compatible bucket (files/fileStoreConfig.ts). */
  ...fileStoreEnvironment,
  /**
   * The bearer token GET /metrics asks for (at least 24 characters); unset or empty, there is no /metrics (404). Scrape
   * each API copy with `Authorization: Bearer <token>`.
   */
  METRICS_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(24, 'use at least 24 characters (e.g. openssl rand -hex 24)').optional()),
  /**
   * The passphrase `npm run backup` encrypts the personal-data keys and the server secret with, and `npm run restore`
   * needs to open them (at least 16 characters; keep it apart from the backups). Only those two commands read it.
   */
  BACKUP_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16, 'use at least 16 characters (e.g. openssl rand -hex 24)').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.output<typeof schema> & {
  gst: GstDetails;
  commission: CommissionRates;
  files: FileStoreSettings;
  dataDir: string;
  auditDigestDir: string;
  publicUrl: string;
  production: boolean;
};

/** false: no proxy is trusted; true: believe the forwarded headers as sent; a number: that many proxies are trusted. */
export type TrustProxy = boolean | number;

function trustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false' || value === '0') return false;
  return value === 'true' ? true : Number(value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = result.data;
  const production = raw.NODE_ENV === 'production';
  if (production && (raw.DEMO_ADMIN_EMAIL === DEMO_ADMIN_DEFAULTS.email || raw.DEMO_ADMIN_PASSWORD === DEMO_ADMIN_DEFAULTS.password)) {
    throw new Error('Invalid configuration: production refuses the documented demo admin credentials; set DEMO_ADMIN_EMAIL and DEMO_ADMIN_PASSWORD.');
  }
  if (production && raw.TEST_CLOCK) throw new Error('Invalid configuration: TEST_CLOCK is for browser tests and is refused in production.');
  if (production && raw.RAZORPAY_API_URL && new URL(raw.RAZORPAY_API_URL).protocol !== 'https:')
    throw new Error('Invalid configuration: production sends Razorpay its key secret only over https://; unset RAZORPAY_API_URL to use Razorpay itself.');
  if (production && raw.TEST_PAUSE_AFTER_MAIL_TRANSPORT) throw new Error('Invalid configuration: TEST_PAUSE_AFTER_MAIL_TRANSPORT is for crash tests and is refused in production.');
  if (production && !raw.SERVER_SECRET) throw new Error('Invalid configuration: SERVER_SECRET is required in production.');
  if (production && (!raw.PUBLIC_URL || new URL(raw.PUBLIC_URL).protocol !== 'https:')) {
    throw new Error('Invalid configuration: production needs PUBLIC_URL, the https:// address visitors use (requests over plain HTTP are sent there).');
  }
  const gst = gstDetailsFrom(raw, production);
  if ('problems' in gst) throw new Error(`Invalid configuration:\n${gst.problems.map((line) => `  ${line}`).join('\n')}`);
  const dataDir = path.resolve(raw.DATA_DIR);
  const files = fileStoreSettingsFrom(raw, dataDir);
  if ('problems' in files) throw new Error(`Invalid configuration:\n${files.problems.map((line) => `  ${line}`).join('\n')}`);
  return {
    ...raw,
    gst: gst.gst,
    commission: { defaultBasisPoints: raw.COMMISSION_PERCENT, byPackageType: raw.COMMISSION_PERCENT_BY_PACKAGE_TYPE },
    files: files.files,
    production,
    dataDir,
    auditDigestDir: path.resolve(raw.AUDIT_DIGEST_DIR ?? path.join(raw.DATA_DIR, 'audit')),
    publicUrl: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
  };
}
