// How long a request waits on a database that does not answer. Without limits pg waits on a silent host as long as the
// operating system does (minutes) and knex 60 s for a pooled connection: every request would hang instead of
// answering 503 at once.
import type { Knex } from 'knex';
import type { Logger } from 'pino';

/** Opening a connection (TCP, TLS, authentication) must finish within this (pg `connectionTimeoutMillis`). */
export const connectTimeoutMs = 3_000;

/** A query waits at most this long for a pooled connection, opening one included (knex `acquireConnectionTimeout`). */
export const acquireTimeoutMs = 5_000;

/** knex's own warnings about a broken or refused connection: one per connection, hence a flood during an outage. */
const connectionWarning = /^(Connection Error|Acquire connection error)/;

/**
 * knex on PostgreSQL with the limits above; the pool opens connections on demand and drops broken ones. knex prints
 * its warnings on the console: they go to our log instead, those about connections at debug level (the outage itself
 * is logged once, by the database probe).
 */
export function knexConfig(connectionString: string, logger: Pick<Logger, 'debug' | 'warn' | 'error'>, poolSize = 10, { derived = false } = {}): Knex.Config {
  return {
    client: 'pg',
    // Derived data (read models, the processors' bookkeeping) commits without waiting for its WAL to reach the disk: a
    // crash can lose only the last such commits, never one before a commit that did wait (the WAL is written in
    // order), and what was lost is replayed from the log, which always waits.
    connection: { connectionString, connectionTimeoutMillis: connectTimeoutMs, ...(derived ? { options: '-c synchronous_commit=off' } : {}) },
    pool: { min: 0, max: poolSize },
    acquireConnectionTimeout: acquireTimeoutMs,
    log: {
      warn: (message: unknown) => logger[connectionWarning.test(String(message)) ? 'debug' : 'warn']({ knex: String(message) }, 'knex warning'),
      error: (message: unknown) => logger.error({ knex: String(message) }, 'knex error'),
      debug: (message: unknown) => logger.debug({ knex: String(message) }, 'knex debug'),
      deprecate: (method: string, alternative: string) => logger.warn(`knex: ${method} is deprecated, use ${alternative}`),
    },
  };
}
