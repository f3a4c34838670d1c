// Sends a cached JSON document, gzip-compressed once when it is cached, for clients that accept gzip (all browsers).
// Large public lists (thousands of counsellors) then cost a memory copy per request, not a serialisation and a
// compression.
import { gunzipSync, gzipSync } from 'node:zlib';
import type Koa from 'koa';
import type { ReadModelCache } from '../readModelCache';

/** A document and the headers that describe it (e.g. a total count beside a page). */
export interface JsonDocument {
  body: unknown;
  headers?: Record<string, string>;
}

/** A small document as text; a large one only compressed (the rare client that does not take gzip gets it unpacked). */
type Encoded = { headers: Record<string, string> } & ({ json: string } | { gzip: Buffer });

const compressFrom = 8 * 1024;

export async function sendCachedJson(ctx: Koa.Context, cache: ReadModelCache, projections: string | readonly string[], key: string, load: () => Promise<JsonDocument>): Promise<void> {
  const encoded = await cache.get<Encoded>(projections, key, async () => {
    const document = await load();
    const json = JSON.stringify(document.body);
    const headers = document.headers ?? {};
    return json.length >= compressFrom ? { headers, gzip: gzipSync(json) } : { headers, json };
  });
  ctx.type = 'json';
  ctx.set(encoded.headers);
  if ('json' in encoded) {
    ctx.body = encoded.json;
    return;
  }
  ctx.vary('Accept-Encoding');
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = encoded.gzip;
  } else {
    ctx.body = gunzipSync(encoded.gzip);
  }
}
