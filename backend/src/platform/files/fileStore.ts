// Uploaded files on disk under DATA_DIR/uploads, named by random ids, outside any static root. Events and read models
// hold only a reference (id, hash, size, type); routes decide who may read a file.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypes, type FileKind } from './fileTypes';

export interface FileRef {
  id: string;
  sha256: string;
  size: number;
  contentType: string;
}

export interface FileStore {
  save(bytes: Buffer, kind: FileKind): Promise<FileRef>;
  read(id: string): Promise<Buffer | undefined>;
  remove(id: string): Promise<void>;
}

const validId = /^[0-9a-f-]{36}$/;

export function createFileStore(dir: string): FileStore {
  const fileOf = (id: string) => {
    if (!validId.test(id)) throw new Error('invalid file id');
    return path.join(dir, id);
  };
  return {
    async save(bytes, kind) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const id = randomUUID();
      await writeFile(fileOf(id), bytes, { mode: 0o600, flag: 'wx' });
      return { id, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length, contentType: contentTypes[kind] };
    },
    async read(id) {
      return readFile(fileOf(id)).catch(() => undefined);
    },
    async remove(id) {
      await rm(fileOf(id), { force: true });
    },
  };
}
