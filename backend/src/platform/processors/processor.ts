// What a processor is: for the event types it handles, a pure plan of the work each event asks for (jobs, each with a
// due time), and how to do one job. The machinery (scheduler.ts, worker.ts) owns checkpoints, locks, retries, backoff
// and the schedule; a processor's own file says only what follows from what.
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { Actor } from '../commandHandler';
import type { AppDeps } from '../deps';
import type { JobSpec, Planned } from './jobSpec';

export type { JobSpec, Planned };

/** Run says the job is done by returning nothing, or asks to look again later (a payment not captured yet). */
// biome-ignore lint/suspicious/noConfusingVoidType: most jobs only act and are written as Promise<void> functions; void lets them be jobs as they are
export type JobOutcome = void | { again: Date };

export interface JobContext {
  /** The app's dependencies; appends through this event store are counted as the job's. */
  deps: AppDeps;
  /** The system acting on the causing event: its events carry its correlation and causation ids. */
  actor: Actor;
  /** The causing event's position, for reads that must have seen it. */
  causedAt: { commit: bigint; prepare: bigint };
  /** How many times this job failed before. */
  attempts: number;
}

export interface Processor<Job extends JobSpec = JobSpec> {
  /** Unique and stable: part of every job's id. */
  name: string;
  eventTypes: readonly string[];
  /**
   * Of those, the types whose jobs the request that appended them waits for, when they are due at once (read your
   * workflow: a cancellation answers once its refund is issued). The others run in the background (a mail).
   */
  awaits?: readonly string[];
  /**
   * 'start' (the default): every event in the log, so past work left half done is finished when the processor first
   * runs. 'deployment': only events after the log's head when it first ran, for effects history must not repeat (mails).
   */
  from?: 'start' | 'deployment';
  /** Pure, and deterministic for a given event: a replay plans the same jobs (known ones are not planned twice). */
  plan(event: RecordedEvent): Planned<Job>[];
  /**
   * Does one job idempotently: it may run again after a crash, or beside another copy of itself. A DomainError is a
   * refusal for good (recorded, not retried); any other failure is retried with a growing back-off, for as long as it
   * takes.
   */
  run(job: Job, context: JobContext): Promise<JobOutcome>;
}

/** Keeps the processor's own job type while listing processors of different job types together. */
export const processor = <Job extends JobSpec>(definition: Processor<Job>): Processor => definition as unknown as Processor;

/** The event's instant plus `ms`: due times are derived from the event, so a replay plans the same schedule. */
export const after = (event: RecordedEvent, ms: number) => new Date(Date.parse(event.metadata.at) + ms);
export const atOnce = (event: RecordedEvent) => new Date(event.metadata.at);
