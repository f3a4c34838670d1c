// What only the S3 adapter does: the object carries its type and hash as metadata, and opening a store makes its bucket
// when it is missing and leaves an existing one (and its files) as they are.
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../testing/s3Server';
import { openFileStore } from './openFileStore';
import { s3Client } from './s3FileStore';
import { freePort } from '../freePort';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

it('stores each object under its file id with its content type and sha256', async () => {
  const settings = s3.settings('metadata-files');
  const store = await openFileStore(settings);
  const ref = await store.save(Buffer.from('%PDF-1.7 a session plan'), 'pdf');
  const head = await s3Client(settings).send(new HeadObjectCommand({ Bucket: settings.bucket, Key: ref.id }));
  expect(head.ContentType).toBe('application/pdf');
  expect(head.Metadata).toEqual({ sha256: ref.sha256 });
});

it('makes a missing bucket, and opening it again keeps what it holds', async () => {
  const settings = s3.settings('reopened-files');
  const ref = await (await openFileStore(settings)).save(Buffer.from('%PDF-1.7 kept'), 'pdf');
  expect(await (await openFileStore(settings)).read(ref.id)).toEqual(Buffer.from('%PDF-1.7 kept'));
});

it('stops the start-up with the bucket named when the store cannot be reached', async () => {
  const closed = `http://127.0.0.1:${await freePort()}`;
  await expect(openFileStore({ ...s3.settings('unreachable-files'), endpoint: closed })).rejects.toThrow(/^The file store cannot reach bucket unreachable-files: .*ECONNREFUSED/);
});
