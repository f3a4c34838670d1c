// The processors' schedule, kept in PostgreSQL so that it survives restarts and runs once with several API copies: one
// row per job, its id derived from the processor, the kind and the causing event, so planning it again is a no-op.
import type { Knex } from 'knex';
import type { LogPosition, RecordedEvent } from '@margdarshak/contracts/log';
import type { JobSpec, Planned } from './jobSpec';

export const jobsTable = 'processor_jobs';

export async function migrateJobs(db: Knex): Promise<void> {
  await db.raw(`
create table if not exists ${jobsTable} (
  id text primary key,
  processor text not null,
  kind text not null,
  payload jsonb not null,
  awaited boolean not null,
  causation_id uuid not null,
  causation_type text not null,
  correlation_id text,
  caused_commit bigint not null,
  caused_prepare bigint not null,
  due_at timestamptz not null,
  next_attempt_at timestamptz not null,
  attempts integer not null default 0,
  last_error text,
  done_at timestamptz,
  outcome text,
  created_at timestamptz not null default now()
);
create index if not exists processor_jobs_pending on ${jobsTable} (next_attempt_at) where done_at is null;
create index if not exists processor_jobs_correlation on ${jobsTable} (correlation_id) where done_at is null;`);
}

export interface JobRow {
  id: string;
  processor: string;
  kind: string;
  payload: JobSpec;
  awaited: boolean;
  causationId: string;
  correlationId: string | null;
  causedAt: LogPosition;
  attempts: number;
}

export const jobId = (processor: string, kind: string, key: string | undefined, eventId: string) => `${processor}:${kind}${key ? `:${key}` : ''}:${eventId}`;

export function jobRecord(processor: string, event: RecordedEvent, job: Planned<JobSpec>, awaited: boolean) {
  const { dueAt, key, ...payload } = job;
  return {
    id: jobId(processor, job.kind, key, event.id),
    processor,
    kind: job.kind,
    payload: JSON.stringify(payload),
    awaited,
    causation_id: event.id,
    causation_type: event.type,
    correlation_id: event.metadata.correlationId ?? null,
    caused_commit: String(event.position.commit),
    caused_prepare: String(event.position.prepare),
    due_at: dueAt,
    next_attempt_at: dueAt,
  };
}

interface Row {
  id: string;
  processor: string;
  kind: string;
  payload: JobSpec;
  awaited: boolean;
  causation_id: string;
  correlation_id: string | null;
  caused_commit: string;
  caused_prepare: string;
  attempts: number;
}

const toJob = (row: Row): JobRow => ({
  id: row.id,
  processor: row.processor,
  kind: row.kind,
  payload: row.payload,
  awaited: row.awaited,
  causationId: row.causation_id,
  correlationId: row.correlation_id,
  causedAt: { commit: BigInt(row.caused_commit), prepare: BigInt(row.caused_prepare) },
  attempts: row.attempts,
});

/** Jobs due by `now` that are not done, those a request waits for first, then soonest first; not those in `running`. */
export async function dueJobs(db: Knex, now: Date, limit: number, running: ReadonlySet<string>): Promise<JobRow[]> {
  const query = db<Row>(jobsTable)
    .select('*')
    .whereNull('done_at')
    .andWhere('next_attempt_at', '<=', now)
    .orderBy([{ column: 'awaited', order: 'desc' }, { column: 'next_attempt_at' }])
    .limit(limit);
  if (running.size > 0) void query.whereNotIn('id', [...running]);
  return (await query).map(toJob);
}

export async function markDone(db: Knex, id: string, outcome: string): Promise<void> {
  await db(jobsTable).where({ id }).update({ done_at: db.fn.now(), outcome, last_error: null });
}

export async function markAgain(db: Knex, id: string, at: Date): Promise<void> {
  await db(jobsTable).where({ id }).update({ next_attempt_at: at });
}

export async function markFailed(db: Knex, id: string, error: string, retryAt: Date): Promise<void> {
  await db(jobsTable)
    .where({ id })
    .update({ attempts: db.raw('attempts + 1'), last_error: error.slice(0, 2_000), next_attempt_at: retryAt });
}

/** Awaited jobs of a correlation that are due, not done, and have not failed yet: what its request still waits for. */
export async function awaitedPending(db: Knex, correlationId: string, now: Date): Promise<number> {
  const [row] = await db(jobsTable).where({ correlation_id: correlationId, awaited: true, attempts: 0 }).whereNull('done_at').andWhere('next_attempt_at', '<=', now).count<{ n: string }[]>({ n: '*' });
  return Number(row?.n ?? 0);
}

export interface JobsSummary {
  pending: number;
  failing: number;
  oldestDueAt: string | null;
}

/** One processor's jobs due by now and not done; `failing` of them failed at least once and are retrying. */
export interface ProcessorJobs {
  processor: string;
  due: number;
  failing: number;
  oldestDueAt: string | null;
}

/** For health, the back office and /metrics: per processor, its jobs due and not done, and those that failed at least once. */
export async function jobsByProcessor(db: Knex, now: Date): Promise<ProcessorJobs[]> {
  const rows: { processor: string; due: string; failing: string; oldest: Date | null }[] = await db(jobsTable)
    .whereNull('done_at')
    .andWhere('due_at', '<=', now)
    .groupBy('processor')
    .orderBy('processor')
    .select('processor', db.raw('count(*) as due'), db.raw('count(*) filter (where attempts > 0) as failing'), db.raw('min(due_at) as oldest'));
  return rows.map((row) => ({ processor: row.processor, due: Number(row.due), failing: Number(row.failing), oldestDueAt: row.oldest?.toISOString() ?? null }));
}

/** All processors' jobs together: how many are due, how many are retrying, the oldest due. */
export function jobsSummary(byProcessor: readonly ProcessorJobs[]): JobsSummary {
  const oldest =
    byProcessor
      .map((jobs) => jobs.oldestDueAt)
      .filter((at) => at !== null)
      .sort()[0] ?? null;
  return { pending: byProcessor.reduce((sum, jobs) => sum + jobs.due, 0), failing: byProcessor.reduce((sum, jobs) => sum + jobs.failing, 0), oldestDueAt: oldest };
}
