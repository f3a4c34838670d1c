// Tamper evidence where people read (issue 27, item 6): what the audit's timeline, payment history and state-as-of
// answers say about the hash chains of the streams they show, and how recent a verification the overview expects.

/**
 * What the check on read found at one event of a stream:
 * - 'hash': its content no longer matches its hash (it was changed after it was recorded, or the event before it was
 *   changed and rehashed);
 * - 'missing': revisions before it, or between it and the stream's signed end, are gone (deleted);
 * - 'unhashed': it carries no hash, though the event before it in its stream does;
 * - 'head': the stream's end differs from the last signed digest (its last events removed, or rewritten and rehashed);
 * - 'stream': the event itself holds, but another event of its stream fails one of the checks above.
 */
export type ChainCheck = 'hash' | 'missing' | 'unhashed' | 'head' | 'stream';

/** Why one event is marked: which check failed, in a plain sentence. */
export interface ChainFinding {
  check: ChainCheck;
  problem: string;
}

/** One failure in a stream the answer shows: where it is, and what is wrong there. */
export interface ChainProblem {
  streamName: string;
  revision: number;
  check: Exclude<ChainCheck, 'stream'>;
  problem: string;
}

/** Said at the top of an answer: whether every stream it shows holds its chain, and if not, what and what to do. */
export interface ChainIntegrity {
  ok: boolean;
  /** How many of the events shown are marked. */
  markedEvents: number;
  /** A sentence naming the problem; null when ok. */
  summary: string | null;
  /** What an auditor or admin should do about it; null when ok. */
  whatToDo: string | null;
  problems: ChainProblem[];
}

/** An event folded into a state-as-of answer whose stream fails its chain. */
export interface MarkedEvent {
  position: string;
  revision: number;
  type: string;
  chain: ChainFinding[];
}

/** The overview warns when the log has not been verified for longer than this. */
export const VERIFICATION_STALE_DAYS = 7;
