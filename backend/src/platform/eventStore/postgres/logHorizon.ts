// The PostgreSQL log shows an event only once every transaction older than its own has ended, anywhere on the server
// (postgresEventStore.ts), other databases' included. A reader that must see what was just committed (a restore's
// rebuild of the read models, a spec reading its own appends) waits for that first.

/** Runs one statement with no parameters (pg's `query`, knex's `raw`). */
type RunSql = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Resolves true once everything committed before the call is visible in the log, false after `timeoutMs`. */
export async function untilCommittedIsVisible(run: RunSql, timeoutMs = 30_000): Promise<boolean> {
  const { rows } = await run('select pg_current_xact_id()::text as xid');
  const xid = String(rows[0]?.xid ?? '0');
  if (!/^\d+$/.test(xid)) throw new Error(`unexpected transaction id ${xid}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Raw ids on both sides: a restored log's shift (restoredPositions.ts) moves stored positions, not these.
    const { rows: passed } = await run(`select pg_snapshot_xmin(pg_current_snapshot()) > '${xid}'::xid8 as passed`);
    if (passed[0]?.passed === true) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
