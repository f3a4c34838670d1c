// Spec files running beside each other share one PostgreSQL server, whose open transactions hide every newer event of
// the log (platform/eventStore/postgres/logHorizon.ts): a spec that reads the log right after its own appends waits first.
import type pg from 'pg';
import { untilCommittedIsVisible } from '../platform/eventStore/postgres/logHorizon';

/** Resolves once everything committed before the call is visible in the log (or after `timeoutMs`, to read anyway). */
export function logSettler(pool: pg.Pool, timeoutMs = 10_000): () => Promise<void> {
  return async () => {
    await untilCommittedIsVisible((sql) => pool.query(sql), timeoutMs);
  };
}
