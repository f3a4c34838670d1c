// The file store the configuration names, ready to use (an S3 bucket is made when it does not exist yet).
import { createFileStore, type FileStore } from './fileStore';
import type { FileStoreSettings } from './fileStoreConfig';
import { createS3FileStore, ensureBucket, s3Client } from './s3FileStore';

export async function openFileStore(settings: FileStoreSettings): Promise<FileStore> {
  if (settings.kind === 'local') return createFileStore(settings.dir);
  const client = s3Client(settings);
  await ensureBucket(client, settings.bucket);
  return createS3FileStore(client, settings.bucket);
}
