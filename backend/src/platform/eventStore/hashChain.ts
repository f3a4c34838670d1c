// Tamper evidence, the part both adapters share: every event's hash covers its stream, revision, type, data and
// metadata and the hash of the event before it in its stream, so changing, removing or reordering a stored event breaks
// the chain at that revision. Two steps, so that PostgreSQL can do the second inside append_events (schema.ts), where
// alone the revision and the previous hash are known under concurrency:
//   content = sha256(canonical text of [type, data, metadata without hash])          computed in Node, before appending
//   hash    = sha256(`${previous hash}:${revision}:${content}:${streamName}`)          the link, SQL or Node alike
// The link's text is unambiguous without escaping: the hashes are 64 hex digits, the revision is digits, and the
// stream name, which may hold anything, comes last. The first event of a stream links to `genesisHash`. The canonical
// text is PostgreSQL's own text of the value as jsonb (canonicalJson), so any store and any reader agree on it.
import { hash as oneShotHash } from 'node:crypto';
import type { EventMetadata, LogPosition, RecordedEvent } from '@margdarshak/contracts/log';

export const genesisHash = '0'.repeat(64);

/**
 * The canonical text of a JSON value: exactly PostgreSQL's text form of it as jsonb (`value::jsonb::text`), which any
 * store can reproduce from the value read back (jsonb reorders keys and respaces, so the text an appender sent is never
 * what is hashed). Object keys ordered by their UTF-8 length, then bytewise; `", "` and `": "` between items; numbers
 * in plain decimal, never with an exponent (1e21 is 1000000000000000000000); strings as JSON.stringify writes them.
 * The value is what JSON.parse gives; values JSON has no place for are written as JSON.stringify writes them. Being
 * PostgreSQL's own text, the PostgreSQL log can be verified from the stored text without parsing it
 * (postgres/canonicalLog.ts); the property spec against PostgreSQL keeps the two identical.
 */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? plainDecimal(value) : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value === null || typeof value !== 'object') return 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ', ') + (isOmitted(value[i]) ? 'null' : canonicalJson(value[i]));
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = orderedKeys(record);
  let out = '{';
  let first = true;
  for (const key of keys) {
    const item = record[key];
    if (isOmitted(item)) continue;
    out += `${first ? '' : ', '}${quotedKey(key)}: ${canonicalJson(item)}`;
    first = false;
  }
  return `${out}}`;
}

// Objects of one event type share their keys in one order: their jsonb order is sorted once per such list (a bounded
// number of them), not at every event (the audit's pages hash events as they read them).
// Keyed by the keys joined with NUL; a key holding NUL itself could make two lists look alike, so what is found must
// hold exactly the object's keys.
const keyOrders = new Map<string, string[]>();
function orderedKeys(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record);
  if (keys.length < 2) return keys;
  const list = keys.join('\u0000');
  const known = keyOrders.get(list);
  if (known && known.length === keys.length && known.every((key) => Object.hasOwn(record, key))) return known;
  const sorted = keys.sort(jsonbKeyOrder);
  if (keyOrders.size < 10_000) keyOrders.set(list, sorted);
  return sorted;
}

const isOmitted = (item: unknown) => item === undefined || typeof item === 'function' || typeof item === 'symbol';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, controls included, on purpose; kept as written (the hash's hot path)
const ascii = /^[\x00-\x7f]*$/;
/** jsonb's order of keys: shorter (in UTF-8 bytes) first, then bytewise. */
function jsonbKeyOrder(a: string, b: string): number {
  if (ascii.test(a) && ascii.test(b)) return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
  const [x, y] = [Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')];
  return x.length !== y.length ? x.length - y.length : Buffer.compare(x, y);
}

/** A finite number as PostgreSQL's numeric prints what JavaScript wrote: the same digits, the exponent written out. */
function plainDecimal(n: number): string {
  const text = String(n); // the shortest form that reads back as n; -0 is "0"
  const e = text.indexOf('e');
  if (e < 0) return text;
  const sign = text.startsWith('-') ? '-' : '';
  const [whole = '', fraction = ''] = text.slice(sign.length, e).split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(text.slice(e + 1));
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

// Verify writes the same few keys millions of times: their JSON form is kept (a bounded number of them).
const quotedKeys = new Map<string, string>();
function quotedKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = JSON.stringify(key);
    if (quotedKeys.size < 10_000) quotedKeys.set(key, quoted);
  }
  return quoted;
}

// The one-shot hash: verify hashes every event twice, and it costs a fraction of createHash's object per call.
const sha256Hex = (text: string) => oneShotHash('sha256', text, 'hex');

/** The metadata an event's hash covers: all of it but the hash itself. */
export function withoutHash(metadata: EventMetadata): EventMetadata {
  if (!('hash' in metadata)) return metadata;
  const { hash: _hash, ...rest } = metadata as EventMetadata & { hash?: unknown };
  return rest;
}

/** The first step: a digest of what the event says, which does not depend on where it lands. */
export function contentHash(type: string, data: unknown, metadata: EventMetadata): string {
  // canonicalJson([type, data ?? null, metadata without hash]), written out.
  return sha256Hex(`[${JSON.stringify(type)}, ${canonicalJson(data ?? null)}, ${canonicalJson(withoutHash(metadata))}]`);
}

/**
 * The content hash from the canonical texts of the data and of the metadata without its hash (as PostgreSQL prints
 * `data` and `metadata - 'hash'`): the same as contentHash, without parsing them.
 */
export function contentHashOfText(type: string, dataText: string, metadataText: string): string {
  return sha256Hex(`[${JSON.stringify(type)}, ${dataText}, ${metadataText}]`);
}

/** What checking a chain needs of an event: where it is, its content hash, and the hash it carries. */
export interface ChainEvent {
  streamName: string;
  revision: bigint;
  position: LogPosition;
  content: string;
  hash?: string;
}

/** The log as a chain is checked from. */
export interface ChainLog {
  /** The next events strictly after `after`, at most `maxCount`, in log order. */
  read(after: LogPosition | undefined, maxCount: number): Promise<ChainEvent[]>;
}

export const chainEventOf = (event: RecordedEvent): ChainEvent => ({
  streamName: event.streamName,
  revision: event.revision,
  position: event.position,
  content: contentHash(event.type, event.data, event.metadata),
  ...(event.hash === undefined ? {} : { hash: event.hash }),
});

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
