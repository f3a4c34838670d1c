// A part of a backup written (or checked) with its sha256, byte count and line count, for the manifest.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
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

/**
 * Checks a part too large to hold in one string (the log) by streaming it; answers its line count. Its lines are then
 * read in batches by `batchesOf`.
 */
export async function checkedLargePart(dir: string, part: Pick<BackupPart, 'file' | 'sha256' | 'bytes'>): Promise<number> {
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  try {
    for await (const chunk of createReadStream(path.join(dir, part.file)) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    }
  } catch {
    throw new Error(`The backup is incomplete: ${part.file} is missing.`);
  }
  if (bytes !== part.bytes || hash.digest('hex') !== part.sha256) throw new Error(`The backup is damaged: ${part.file} is not what its manifest says (sha256 differs).`);
  return lines;
}

/** A JSON Lines part's non-empty lines, `size` at a time. */
export async function* batchesOf(dir: string, file: string, size: number): AsyncGenerator<string[]> {
  let batch: string[] = [];
  for await (const line of createInterface({ input: createReadStream(path.join(dir, file)), crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** The non-empty lines of a JSON Lines part. */
export const linesOf = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '');
