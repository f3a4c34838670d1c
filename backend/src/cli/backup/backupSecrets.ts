// The backup's secrets (every person's data key and the data folder's server secret) sealed with BACKUP_KEY: a key
// stretched from it with scrypt and a random salt, AES-256-GCM with a random nonce. The salt, nonce and tag go in the
// manifest; a wrong BACKUP_KEY fails the tag, before a restore writes anything.
import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync } from 'node:crypto';
import { z } from 'zod';

export const sealedSecrets = z.object({
  cipher: z.literal('aes-256-gcm'),
  kdf: z.literal('scrypt'),
  salt: z.string(),
  nonce: z.string(),
  tag: z.string(),
});
export type SealedSecrets = z.infer<typeof sealedSecrets>;

export const backupSecrets = z.object({
  /** Every person's data key, base64; an erased person has none. */
  keys: z.array(z.object({ subjectId: z.string(), key: z.string(), createdAt: z.string() })),
  /** The data folder's server secret, when SERVER_SECRET is not configured (the embedded default). */
  serverSecret: z.string().optional(),
  /** The sha256 of the server secret the product ran with, carried or not: a restore with another one is refused. */
  serverSecretSha256: z.string(),
});
export type BackupSecrets = z.infer<typeof backupSecrets>;

const keyFrom = (backupKey: string, salt: Buffer) => scryptSync(backupKey, salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });

export function sealSecrets(backupKey: string, secrets: BackupSecrets): { sealed: SealedSecrets; body: Buffer } {
  const salt = randomBytes(16);
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(backupKey, salt), nonce);
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return { sealed: { cipher: 'aes-256-gcm', kdf: 'scrypt', salt: salt.toString('base64'), nonce: nonce.toString('base64'), tag: cipher.getAuthTag().toString('base64') }, body };
}

export class WrongBackupKeyError extends Error {
  constructor() {
    super('BACKUP_KEY does not open this backup: it is not the key the backup was made with. Nothing was restored.');
  }
}

/** Why the restore's server secret will not do, or undefined when it is the backed-up product's. */
export function serverSecretProblem(configured: string | undefined, secrets: BackupSecrets): string | undefined {
  const secret = configured ?? secrets.serverSecret;
  if (secret === undefined) return 'The backed-up product ran with SERVER_SECRET set: set the same SERVER_SECRET for the restore.';
  if (createHash('sha256').update(secret).digest('hex') === secrets.serverSecretSha256) return undefined;
  return secrets.serverSecret === undefined
    ? 'SERVER_SECRET is not the one the backed-up product ran with: set the same value (it names the e-mail streams and signs the digests).'
    : "The backup carries its data folder's server secret, and SERVER_SECRET is set to another: unset it for the restore.";
}

export function openSecrets(backupKey: string, sealed: SealedSecrets, body: Buffer): BackupSecrets {
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(backupKey, Buffer.from(sealed.salt, 'base64')), Buffer.from(sealed.nonce, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  let text: string;
  try {
    text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    throw new WrongBackupKeyError();
  }
  return backupSecrets.parse(JSON.parse(text));
}
