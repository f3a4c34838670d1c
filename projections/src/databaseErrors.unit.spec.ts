import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isTransient } from './databaseErrors';

const pgError = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('telling an unreachable database from a bad piece of work', () => {
  it('counts refused and dropped connections, shutdowns and pool timeouts as unavailability', () => {
    for (const error of [
      pgError('ECONNREFUSED'),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }),
      new Error('wrapped', { cause: pgError('ECONNRESET') }),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isTransient(error)).toBe(true);
    }
  });

  it('retries lost races but never blames the database for bad data or a bug', () => {
    expect(isTransient(pgError('40P01', 'deadlock detected'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('40P01'))).toBe(false);
    for (const error of [pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'), pgError('23505'), new TypeError('x is undefined'), 'a string', null]) {
      expect(isTransient(error)).toBe(false);
    }
  });
});
