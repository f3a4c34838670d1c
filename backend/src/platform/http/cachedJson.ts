// Sends a cached JSON document, encoded once when it is cached (gzip-compressed when large, for clients that accept gzip:
// all browsers). Large public lists (thousands of counsellors) then cost a memory copy per request, not a serialisation
// and a compression; a small one is sent as the bytes it was cached as, not measured and encoded again per request.
import { gunzipSync, gzipSync } from 'node:zlib';
import type Koa from 'koa';
import type { ReadModelCache } from '../readModelCache';

/** A document and the headers that describe it (e.g. a total count beside a page). */
export interface JsonDocument {
  body: unknown;
  headers?: Record<string, string>;
}

/** A small document as UTF-8; a large one only compressed (the rare client that does not take gzip gets it unpacked). */
type Encoded = { headers: Record<string, string> | undefined } & ({ json: Buffer } | { gzip: Buffer });

/** What `ctx.type = 'json'` sets, without its look-up per request. */
const jsonType = 'application/json; charset=utf-8';

const compressFrom = 8 * 1024;

/** Sends the cached document; a promise only when it must be loaded first (a hit answers without one). */
export function sendCachedJson(ctx: Koa.Context, cache: ReadModelCache, projections: string | readonly string[], key: string, load: () => Promise<JsonDocument>): Promise<void> | undefined {
  const loaded = cache.loaded<Encoded>(projections, key);
  if (loaded) {
    send(ctx, loaded);
    return undefined;
  }
  return cache
    .get<Encoded>(projections, key, async () => {
      const document = await load();
      const json = JSON.stringify(document.body);
      const headers = document.headers;
      return json.length >= compressFrom ? { headers, gzip: gzipSync(json) } : { headers, json: Buffer.from(json) };
    })
    .then((encoded) => send(ctx, encoded));
}

function send(ctx: Koa.Context, encoded: Encoded): void {
  ctx.set('Content-Type', jsonType);
  if (encoded.headers) ctx.set(encoded.headers);
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
