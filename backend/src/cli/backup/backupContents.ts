// What a backup holds beside the log, the keys and the files, table by table (decision 0151), and its manifest.
import { z } from 'zod';
import { sealedSecrets } from './backupSecrets';

/**
 * State that is not in the log and matters, carried as rows. Everything else is rebuilt from the log (every read model,
 * the projections' checkpoints and parked events, the digests' stream heads) or deliberately dropped: sessions (everyone
 * signs in again), rate limits and login checks (the throttles start afresh), the orphan sweep's candidates (seen again
 * by the next sweep, so an orphan goes one grace period later).
 */
export const carriedTables = [
  // Which mails went out: a restored product does not mail families again.
  'mail_deliveries',
  // The processors' progress: what is done is not done twice, what is due still happens.
  'processor_jobs',
  'processor_starts',
  // What the local payment gateway keeps on the provider's side (a real provider keeps it itself).
  'local_gateway_orders',
  'local_gateway_payments',
  'local_gateway_refunds',
  // Browsers people told us to remember: no new-device mail for them after a restore.
  'known_devices',
  // Which digests were copied outside the database (their file is a part of the backup).
  'audit_digest_copies',
] as const;
export type CarriedTable = (typeof carriedTables)[number];

export const backupFormat = 'margdarshak-backup/1';
export const manifestFile = 'manifest.json';
export const eventsFile = 'events.jsonl';
export const secretsFile = 'secrets.enc';
export const digestCopiesFile = 'digests-outside.jsonl';
export const filesFolder = 'files';
export const tableFile = (table: string) => `table-${table}.jsonl`;

const part = z.object({ file: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().min(0), count: z.number().int().min(0) });
export type BackupPart = z.infer<typeof part>;

export const manifestSchema = z.object({
  format: z.literal(backupFormat),
  takenAt: z.string(),
  /** The log's last position in the snapshot: the restored log ends here. */
  head: z.object({ commit: z.string(), prepare: z.string() }).nullable(),
  events: part,
  secrets: part.extend({ sealed: sealedSecrets }),
  digestCopies: part,
  tables: z.array(part.extend({ table: z.enum(carriedTables) })),
  files: z.array(z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/), sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().min(0) })),
});
export type Manifest = z.infer<typeof manifestSchema>;
