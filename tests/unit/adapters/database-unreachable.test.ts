import { describe, expect, it } from 'vitest';
import { databaseUnreachable } from '../../../adapters/http/middleware/errors.middleware.js';

const coded = (code: string, message = 'x', name = 'DriverException') => Object.assign(new Error(message), { code, name });

describe('databaseUnreachable: which errors are a database out of reach (503), not a fault (500)', () => {
  it.each([
    ['a refused connection, as MikroORM wraps it', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', coded('ECONNRESET', 'read ECONNRESET')],
    ['57P01 admin_shutdown (a fast shutdown ends the sessions)', coded('57P01', 'terminating connection due to administrator command')],
    ['57P03 cannot_connect_now (starting up or shutting down)', coded('57P03', 'the database system is starting up')],
    ['class 08 connection exception', coded('08006', 'connection failure')],
    ['53300 too many connections', coded('53300', 'sorry, too many clients already')],
    ['node-postgres ending a connection', new Error('Connection terminated unexpectedly')],
    ['node-postgres giving up connecting', new Error('Connection terminated due to connection timeout')],
    ['knex pool acquire timeout', Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' })],
    ['a transaction whose connection was lost (knex closed it when its rollback failed)', coded('', 'Transaction query already complete, run with DEBUG=knex:tx for more info')],
    ['an AggregateError of refused addresses', new AggregateError([coded('ECONNREFUSED')], 'connect failed')],
    ['a cause', new Error('round failed', { cause: coded('57P01') })],
  ])('%s', (_label, error) => {
    expect(databaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', coded('42601', 'syntax error at or near')],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['an HTTP error of a client that hung up', Object.assign(new Error('request aborted'), { code: 'ECONNRESET', status: 400 })],
    ['nothing', undefined],
  ])('not %s', (_label, error) => {
    expect(databaseUnreachable(error)).toBe(false);
  });
});
