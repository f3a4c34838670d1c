// Sends a cached JSON document, gzip-compressed once when it is cached, for clients that accept gzip (all browsers).
// Large public lists (thousands of counsellors) then cost a memory copy per request, not a serialisation and a
// compression.
import { gzipSync } from 'node:zlib';
import type Koa from 'koa';
import type { ReadModelCache } from '../readModelCache';

/** A document and the headers that describe it (e.g. a total count beside a page). */
export interface JsonDocument {
  body: unknown;
  headers?: Record<string, string>;
}

interface Encoded {
  json: string;
  headers: Record<string, string>;
  /** Only for documents large enough for compression to pay for itself. */
  gzip?: Buffer;
}

const compressFrom = 8 * 1024;

export async function sendCachedJson(ctx: Koa.Context, cache: ReadModelCache, projection: string, key: string, load: () => Promise<JsonDocument>): Promise<void> {
  const encoded = await cache.get<Encoded>(projection, key, async () => {
    const document = await load();
    const json = JSON.stringify(document.body);
    const headers = document.headers ?? {};
    return json.length >= compressFrom ? { json, headers, gzip: gzipSync(json) } : { json, headers };
  });
  ctx.type = 'json';
  ctx.set(encoded.headers);
  if (encoded.gzip) ctx.vary('Accept-Encoding');
  if (encoded.gzip && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = encoded.gzip;
  } else {
    ctx.body = encoded.json;
  }
}
