// `npm run audit -- verify`: recomputes every hash chain and signed digest over the whole log (the digests kept outside
// the database too), rebuilds every read model into a scratch schema and compares it row by row with the live one,
// records the outcome in the log itself (AuditVerificationCompleted on audit-verifications, where GET
// /api/audit/verification reads it), and signs a digest that covers that record, so deleting it is noticed next time.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { auditEvents, type AuditVerificationCompleted } from '@margdarshak/contracts/events/audit';
import { formatPosition } from '@margdarshak/contracts/api/audit';
import { comparePositions, startOfLog, type LogPosition } from '@margdarshak/contracts/log';
import { delay } from '@margdarshak/projections/advisoryLock';
import type { Projection } from '@margdarshak/projections/projection';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { metadataOf } from '../../platform/commandHandler';
import type { EventStore } from '../../platform/eventStore/eventStore';
import { chainEventOf, type ChainEvent, type ChainLog } from '../../platform/eventStore/hashChain';
import { createChainCheck, type ChainReport } from './chainCheck';
import { appendHeadsDigest, underDigestLock } from './digests';
import { digestKey } from './headsDigest';
import { auditDigestsStream, auditVerificationsStream } from './integrityStreams';
import { digestErrorProblem, outsideCheck, type OutsideReport } from './outsideCheck';
import { neverWritten, readOutsideDigests, unwritableFolder } from './outsideDigests';
import { checkReadModels, type ReadModelReport } from './readModelCheck';

export interface VerifyDeps {
  db: Knex;
  eventStore: EventStore;
  clock: Clock;
  serverSecret: string;
  /** Where the digests kept outside the database are (AUDIT_DIGEST_DIR). */
  config: Pick<Config, 'auditDigestDir'>;
  /** The read models to rebuild and compare (the registry's, in the product). */
  projections: readonly Projection[];
  /**
   * The log as the chains are checked from: the PostgreSQL log's own reader (hashing the stored text, no parsing) where
   * the log is in PostgreSQL; without it, the event store's readAll, hashing the parsed values (any store).
   */
  chainLog?: ChainLog;
}

export interface VerifyOptions {
  /** false: check the chains and digests only. */
  readModels?: boolean;
  /** false: do not append AuditVerificationCompleted, nor the digest that follows it (a dry run). */
  record?: boolean;
  /** Events per page of the log (default 5,000). */
  pageSize?: number;
  onProgress?: (phase: 'chains' | 'read models', eventsRead: number) => void;
}

export interface VerifyReport {
  ok: boolean;
  startedAt: Date;
  completedAt: Date;
  chains: ChainReport;
  /** The digests kept outside the database: where, in what state, and what is wrong with them. */
  outside: OutsideReport;
  chainSeconds: number;
  readModels: ReadModelReport | undefined;
  durationMs: number;
  /** Where the result was recorded; absent for a dry run. */
  recordedAt?: LogPosition;
  /** The digest signed after the record (or why it could not be); absent for a dry run. */
  digest?: { position: LogPosition } | { error: string };
}

/** Everything a verification found, one sentence each: what the overview and the Audit card name. */
function verificationProblems(report: VerifyReport): string[] {
  const { chains, outside, readModels, digest } = report;
  return [
    ...chains.breaks.map((b) => `${b.streamName} revision ${b.revision}: ${b.problem}`),
    ...chains.digests.problems.map((d) => `The digest ${d.source === 'outside' ? 'copied outside the database ' : ''}covering up to ${d.upTo}: ${d.problem}`),
    ...outside.problems,
    ...(readModels?.differences ?? []).map((d) => `Read model ${d.table}: ${d.differing} rows differ from a rebuild`),
    ...(digest && 'error' in digest ? [digestErrorProblem(digest.error)] : []),
  ];
}

/** The chain's view of the log through the port: any store, each event's content hashed from its parsed values. */
export const chainLogOf = (eventStore: Pick<EventStore, 'readAll'>): ChainLog => ({
  read: async (after, maxCount) => (await eventStore.readAll({ after, maxCount })).map(chainEventOf),
});

/** Reads the whole log in order, a page ahead of the one being checked, up to (at least) `until`. */
async function* wholeLog(log: ChainLog, until: LogPosition | undefined, pageSize: number): AsyncGenerator<ChainEvent[]> {
  const read = (after: LogPosition) => {
    const page = log.read(after, pageSize);
    page.catch(() => {});
    return page;
  };
  let position = startOfLog;
  let next = read(position);
  // An append begun before `until` and still open hides what follows it for a moment: look again, for a while.
  for (let idle = 0; ; ) {
    const page = await next;
    const last = page.at(-1);
    if (!last) {
      if (!until || comparePositions(position, until) >= 0) return;
      // Not a difference in the log, but no verdict either: say so rather than check less than the head.
      if (++idle > 250) throw new Error(`The log could not be read up to its head (${formatPosition(until)}) for 5 s: an append stays open; try again`);
      await delay(20);
      next = read(position);
      continue;
    }
    idle = 0;
    position = last.position;
    const done = until !== undefined && comparePositions(position, until) >= 0;
    if (!done) next = read(position);
    yield page;
    if (done) return;
  }
}

export async function verifyLog(deps: VerifyDeps, options: VerifyOptions = {}): Promise<VerifyReport> {
  const { eventStore, clock } = deps;
  const { pageSize = 5_000, onProgress } = options;
  const startedAt = clock.now();
  const started = performance.now();

  // The copies outside first, then the log's digests, then the head: a copy is written after its digest is appended,
  // so every copy read names a digest already in the log, and every digest read is within the log checked.
  const key = digestKey(deps.serverSecret);
  const readCopies = () => readOutsideDigests(deps.db, deps.config.auditDigestDir, key);
  const readDigests = async () => (await eventStore.readStream(auditDigestsStream)).filter((e) => e.type === 'StreamHeadsDigested');
  let outsideLog = await readCopies();
  let digests = await readDigests();
  if (outsideLog.state === 'not written yet') {
    const verified = (await eventStore.readEvents([{ streamName: auditVerificationsStream, revision: 0n }])).length > 0;
    if (digests.length > 0 || verified) {
      // Not a first run. A digest appended meanwhile may be having its copy written: look again while none is.
      [outsideLog, digests] = await underDigestLock(deps.db, async () => [await readCopies(), await readDigests()] as const);
      outsideLog = neverWritten(outsideLog, { digests: digests.length, verified });
    }
  }
  const head = await eventStore.headPosition();
  const chain = createChainCheck({ digests, outside: outsideLog.digests, key });
  let read = 0;
  for await (const page of wholeLog(deps.chainLog ?? chainLogOf(eventStore), head, pageSize)) {
    chain.add(page);
    read += page.length;
    onProgress?.('chains', read);
  }
  const chains = chain.finish();
  const outside = outsideCheck(outsideLog, digests, chains);
  // The digest signed after a verification is copied outside: its record says so now when that cannot be done.
  const unwritable = options.record === false ? undefined : await unwritableFolder(deps.config.auditDigestDir);
  if (unwritable) outside.problems.push(unwritable);
  const chainSeconds = (performance.now() - started) / 1000;

  const readModels = options.readModels === false ? undefined : await checkReadModels({ db: deps.db, eventStore, projections: deps.projections, onProgress: (n) => onProgress?.('read models', n) });

  const ok = chains.breakCount === 0 && chains.digests.failed === 0 && outside.problems.length === 0 && (readModels?.differences.length ?? 0) === 0;
  const completedAt = clock.now();
  const report: VerifyReport = { ok, startedAt, completedAt, chains, outside, chainSeconds, readModels, durationMs: Math.round(performance.now() - started) };
  if (options.record !== false) {
    report.recordedAt = await recordVerification(deps, report);
    report.digest = await appendHeadsDigest(deps, { role: 'system' }, report.recordedAt).then(
      ({ position }) => ({ position }),
      (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
    );
    // Without that digest (or its copy), deleting this verification's record would go unnoticed: not a pass.
    if ('error' in report.digest) report.ok = false;
  }
  return report;
}

const positionJson = (position: LogPosition | undefined) => ({ commit: String((position ?? startOfLog).commit), prepare: String((position ?? startOfLog).prepare) });

export function verificationData(report: VerifyReport): AuditVerificationCompleted['data'] {
  const { chains, readModels } = report;
  return {
    startedAt: report.startedAt.toISOString(),
    completedAt: report.completedAt.toISOString(),
    ok: report.ok,
    upTo: positionJson(chains.upTo),
    events: chains.events,
    streams: chains.streams,
    legacyEvents: chains.legacyEvents,
    brokenChains: chains.brokenChains,
    breaks: chains.breaks.slice(0, 20).map((b) => ({ streamName: b.streamName, revision: String(b.revision), problem: b.problem })),
    digests: { checked: chains.digests.checked, failed: chains.digests.failed },
    readModels: { checked: readModels?.tables ?? 0, differing: readModels?.differences.map((d) => d.table) ?? [] },
    durationMs: report.durationMs,
    problems: verificationProblems(report).slice(0, 20),
    outsideDigests: { state: report.outside.state, digests: report.outside.digests, failed: report.outside.failed },
  };
}

async function recordVerification(deps: VerifyDeps, report: VerifyReport): Promise<LogPosition> {
  const data = auditEvents.AuditVerificationCompleted.schema.parse(verificationData(report));
  const metadata = { ...metadataOf({ role: 'system', correlationId: randomUUID() }, deps.clock.now()), version: auditEvents.AuditVerificationCompleted.version };
  const { position } = await deps.eventStore.appendToStream(auditVerificationsStream, [{ type: 'AuditVerificationCompleted', data, metadata }]);
  return position;
}
