// Which failures say "the database (or the way to it) is not there right now" rather than "this work is wrong". The
// first are retried as they are and never blamed on an event; the second can be.

/** SQLSTATE classes of an unreachable, restarting or overloaded server: connection exception, insufficient resources,
 * operator intervention (shutdown, cannot connect now), system error. */
const unavailableClasses = new Set(['08', '53', '57', '58']);
/** Transaction rollbacks that a retry resolves: serialization failure, deadlock. */
const retryableStates = new Set(['40001', '40P01']);
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const connectionMessages = [/connection terminated/i, /not queryable/i, /timeout acquiring a connection/i, /connection (?:is )?closed/i, /timeout exceeded when trying to connect/i];

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** True when PostgreSQL cannot be reached or is going away: the request may succeed unchanged in a moment. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, name, message, cause } = error as ErrorLike;
  if (typeof code === 'string' && (networkCodes.has(code) || (code.length === 5 && unavailableClasses.has(code.slice(0, 2))))) return true;
  if (name === 'KnexTimeoutError') return true;
  if (typeof message === 'string' && connectionMessages.some((pattern) => pattern.test(message))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Failures that another attempt of the very same work may not meet again: unavailability and lost races. */
export function isTransient(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const code = typeof error === 'object' && error !== null ? (error as ErrorLike).code : undefined;
  return typeof code === 'string' && retryableStates.has(code);
}
