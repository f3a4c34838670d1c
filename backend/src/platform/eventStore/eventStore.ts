// The event-store port. Two adapters implement it (postgres/, eventStoreDb/) and pass one contract suite.
import type { EventMetadata, LogPosition, RecordedEvent } from '@margdarshak/contracts/log';

/** 'any': no check; 'no_stream': the stream must not exist; a bigint: the stream's last revision must be exactly this. */
export type ExpectedRevision = 'any' | 'no_stream' | bigint;

export interface NewEvent {
  /** Stable id makes the append idempotent: appending an event whose id is already in the stream is a no-op. */
  id?: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface AppendResult {
  /** Revision of the stream's last event after the append. */
  nextExpectedRevision: bigint;
  /** Log position of the last appended event (for read-your-writes waits). */
  position: LogPosition;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Absent: from the start of the log. */
  after?: LogPosition;
  maxCount: number;
}

/** What the audit narrows the log to (GET /api/audit/events); every field given must match. */
export interface LogFilter {
  streamPrefix?: string;
  type?: string;
  /** metadata.at, ISO instants (toISOString's form): from included, to excluded. */
  from?: string;
  to?: string;
  /** Who: a user id, or a role ('system': the system's events, and events recorded with no role). */
  actor?: { userId: string } | { role: string };
  correlationId?: string;
}

export interface FilteredReadOptions extends ReadAllOptions {
  filter: LogFilter;
  /** Exclusive: events strictly before this position. Absent: up to the end of the log. */
  before?: LogPosition;
  /** 'backwards': the newest matching events between `after` and `before` first. Default 'forwards'. */
  direction?: 'forwards' | 'backwards';
}

/** One event by its stream and revision. */
export interface EventRef {
  streamName: string;
  revision: bigint;
}

export interface SubscribeOptions {
  after?: LogPosition;
  /** Largest batch yielded at once. */
  batchSize?: number;
  signal?: AbortSignal;
}

export interface EventStore {
  appendToStream(streamName: string, events: NewEvent[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  /** Events of one stream in revision order, from `fromRevision` on (the start by default); [] when there are none. */
  readStream(streamName: string, options?: { fromRevision?: bigint }): Promise<RecordedEvent[]>;
  /** A page of the global log in position order, only ever showing events no later subscriber read could skip. */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * readAll narrowed by a filter: up to maxCount matching events between `after` and `before`, in log order (or, reading
   * backwards, the last ones first), with readAll's guarantee.
   */
  readAllFiltered(options: FilteredReadOptions): Promise<RecordedEvent[]>;
  /** The events named, in log order; refs naming no event are left out. */
  readEvents(refs: readonly EventRef[]): Promise<RecordedEvent[]>;
  /**
   * The position of the last event committed so far, one's own appends included; undefined for an empty log. readAll
   * and subscriptions reach it once every append begun before it has ended, so waiting for it waits for all of them.
   */
  headPosition(): Promise<LogPosition | undefined>;
  /** Catch-up, then live: yields batches in log order until the signal aborts. */
  subscribeToAll(options?: SubscribeOptions): AsyncIterable<RecordedEvent[]>;
  close(): Promise<void>;
}

/** Thrown when the expected revision does not match; the command handler retries on it. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamName}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
