// An S3-compatible server in this process (s3rver, from npm) on a random port, its objects in a temporary folder: the
// S3 file store's specs run against it as production runs against MinIO or AWS S3.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { FileStoreSettings } from '../platform/files/fileStoreConfig';

export interface S3Server {
  /** Settings for a bucket on this server (made by the store when it opens). */
  settings(bucket: string): Extract<FileStoreSettings, { kind: 's3' }>;
  /** The same, as the environment names them (for startTestApp's env). */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'margdarshak-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's default keys.
  const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings: (bucket) => ({ kind: 's3', endpoint, region: 'us-east-1', bucket, forcePathStyle: true, ...keys }),
    env: (bucket) => ({ FILE_STORE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: keys.accessKeyId, S3_SECRET_ACCESS_KEY: keys.secretAccessKey }),
    async close() {
      // Clients keep connections alive; close them so the server's close does not wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
