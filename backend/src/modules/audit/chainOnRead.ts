// The hash-chain check the audit's pages make as they read (issue 27, item 6): cheap, so it runs on every timeline,
// payment history and state-as-of. It looks at the events shown and their neighbours in their streams (read with them),
// never at a whole shared stream: a coupon redeemed by ten thousand bookings costs three events, not ten thousand; a
// whole stream (the state as of an event) is also held to its end as the last signed digest saw it
// (audit_stream_heads). What it finds: an event whose content no longer matches its hash, a deleted neighbour or
// indexed event, a hash missing where hashing had begun, a signed end removed or rewritten. What it cannot (a stream
// rewritten and rehashed consistently from an event to its end, a break far from the events shown): `npm run audit --
// verify`, which checks every chain against the signed digests, also those kept outside the database.
import type { AuditEvent } from '@margdarshak/contracts/api/audit';
import type { ChainFinding, ChainIntegrity, ChainProblem } from '@margdarshak/contracts/api/auditIntegrity';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { EventRef } from '../../platform/eventStore/eventStore';
import { contentHash, genesisHash, linkHash } from '../../platform/eventStore/hashChain';

/** A stream's end as the last signed digest covered it. */
export interface SignedHead {
  revision: bigint;
  /** Null for a stream whose last event then predated hashing. */
  hash: string | null;
}

const linkHolds = (event: RecordedEvent, previousHash: string) => linkHash(previousHash, event.streamName, event.revision, contentHash(event.type, event.data, event.metadata)) === event.hash;

function streamProblems(streamName: string, byRevision: ReadonlyMap<bigint, RecordedEvent>, shown: readonly bigint[], signed: SignedHead | undefined): ChainProblem[] {
  const problems: ChainProblem[] = [];
  const add = (revision: bigint, check: ChainProblem['check'], problem: string) => problems.push({ streamName, revision: Number(revision), check, problem });
  const last = [...byRevision.keys()].reduce((max, revision) => (revision > max ? revision : max), -1n);
  for (const revision of shown) {
    if (!byRevision.has(revision)) {
      add(revision, 'missing', `Revision ${revision}, which the audit index lists for this booking, is missing from the log: it was deleted.`);
      continue;
    }
    if (revision > 0n && !byRevision.has(revision - 1n)) add(revision, 'missing', `The event before revision ${revision} (revision ${revision - 1n}) is missing: it was deleted.`);
    if (!byRevision.has(revision + 1n) && last > revision + 1n) add(revision, 'missing', `The event after revision ${revision} (revision ${revision + 1n}) is missing: it was deleted.`);
  }
  // Every event read whose predecessor was read too (or that starts the stream) has its link checked: the events shown,
  // and the one after each, which holds the event before it to the hash it carries.
  for (const [revision, event] of byRevision) {
    const previous = revision === 0n ? undefined : byRevision.get(revision - 1n);
    if (revision > 0n && !previous) continue;
    if (event.hash === undefined) {
      if (previous?.hash !== undefined) add(revision, 'unhashed', `Revision ${revision} (${event.type}) has no hash, though the event before it has one: it was written around the product.`);
      continue;
    }
    // After an event written before hashing began, a stream's chain starts again from genesis (as append_events does).
    if (!linkHolds(event, previous?.hash ?? genesisHash)) {
      add(revision, 'hash', `Revision ${revision} (${event.type}) does not match its hash: it was changed after it was recorded, or the event before it was changed and rehashed.`);
    }
  }
  if (signed) {
    const end = byRevision.get(signed.revision);
    if (!end) add(signed.revision, 'head', `Revision ${signed.revision}, where this stream ended when the last digest was signed, is gone: events were removed from it.`);
    else if (signed.hash !== null && end.hash !== signed.hash)
      add(signed.revision, 'head', `Revision ${signed.revision} (${end.type}) no longer carries the hash the last signed digest holds for it: it was rewritten and rehashed.`);
  }
  return problems;
}

/**
 * The problems in the streams of the events asked for, from what was read: those events, their neighbours, and each
 * stream's signed end (when a digest has covered it). An event asked for and not read was deleted.
 */
export function chainProblems(read: readonly RecordedEvent[], shown: readonly EventRef[], signed: ReadonlyMap<string, SignedHead>): ChainProblem[] {
  const streams = new Map<string, { byRevision: Map<bigint, RecordedEvent>; shown: bigint[] }>();
  for (const event of shown) {
    const stream = streams.get(event.streamName) ?? { byRevision: new Map<bigint, RecordedEvent>(), shown: [] as bigint[] };
    stream.shown.push(event.revision);
    streams.set(event.streamName, stream);
  }
  for (const event of read) streams.get(event.streamName)?.byRevision.set(event.revision, event);
  return [...streams].flatMap(([name, stream]) => streamProblems(name, stream.byRevision, stream.shown, signed.get(name)));
}

/** Why one event is marked: its own failures, and those of other events of its stream. */
export function findingsFor(event: { streamName: string; revision: number }, problems: readonly ChainProblem[]): ChainFinding[] {
  const inStream = problems.filter((problem) => problem.streamName === event.streamName);
  return [
    ...inStream.filter((problem) => problem.revision === event.revision).map(({ check, problem }) => ({ check, problem })),
    // 'stream' says the failure is another event's; the sentence names that event's revision.
    ...inStream.filter((problem) => problem.revision !== event.revision).map(({ problem }) => ({ check: 'stream' as const, problem })),
  ];
}

const whatToDo =
  'Do not act on what the marked events say (amounts, refunds, statuses) until this is explained. Run npm run audit -- verify to check the whole log against its signed digests, compare the money with the payment gateway’s own records (reconciliation), and keep this page for whoever looks after the database.';

/** What the top of an answer says, given its problems and how many of the events shown are marked. */
export function integrityOf(problems: readonly ChainProblem[], shown: number, marked: number): ChainIntegrity {
  if (problems.length === 0) return { ok: true, markedEvents: 0, summary: null, whatToDo: null, problems: [] };
  const streams = [...new Set(problems.map((problem) => problem.streamName))];
  const summary = `The log was changed outside the product: ${streams.length === 1 ? `stream ${streams[0]} fails` : `${streams.length} streams fail`} its hash chain, and ${marked} of the ${shown} events shown ${marked === 1 ? 'is' : 'are'} marked. What ${marked === 1 ? 'it says' : 'they say'} may not be what was recorded.`;
  return { ok: false, markedEvents: marked, summary, whatToDo, problems: [...problems] };
}

/** The events with their findings, and the integrity said at the top. */
export function withChain(events: readonly AuditEvent[], problems: readonly ChainProblem[]): { integrity: ChainIntegrity; events: AuditEvent[] } {
  const marked = events.map((event) => ({ ...event, chain: problems.length === 0 ? [] : findingsFor(event, problems) }));
  return { integrity: integrityOf(problems, events.length, marked.filter((event) => event.chain.length > 0).length), events: marked };
}
