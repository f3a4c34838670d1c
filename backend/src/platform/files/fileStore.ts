// The file store port, and its embedded adapter: uploaded files on disk under DATA_DIR/uploads, named by random ids,
// outside any static root. Events and read models hold only a reference (id, hash, size, type); routes decide who may
// read a file. The S3-compatible adapter (s3FileStore.ts) keeps the same ids as object keys.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypes, type FileKind } from './fileTypes';

export interface FileRef {
  id: string;
  sha256: string;
  size: number;
  contentType: string;
}

/** A file as the store lists it: its id and when it was written. */
export interface StoredFile {
  id: string;
  lastModified: Date;
}

export interface FileStore {
  save(bytes: Buffer, kind: FileKind): Promise<FileRef>;
  /** The bytes, or undefined when no file has this id. */
  read(id: string): Promise<Buffer | undefined>;
  /** Removing a file that is gone already does nothing. */
  remove(id: string): Promise<void>;
  /** Writes bytes under an id this store made before (a restore from a backup); writing the same bytes again changes nothing. */
  restore(id: string, bytes: Buffer): Promise<void>;
  /** Every stored file, a page at a time (for the orphan sweep and backups); in no particular order. */
  list(): AsyncIterable<StoredFile>;
}

const validId = /^[0-9a-f-]{36}$/;

export const isFileId = (id: string) => validId.test(id);

/** Refuses anything but an id this store made: an id never names another folder, key prefix or file. */
export function assertFileId(id: string): string {
  if (!isFileId(id)) throw new Error('invalid file id');
  return id;
}

/** A new file's reference: a random id, and the hash, size and type of its bytes. */
export function newFileRef(bytes: Buffer, kind: FileKind): FileRef {
  return { id: randomUUID(), sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length, contentType: contentTypes[kind] };
}

export function createFileStore(dir: string): FileStore {
  const fileOf = (id: string) => path.join(dir, assertFileId(id));
  return {
    async save(bytes, kind) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const ref = newFileRef(bytes, kind);
      await writeFile(fileOf(ref.id), bytes, { mode: 0o600, flag: 'wx' });
      return ref;
    },
    async read(id) {
      return readFile(fileOf(id)).catch(() => undefined);
    },
    async remove(id) {
      await rm(fileOf(id), { force: true });
    },
    async restore(id, bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(fileOf(id), bytes, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
    },
    async *list() {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const id of names.filter(isFileId)) {
        // Removed since the folder was read: not listed.
        const stats = await stat(fileOf(id)).catch(() => undefined);
        if (stats?.isFile()) yield { id, lastModified: stats.mtime };
      }
    },
  };
}
