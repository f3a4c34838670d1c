// How long a request waits on a database that does not answer. Without limits pg waits on a silent host as long as the
// operating system does (minutes) and knex 60 s for a pooled connection: every request would hang instead of
// answering 503 at once.
import type { Knex } from 'knex';

/** Opening a connection (TCP, TLS, authentication) must finish within this (pg `connectionTimeoutMillis`). */
export const connectTimeoutMs = 3_000;

/** A query waits at most this long for a pooled connection, opening one included (knex `acquireConnectionTimeout`). */
export const acquireTimeoutMs = 5_000;

/** knex on PostgreSQL with the limits above; the pool opens connections on demand and drops broken ones. */
export function knexConfig(connectionString: string, poolSize = 10): Knex.Config {
  return {
    client: 'pg',
    connection: { connectionString, connectionTimeoutMillis: connectTimeoutMs },
    pool: { min: 0, max: poolSize },
    acquireConnectionTimeout: acquireTimeoutMs,
  };
}
