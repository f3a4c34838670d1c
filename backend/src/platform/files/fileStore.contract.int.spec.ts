// The file store's contract, run alike against the data folder and an S3-compatible server (s3rver, in this process):
// both adapters must keep bytes exactly, answer a missing file as absent, remove idempotently, refuse ids they did not
// make and list what they hold.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../testing/s3Server';
import type { FileStore, StoredFile } from './fileStore';
import { openFileStore } from './openFileStore';

let s3: S3Server;
const folders: string[] = [];
let buckets = 0;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Each test gets an empty store of its own. */
const stores: [string, () => Promise<FileStore>][] = [
  [
    'the data folder',
    () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'margdarshak-files-'));
      folders.push(folder);
      return openFileStore({ kind: 'local', dir: path.join(folder, 'uploads') });
    },
  ],
  ['an S3-compatible bucket', () => openFileStore(s3.settings(`contract-files-${++buckets}`))],
];

const listed = async (store: FileStore) => {
  const files: StoredFile[] = [];
  for await (const file of store.list()) files.push(file);
  return files;
};
const pdf = (body: Buffer) => Buffer.concat([Buffer.from('%PDF-1.7\n'), body]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(stores)('the file store in %s', (_, open) => {
  it('gives back exactly the bytes it was given, with their hash, size and type', async () => {
    const store = await open();
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), fc.constantFrom('pdf', 'png', 'jpg') as fc.Arbitrary<'pdf' | 'png' | 'jpg'>, async (array, kind) => {
        const bytes = Buffer.from(array);
        const ref = await store.save(bytes, kind);
        expect(ref).toEqual({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          sha256: sha256(bytes),
          size: bytes.length,
          contentType: { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' }[kind],
        });
        expect(await store.read(ref.id)).toEqual(bytes);
      }),
      { numRuns: 25 },
    );
  });

  it('answers a file it never had as absent', async () => {
    const store = await open();
    expect(await store.read(randomUUID())).toBeUndefined();
  });

  it('removes a file, and removing it again (or one it never had) does nothing', async () => {
    const store = await open();
    const kept = await store.save(pdf(Buffer.from('kept')), 'pdf');
    const removed = await store.save(pdf(Buffer.from('removed')), 'pdf');
    await store.remove(removed.id);
    await store.remove(removed.id);
    await store.remove(randomUUID());
    expect(await store.read(removed.id)).toBeUndefined();
    expect(await store.read(kept.id)).toEqual(pdf(Buffer.from('kept')));
  });

  it('refuses ids it did not make, so no id reaches another folder or key', async () => {
    const store = await open();
    for (const id of ['../secret', `${randomUUID()}/x`, 'ABCDEFAB-1234-1234-1234-123456789ABC', '', `../${randomUUID().slice(3)}`]) {
      await expect(store.read(id)).rejects.toThrow('invalid file id');
      await expect(store.remove(id)).rejects.toThrow('invalid file id');
      await expect(store.restore(id, pdf(Buffer.from('x')))).rejects.toThrow('invalid file id');
    }
  });

  it('restores a file from a backup under its own id, and restoring it again changes nothing', async () => {
    const source = await open();
    const ref = await source.save(pdf(Buffer.from('backed up')), 'pdf');
    const target = await open();
    await target.restore(ref.id, pdf(Buffer.from('backed up')));
    await target.restore(ref.id, pdf(Buffer.from('backed up')));
    expect(await target.read(ref.id)).toEqual(pdf(Buffer.from('backed up')));
    expect((await listed(target)).map((file) => file.id)).toContain(ref.id);
  });

  it('lists the files it holds with when they were written, and not the removed ones', async () => {
    const store = await open();
    expect(await listed(store)).toEqual([]);
    const before = Date.now();
    const refs = await Promise.all([1, 2, 3].map((n) => store.save(pdf(Buffer.from(`file ${n}`)), 'pdf')));
    await store.remove(refs[1]?.id ?? '');
    const files = await listed(store);
    expect(files.map((file) => file.id).sort()).toEqual([refs[0]?.id, refs[2]?.id].sort());
    // S3 keeps whole seconds, and a file system's clock may run a tick behind Date.now().
    for (const file of files) expect(Math.abs(file.lastModified.getTime() - before)).toBeLessThan(10_000);
  });

  it('keeps a large file (6 MB) whole', async () => {
    const store = await open();
    const bytes = pdf(randomBytes(6 * 1024 * 1024));
    const ref = await store.save(bytes, 'pdf');
    const read = await store.read(ref.id);
    expect(read?.length).toBe(bytes.length);
    expect(read && sha256(read)).toBe(sha256(bytes));
  });

  it('saves many files at once, each under its own id', async () => {
    const store = await open();
    const contents = Array.from({ length: 24 }, (_, n) => pdf(randomBytes(1000 + n)));
    const refs = await Promise.all(contents.map((bytes) => store.save(bytes, 'pdf')));
    expect(new Set(refs.map((ref) => ref.id)).size).toBe(contents.length);
    const reads = await Promise.all(refs.map((ref) => store.read(ref.id)));
    expect(reads).toEqual(contents);
    expect((await listed(store)).map((file) => file.id).sort()).toEqual(refs.map((ref) => ref.id).sort());
  });
});
