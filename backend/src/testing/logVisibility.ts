// The PostgreSQL log shows an event only once every transaction older than its own has ended, anywhere on the server
// (postgresEventStore.ts), and the spec files running beside each other share one server: a spec that reads the log
// right after its own appends first waits until those are out from under the other files' open transactions.
import type pg from 'pg';

/** Resolves once everything committed before the call is visible in the log (or after `timeoutMs`, to read anyway). */
export function logSettler(pool: pg.Pool, timeoutMs = 10_000): () => Promise<void> {
  return async () => {
    const { rows } = await pool.query<{ xid: string }>('select pg_current_xact_id()::text as xid');
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows: passed } = await pool.query<{ passed: boolean }>('select pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 as passed', [rows[0]?.xid]);
      if (passed[0]?.passed) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
}
