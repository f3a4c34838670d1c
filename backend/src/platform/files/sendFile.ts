// Answers a stored upload inline with the type its bytes show, cached only by the browser that asked (the route has
// already decided who may read it).
import type Koa from 'koa';
import { NotFoundError } from '../http/errors';
import type { FileStore } from './fileStore';
import { contentTypes, sniffFileKind } from './fileTypes';

export async function sendFile(ctx: Koa.Context, files: FileStore, fileId: string | null): Promise<void> {
  const bytes = fileId ? await files.read(fileId) : undefined;
  if (!bytes) throw new NotFoundError('File not found');
  const kind = sniffFileKind(bytes);
  ctx.type = kind ? contentTypes[kind] : 'application/octet-stream';
  ctx.set('Cache-Control', 'private, max-age=300');
  ctx.set('Content-Disposition', 'inline');
  ctx.body = bytes;
}
