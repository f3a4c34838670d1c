// The shape of the event log as every reader sees it, whichever store holds it.

/**
 * A place in the global log. PostgreSQL: commit = the appending transaction's id, prepare = the row's sequence;
 * EventStoreDB: its own commit/prepare positions. Ordered by commit, then prepare.
 */
export interface LogPosition {
  commit: bigint;
  prepare: bigint;
}

export interface EventMetadata {
  /** Who caused the change; absent for system actions (seeds, reconcilers). */
  userId?: string;
  role?: 'student' | 'counsellor' | 'admin' | 'auditor' | 'parent' | 'system';
  /** ISO instant the command was handled. */
  at: string;
  correlationId?: string;
  causationId?: string;
  /** Schema version of `data` for this event type. */
  version?: number;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  streamName: string;
  /** 0-based position of the event inside its stream. */
  revision: bigint;
  position: LogPosition;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  /**
   * Tamper evidence: SHA-256 over the stream, revision, type, data, metadata and the previous event's hash in the stream
   * (backend/src/platform/eventStore/hashChain.ts). Stored in the event's metadata, handed out here instead so that the
   * metadata reads as it was written. Absent on events appended before hashing began.
   */
  hash?: string;
}

export const startOfLog: LogPosition = { commit: 0n, prepare: 0n };

export function comparePositions(a: LogPosition, b: LogPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function formatPosition(p: LogPosition): string {
  return `${p.commit}/${p.prepare}`;
}
