// The first half of verify: the whole log, in order, through every stream's hash chain and every signed digest.
// Fed page by page (verify.ts reads the log), it keeps each stream's head twice: as stored (the hash the last event
// carries, from which the next link is checked, so one changed event is one break rather than a break in every event
// after it) and as recomputed from content alone (what a digest must have signed: a stream rehashed after its digest,
// however consistently, no longer matches it).
import { auditEvents } from '@margdarshak/contracts/events/audit';
import { formatPosition } from '@margdarshak/contracts/api/audit';
import { comparePositions, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';
import { genesisHash, linkHash, type ChainEvent } from '../../platform/eventStore/hashChain';
import { createHeadsTree, signatureHolds, type DigestData } from './headsDigest';

export interface ChainBreak {
  streamName: string;
  revision: bigint;
  problem: string;
}

export interface DigestProblem {
  /** Where the digest sits in the log (its own event), and the position it covers. */
  at: LogPosition;
  upTo: string;
  problem: string;
  /** 'outside': the copy kept outside the database (outsideDigests.ts), its event no longer in the log as it was. */
  source: 'log' | 'outside';
}

/** A digest read from the copies kept outside the database: its event's id and place in the log, and its data. */
export interface OutsideDigestRef {
  id: string;
  position: LogPosition;
  data: DigestData;
}

export interface ChainReport {
  events: number;
  streams: number;
  /** Unhashed events before the first hashed one in the log: written before hashing began. */
  legacyEvents: number;
  /** Streams with at least one break. */
  brokenChains: number;
  /** Every break, up to `maxBreaks`; `breakCount` counts them all. */
  breaks: ChainBreak[];
  breakCount: number;
  digests: { checked: number; failed: number; problems: DigestProblem[] };
  /** The last position checked. */
  upTo: LogPosition | undefined;
  /** The root of the recomputed heads at the end, in the digests' own terms. */
  headsRoot: string;
}

interface Head {
  revision: bigint;
  /** The last event's stored hash; undefined while the stream's events predate hashing. */
  stored: string | undefined;
  /** The head recomputed from content alone. */
  computed: string | undefined;
  hashed: boolean;
}

interface PendingDigest {
  at: LogPosition;
  data: DigestData | undefined;
  upTo: LogPosition;
  source: 'log' | 'outside';
}

export interface ChainCheck {
  /** The next events of the log, in log order. */
  add(events: readonly ChainEvent[]): void;
  finish(): ChainReport;
}

const positionOf = (upTo: DigestData['upTo']): LogPosition => ({ commit: BigInt(upTo.commit), prepare: BigInt(upTo.prepare) });

/**
 * The digests to check: the log's, and the copies kept outside the database that the log does not hold as they were
 * written (a copy whose event is gone, or whose event now says something else, is checked on its own).
 */
function pendingDigests(digests: readonly RecordedEvent[], outside: readonly OutsideDigestRef[]): PendingDigest[] {
  const inLog = new Map<string, string | undefined>();
  const fromLog = digests.map((event): PendingDigest => {
    const parsed = auditEvents.StreamHeadsDigested.schema.safeParse(event.data);
    inLog.set(event.id, parsed.success ? parsed.data.signature : undefined);
    return parsed.success ? { at: event.position, data: parsed.data, upTo: positionOf(parsed.data.upTo), source: 'log' } : { at: event.position, data: undefined, upTo: event.position, source: 'log' };
  });
  const fromOutside = outside
    .filter((copy) => inLog.get(copy.id) !== copy.data.signature)
    .map((copy): PendingDigest => ({ at: copy.position, data: copy.data, upTo: positionOf(copy.data.upTo), source: 'outside' }));
  return [...fromLog, ...fromOutside].sort((a, b) => comparePositions(a.upTo, b.upTo));
}

export function createChainCheck({
  digests,
  outside = [],
  key,
  maxBreaks = 1_000,
}: {
  digests: readonly RecordedEvent[];
  outside?: readonly OutsideDigestRef[];
  key: Buffer;
  maxBreaks?: number;
}): ChainCheck {
  const heads = new Map<string, Head>();
  const tree = createHeadsTree();
  const breaks: ChainBreak[] = [];
  const brokenStreams = new Set<string>();
  const digestProblems: DigestProblem[] = [];
  let breakCount = 0;
  let events = 0;
  let legacyEvents = 0;
  let hashingBegan = false;
  let digestsChecked = 0;
  let last: LogPosition | undefined;

  const pending = pendingDigests(digests, outside);
  let nextDigest = 0;

  function broke(streamName: string, revision: bigint, problem: string) {
    brokenStreams.add(streamName);
    breakCount++;
    if (breaks.length < maxBreaks) breaks.push({ streamName, revision, problem });
  }

  function checkDigest({ at, data, upTo, source }: PendingDigest) {
    digestsChecked++;
    const fail = (problem: string) => digestProblems.push({ at, upTo: formatPosition(upTo), problem, source });
    if (!data) return fail('the digest is not one this version can read');
    if (!signatureHolds(key, data)) return fail('its signature does not hold: the digest was changed, or signed with another key');
    const found: string[] = [];
    if (data.events !== events) found.push(`${data.events} events were signed, ${events} are in the log up to there`);
    if (data.streams !== tree.streams) found.push(`${data.streams} streams were signed, ${tree.streams} are in the log up to there`);
    if (data.headsRoot !== tree.root()) found.push('the stream heads differ from those signed');
    if (found.length > 0) fail(found.join('; '));
  }

  /** Checks the digests that cover nothing at or after `position` (all that are left, without one). */
  function checkDigestsBefore(position?: LogPosition) {
    for (let digest = pending[nextDigest]; digest !== undefined; digest = pending[++nextDigest]) {
      if (position && comparePositions(digest.upTo, position) >= 0) return;
      checkDigest(digest);
    }
  }

  function add(page: readonly ChainEvent[]) {
    for (const event of page) {
      const nextPending = pending[nextDigest];
      if (nextPending && comparePositions(nextPending.upTo, event.position) < 0) checkDigestsBefore(event.position);
      const { streamName, revision } = event;
      let head = heads.get(streamName);
      if (!head) {
        head = { revision: -1n, stored: undefined, computed: undefined, hashed: false };
        heads.set(streamName, head);
      }
      const expected = head.revision + 1n;
      const problems: string[] = [];
      if (revision > expected) problems.push(expected === revision - 1n ? `revision ${expected} is missing` : `revisions ${expected} to ${revision - 1n} are missing`);
      else if (revision < expected) problems.push(`comes after revision ${head.revision}: out of order or repeated`);
      if (event.hash === undefined) {
        if (head.hashed || hashingBegan) problems.push('has no hash, though hashing had begun before it');
        else legacyEvents++;
        head.stored = undefined;
        head.computed = undefined;
      } else {
        hashingBegan = true;
        const { content } = event;
        const link = linkHash(head.stored ?? genesisHash, streamName, revision, content);
        if (link !== event.hash) problems.push('its hash does not match: the event was changed, or one before it');
        // Recomputed from content alone; the same link while the stream is intact.
        head.computed = head.computed === head.stored ? link : linkHash(head.computed ?? genesisHash, streamName, revision, content);
        head.stored = event.hash;
        head.hashed = true;
      }
      if (revision > head.revision) head.revision = revision;
      tree.set(streamName, { revision: head.revision, hash: head.computed });
      if (problems.length > 0) broke(streamName, revision, problems.join('; '));
      events++;
      last = event.position;
    }
  }

  function finish(): ChainReport {
    const beyond = last;
    // Digests covering no more than the log checked are checked now; one that covers more than the log holds means
    // events at its end are gone.
    for (let digest = pending[nextDigest]; digest !== undefined; digest = pending[++nextDigest]) {
      if (beyond && comparePositions(digest.upTo, beyond) <= 0) checkDigest(digest);
      else {
        digestsChecked++;
        digestProblems.push({ at: digest.at, upTo: formatPosition(digest.upTo), problem: 'it covers events past the end of the log: events at the end are missing', source: digest.source });
      }
    }
    return {
      events,
      streams: heads.size,
      legacyEvents,
      brokenChains: brokenStreams.size,
      breaks,
      breakCount,
      digests: { checked: digestsChecked, failed: digestProblems.length, problems: digestProblems },
      upTo: last,
      headsRoot: tree.root(),
    };
  }

  return { add, finish };
}
