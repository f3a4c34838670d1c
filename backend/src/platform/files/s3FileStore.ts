// The file store on S3-compatible object storage (AWS S3, MinIO, ...), for several machines serving one product. The
// object key is the file id; objects are written with no ACL, so they stay as private as the bucket (which must not be
// public): every read goes through the routes that decide who may see a file. Decision 0141.
import { createHash } from 'node:crypto';
import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, paginateListObjectsV2, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertFileId, type FileStore, isFileId, newFileRef } from './fileStore';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The SDK's client for these settings. */
export function s3Client(settings: S3Settings): S3Client {
  // The pinned SDK warns once that later versions need Node 22 (decision 0141 says why it is pinned); an operator who
  // sets the variable to false sees the warning again.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A store that does not answer fails the request (and a start-up) instead of leaving it waiting.
    requestHandler: { connectionTimeout: 5_000 },
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
  });
}

const isMissing = (error: unknown) => error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

const reason = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Makes the bucket when it does not exist (a fresh MinIO); a bucket that exists, and is ours, is left as it is. */
export async function ensureBucket(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return;
  } catch (error) {
    if (!isMissing(error)) throw new Error(`The file store cannot reach bucket ${bucket}: ${reason(error)}`);
  }
  await client.send(new CreateBucketCommand({ Bucket: bucket })).catch((error: unknown) => {
    throw new Error(`The file store found no bucket ${bucket} and could not make it: ${reason(error)}`);
  });
}

export function createS3FileStore(client: S3Client, bucket: string): FileStore {
  return {
    async save(bytes, kind) {
      const ref = newFileRef(bytes, kind);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: ref.id, Body: bytes, ContentType: ref.contentType, Metadata: { sha256: ref.sha256 } }));
      return ref;
    },
    async restore(id, bytes) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: assertFileId(id), Body: bytes, Metadata: { sha256 } }));
    },
    async read(id) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: assertFileId(id) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(id) {
      // Deleting a key that is not there succeeds: removing twice is harmless.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertFileId(id) }));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && isFileId(object.Key) && object.LastModified) yield { id: object.Key, lastModified: object.LastModified };
        }
      }
    },
  };
}
