// One answer to "did this fail because the database (or the event log) cannot be reached?", whichever driver threw it,
// and to "may the very same work succeed if tried again?". Neither is a bug: the HTTP edge answers 503 with
// Retry-After, a projection waits it out without blaming an event, and the product recovers when the server returns.

/** Socket-level failures: nobody listening, the connection cut, the host or network unreachable, a name not resolved. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * recovering), 53300 too_many_connections. Class 08 (connection exception) is matched by its prefix.
 */
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300']);

/** Driver messages with no code: pg's lost or timed-out connections, knex's wait for a pooled connection. */
const messages = [
  /Connection terminated/i, // pg: "… unexpectedly", "… due to connection timeout"
  /timeout expired/i, // pg: connectionTimeoutMillis hit while connecting
  /timeout exceeded when trying to connect/i, // pg-pool
  /Client has encountered a connection error and is not queryable/i, // pg: a client whose connection broke
  /Timeout acquiring a connection/i, // knex: acquireConnectionTimeout
  /Connection ended unexpectedly/i, // knex: a pooled connection that ended
];

/** Lost races that a retry resolves (serialization failure, deadlock), and a server short of resources for now. */
const retryableCodes = /^(40001|40P01|53\w{3}|57\w{3}|58\w{3})$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  return matches(error, 0, (code) => socketCodes.has(code) || serverCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code));
}

/** Failures the same work may not meet again: unavailability, lost races, a server short of resources. */
export function isTransient(error: unknown): boolean {
  return isDatabaseUnavailable(error) || matches(error, 0, (code) => retryableCodes.test(code));
}

function matches(error: unknown, depth: number, codeMatches: (code: string) => boolean): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors, type } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; type?: unknown };
  if (typeof code === 'string' && codeMatches(code)) return true;
  // @eventstore/db-client's UnavailableError: EventStoreDB (the log in production) cannot be reached.
  if (type === 'unavailable') return true;
  if (typeof message === 'string' && messages.some((pattern) => pattern.test(message))) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.some((inner) => matches(inner, depth + 1, codeMatches))) return true;
  return matches(cause, depth + 1, codeMatches);
}
