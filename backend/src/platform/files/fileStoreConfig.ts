// Where uploaded files are kept, as configuration (decision 0141): the data folder by default, or an S3-compatible
// bucket when several machines serve the product. Read with the rest of the settings in config.ts.
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './s3FileStore';

const fileStoreSchema = z.object({
  /** local: DATA_DIR/uploads on this machine; s3: the bucket below, seen alike by every machine. */
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  /** The S3 API's address (MinIO: http://minio:9000); unset for AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** S3's rule for bucket names: 3-63 lower-case letters, digits, dots and hyphens. */
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name is 3-63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** true for MinIO and most S3-compatible servers (http://host/bucket/key); false for AWS's bucket.host names. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
});

/** The variables, as config.ts's schema takes them. */
export const fileStoreEnvironment = fileStoreSchema.shape;

type FileStoreEnvironment = z.output<typeof fileStoreSchema>;

export type FileStoreSettings = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);

/** The store's settings, or the lines saying what s3 is missing. */
export function fileStoreSettingsFrom(env: FileStoreEnvironment, dataDir: string): { files: FileStoreSettings } | { problems: string[] } {
  if (env.FILE_STORE === 'local') return { files: { kind: 'local', dir: path.join(dataDir, 'uploads') } };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const missing = Object.entries({ S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey }).filter(([, value]) => !value);
    return { problems: missing.map(([name]) => `${name}: required when FILE_STORE=s3`) };
  }
  return {
    files: { kind: 's3', bucket, accessKeyId, secretAccessKey, region: env.S3_REGION, forcePathStyle: env.S3_FORCE_PATH_STYLE, ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}) },
  };
}
