// Whether the database answers, known without asking on every request: a request that failed to reach it says so at
// once, a query that got an answer says it is back, and otherwise a `select 1` runs at most once per `freshForMs`,
// shared by the requests that need the answer.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { isConnectionFailure } from './connectionFailure';

export interface DatabaseProbe {
  /** The last known answer if it is fresh; otherwise asks the database. Never rejects. */
  reachable(): Promise<boolean>;
  /** A request could not reach the database: believe it down until the next check. */
  failed(error: unknown): void;
}

/** One probe per database handle: apps built on the same handle (tests build several) share it and its one listener. */
const probes = new WeakMap<Knex, DatabaseProbe>();

export function createDatabaseProbe(db: Knex, logger: Pick<Logger, 'info' | 'warn'>, freshForMs = 1_000): DatabaseProbe {
  const existing = probes.get(db);
  if (existing) return existing;
  let known: { reachable: boolean; at: number } | undefined;
  let checking: Promise<boolean> | undefined;

  // Logged when the answer changes, not per request: an outage would otherwise write a line per visitor.
  function record(reachable: boolean, error?: unknown) {
    if (!reachable && known?.reachable !== false) logger.warn({ err: error }, 'database unreachable: answering 503 until it returns');
    if (reachable && known?.reachable === false) logger.info('database reachable again');
    known = { reachable, at: performance.now() };
  }

  // Any query that got an answer proves the database is back: without this, a request failing just before recovery
  // kept pages on the outage page for up to `freshForMs` while the API already answered.
  db.on('query-response', () => {
    if (known?.reachable === false) record(true);
  });

  function check(): Promise<boolean> {
    checking ??= db
      .raw('select 1')
      .then(
        () => record(true),
        // Any other failure is the request's own business: let it run and be answered as it deserves.
        (error: unknown) => record(!isConnectionFailure(error), error),
      )
      .then(() => known?.reachable !== false)
      .finally(() => {
        checking = undefined;
      });
    return checking;
  }

  const probe: DatabaseProbe = {
    reachable() {
      if (known && performance.now() - known.at < freshForMs) return Promise.resolve(known.reachable);
      return check();
    },
    failed(error) {
      record(false, error);
    },
  };
  probes.set(db, probe);
  return probe;
}
