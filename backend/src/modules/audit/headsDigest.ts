// What a digest of the stream heads is, for the job that signs one (digests.ts) and for verify, which recomputes it:
// every stream's (name, last revision, last hash), hashed into a two-level Merkle tree, and the HMAC that signs it.
//
// The tree: each stream falls in one of 1,024 buckets by the first bits of SHA-256(name); a bucket's hash is SHA-256 over
// its streams' leaves sorted by name; the root is SHA-256 over the 1,024 bucket hashes in order. Verify keeps it up to
// date event by event and recomputes only the buckets touched since the last digest it checked, so a log with many
// digests and many streams is checked in time proportional to its events, not to digests times streams.
import { createHash, createHmac, hash, timingSafeEqual } from 'node:crypto';
import { auditDigestAlgorithm, type StreamHeadsDigested } from '@margdarshak/contracts/events/audit';
import { canonicalJson } from '../../platform/eventStore/hashChain';

const bucketBits = 10;
const bucketCount = 1 << bucketBits;
const emptyBucket = createHash('sha256').digest('hex');

export interface StreamHead {
  revision: bigint;
  /** Undefined for a stream whose last event predates hashing. */
  hash: string | undefined;
}

const bucketOf = (name: string) => hash('sha256', name, 'buffer').readUInt16BE(0) >> (16 - bucketBits);
const leaf = (name: string, head: StreamHead) => `${JSON.stringify([name, String(head.revision), head.hash ?? ''])}\n`;

export interface HeadsTree {
  set(name: string, head: StreamHead): void;
  readonly streams: number;
  root(): string;
}

export function createHeadsTree(): HeadsTree {
  const heads = new Map<string, StreamHead & { bucket: number }>();
  const buckets = Array.from({ length: bucketCount }, () => [] as string[]);
  const bucketHashes = Array.from({ length: bucketCount }, () => emptyBucket);
  const dirty = new Set<number>();

  function namesIn(bucket: number): string[] {
    const names = buckets[bucket];
    if (!names) throw new Error(`No bucket ${bucket}: there are ${bucketCount}`);
    return names;
  }

  function bucketHash(names: string[]): string {
    names.sort();
    const hash = createHash('sha256');
    for (const name of names) {
      const head = heads.get(name);
      if (!head) throw new Error(`Stream ${name} is in a bucket without a head`);
      hash.update(leaf(name, head), 'utf8');
    }
    return hash.digest('hex');
  }

  return {
    set(name, head) {
      const known = heads.get(name);
      if (known) {
        known.revision = head.revision;
        known.hash = head.hash;
        dirty.add(known.bucket);
        return;
      }
      const bucket = bucketOf(name);
      heads.set(name, { ...head, bucket });
      namesIn(bucket).push(name);
      dirty.add(bucket);
    },
    get streams() {
      return heads.size;
    },
    root() {
      for (const bucket of dirty) bucketHashes[bucket] = bucketHash(namesIn(bucket));
      dirty.clear();
      const root = createHash('sha256');
      for (const hash of bucketHashes) root.update(hash, 'hex');
      return root.digest('hex');
    },
  };
}

/** The digest's signing key: derived from the server secret, so the secret itself signs nothing directly. */
export const digestKey = (serverSecret: string): Buffer => createHmac('sha256', serverSecret).update('margdarshak audit digest key v1').digest();

export type DigestData = StreamHeadsDigested['data'];
export type DigestBody = Omit<DigestData, 'signature'>;

const signatureOf = (key: Buffer, body: DigestBody) => createHmac('sha256', key).update(canonicalJson(body), 'utf8').digest('hex');

export function signDigest(key: Buffer, body: Omit<DigestBody, 'algorithm'>): DigestData {
  const full: DigestBody = { ...body, algorithm: auditDigestAlgorithm };
  return { ...full, signature: signatureOf(key, full) };
}

/** Whether the digest was signed with this key over exactly these fields; compared in constant time. */
export function signatureHolds(key: Buffer, digest: DigestData): boolean {
  const { signature, ...body } = digest;
  const expected = Buffer.from(signatureOf(key, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
