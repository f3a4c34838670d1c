// A part of a backup written (or checked) with its sha256, byte count and line count, for the manifest.
import { createHash } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackupPart } from './backupContents';

export interface PartWriter {
  write(text: string | Buffer, lines?: number): Promise<void>;
  close(): Promise<BackupPart>;
}

export async function partWriter(dir: string, file: string): Promise<PartWriter> {
  const handle = await open(path.join(dir, file), 'wx', 0o600);
  const hash = createHash('sha256');
  let bytes = 0;
  let count = 0;
  return {
    async write(text, lines = 1) {
      const chunk = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
      hash.update(chunk);
      bytes += chunk.length;
      count += lines;
      await handle.write(chunk);
    },
    async close() {
      await handle.sync();
      await handle.close();
      return { file, sha256: hash.digest('hex'), bytes, count };
    },
  };
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The part's bytes, when they are what the manifest says; otherwise an error naming the part. */
export async function checkedPart(dir: string, part: Pick<BackupPart, 'file' | 'sha256' | 'bytes'>): Promise<Buffer> {
  const bytes = await readFile(path.join(dir, part.file)).catch(() => undefined);
  if (!bytes) throw new Error(`The backup is incomplete: ${part.file} is missing.`);
  if (bytes.length !== part.bytes || sha256Of(bytes) !== part.sha256) throw new Error(`The backup is damaged: ${part.file} is not what its manifest says (sha256 differs).`);
  return bytes;
}

/** The non-empty lines of a JSON Lines part. */
export const linesOf = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '');
