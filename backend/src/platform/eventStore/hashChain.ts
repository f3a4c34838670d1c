// Tamper evidence, the part both adapters share: every event's hash covers its stream, revision, type, data and
// metadata and the hash of the event before it in its stream, so changing, removing or reordering a stored event breaks
// the chain at that revision. Two steps, so that PostgreSQL can do the second inside append_events (schema.ts), where
// alone the revision and the previous hash are known under concurrency:
//   content = sha256(canonical JSON of [type, data, metadata without hash])          computed in Node, before appending
//   hash    = sha256(`${previous hash}:${revision}:${content}:${streamName}`)          the link, SQL or Node alike
// The link's text is unambiguous without escaping: the hashes are 64 hex digits, the revision is digits, and the
// stream name, which may hold anything, comes last. The first event of a stream links to `genesisHash`.
import { createHash } from 'node:crypto';
import type { EventMetadata } from '@margdarshak/contracts/log';

export const genesisHash = '0'.repeat(64);

/**
 * JSON with object keys sorted (by UTF-16 code unit, as Array.prototype.sort does) and no spaces. The value is what
 * JSON.parse gives (the stores keep JSON: jsonb reorders keys and respaces, so the stored text is never hashed, only the
 * value read back from it). Values JSON has no place for are written as JSON.stringify writes them.
 */
export function canonicalJson(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + canonicalItem(value[i]);
        return `${out}]`;
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      let out = '{';
      let first = true;
      for (const key of keys) {
        const item = record[key];
        if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
        out += `${first ? '' : ','}${JSON.stringify(key)}:${canonicalJson(item)}`;
        first = false;
      }
      return `${out}}`;
    }
    default:
      return 'null';
  }
}

const canonicalItem = (item: unknown) => (item === undefined || typeof item === 'function' || typeof item === 'symbol' ? 'null' : canonicalJson(item));

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The metadata an event's hash covers: all of it but the hash itself. */
export function withoutHash(metadata: EventMetadata): EventMetadata {
  if (!('hash' in metadata)) return metadata;
  const { hash: _hash, ...rest } = metadata as EventMetadata & { hash?: unknown };
  return rest;
}

/** The first step: a digest of what the event says, which does not depend on where it lands. */
export function contentHash(type: string, data: unknown, metadata: EventMetadata): string {
  return sha256Hex(canonicalJson([type, data ?? null, withoutHash(metadata)]));
}

/** The second step: the event's hash, linking its content to its place in the stream and to the event before it. */
export function linkHash(previous: string, streamName: string, revision: bigint, content: string): string {
  return sha256Hex(`${previous}:${revision}:${content}:${streamName}`);
}

/** The hash a stored event must carry, given the hash of the event before it in its stream (genesisHash for none). */
export function eventHash(previous: string, event: { streamName: string; revision: bigint; type: string; data: unknown; metadata: EventMetadata }): string {
  return linkHash(previous, event.streamName, event.revision, contentHash(event.type, event.data, event.metadata));
}

/** What a JSON store gives back for a value: what the hash must be computed over when appending. */
export const asStored = (value: unknown): unknown => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown));

/** Splits a stored metadata object into the metadata readers see and the hash (absent on events older than hashing). */
export function splitHash(stored: EventMetadata & { hash?: unknown }): { metadata: EventMetadata; hash?: string } {
  if (!('hash' in stored)) return { metadata: stored };
  const { hash, ...metadata } = stored;
  return typeof hash === 'string' ? { metadata, hash } : { metadata };
}
