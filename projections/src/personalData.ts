// Crypto-shredding: personal data in events is sealed with a key per person, kept outside the log.
// Erasing the key makes every copy of that person's data in the immutable log unreadable, replays included.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export const personalDataKeysTable = 'personal_data_keys';
const format = 'pd1';

export interface PersonalDataVault {
  /** Seals `plaintext` with the subject's key, creating the key on first use. */
  seal(subjectId: string, plaintext: string): Promise<string>;
  /** The plaintext, or undefined when the subject has been erased. */
  open(subjectId: string, sealed: string): Promise<string | undefined>;
  /** Deletes the subject's key for good. */
  erase(subjectId: string): Promise<void>;
}

export async function migratePersonalDataKeys(db: Knex): Promise<void> {
  if (await db.schema.hasTable(personalDataKeysTable)) return;
  await db.schema.createTable(personalDataKeysTable, (table) => {
    table.text('subject_id').primary();
    table.binary('key').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export function createPersonalDataVault(db: Knex): PersonalDataVault {
  // Keys are cached per process for speed; erase() clears this process's copy (see docs/decisions/0004).
  const cache = new Map<string, Buffer | null>();

  async function key(subjectId: string, create: boolean): Promise<Buffer | undefined> {
    const cached = cache.get(subjectId);
    if (cached) return cached;
    if (cached === null && !create) return undefined;
    const row = await db(personalDataKeysTable).where({ subject_id: subjectId }).first<{ key: Buffer } | undefined>();
    if (row) {
      cache.set(subjectId, row.key);
      return row.key;
    }
    if (!create) {
      cache.set(subjectId, null);
      return undefined;
    }
    await db(personalDataKeysTable)
      .insert({ subject_id: subjectId, key: randomBytes(32) })
      .onConflict('subject_id')
      .ignore();
    cache.delete(subjectId);
    return key(subjectId, false);
  }

  return {
    async seal(subjectId, plaintext) {
      const k = await key(subjectId, true);
      if (!k) throw new Error(`No personal-data key for ${subjectId}`);
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', k, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [format, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    async open(subjectId, sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== format || iv === undefined || tag === undefined || body === undefined) throw new Error('Not sealed personal data');
      const k = await key(subjectId, false);
      if (!k) return undefined;
      const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    async erase(subjectId) {
      await db(personalDataKeysTable).where({ subject_id: subjectId }).delete();
      cache.set(subjectId, null);
    },
  };
}
