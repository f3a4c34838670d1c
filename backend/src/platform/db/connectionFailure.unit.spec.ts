import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connectionFailure';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a failure to reach the database', () => {
  it.each([
    ['nobody listening', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the connection cut', withCode('read ECONNRESET', 'ECONNRESET')],
    ['the host unreachable', withCode('connect EHOSTUNREACH 10.0.0.9:5432', 'EHOSTUNREACH')],
    ['the server shutting down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['the server crashing (57P02)', withCode('terminating connection because of crash of another server process', '57P02')],
    ['the server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['pg losing its connection', new Error('Connection terminated unexpectedly')],
    ['pg giving up connecting', new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') })],
    ['a broken pg client', new Error('Client has encountered a connection error and is not queryable')],
    ['knex waiting for a connection', Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' })],
    ['knex quoting the query before the driver message', withCode('select 1 - terminating connection due to administrator command', '57P01')],
    ['every address refusing', Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), { code: 'ECONNREFUSED' })],
    ['one of several addresses refusing, without a code outside', new AggregateError([withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')], '')],
    ['a failure wrapped by its caller', new Error('could not read the log', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
    ['EventStoreDB unavailable', Object.assign(new Error('14 UNAVAILABLE: No connection established'), { type: 'unavailable', code: 14 })],
  ])('is recognised: %s', (_, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a query timeout set on purpose', Object.assign(new Error('Defined query timeout of 100ms exceeded when running query.'), { name: 'KnexTimeoutError' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something that is not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is not confused with %s', (_, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });

  it('stops following a cycle of causes', () => {
    const error: Error & { cause?: unknown } = new Error('first');
    error.cause = new Error('second', { cause: error });
    expect(isConnectionFailure(error)).toBe(false);
  });
});
