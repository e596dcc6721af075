/**
 * The error handler's backstop: a PostgreSQL data exception (SQLSTATE class 22) that got past
 * validation is the sender's bad value, answered 400 with a sentence, never 500. Real errors from
 * the embedded PostgreSQL (PGlite), so the codes and fields are the driver's own.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { INPUT_MESSAGES } from '../../shared/validation/limits';
import { openDatabase, type Database } from '../db';
import { errorHandler, isDataException, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGES } from './errors';

let db: Database;
let app: FastifyInstance;
beforeAll(async () => {
  db = await openDatabase({});
  app = Fastify();
  app.setErrorHandler(errorHandler);
  app.get<{ Querystring: { sql: string; value: string } }>('/q', async (request) => {
    await db.query(request.query.sql, [request.query.value]);
    return { ok: true };
  });
  app.get('/boom', async () => {
    throw new Error('a fault of ours');
  });
  await app.ready();
}, 60_000); // starting the embedded PostgreSQL takes seconds on a busy machine
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const ask = (sql: string, value: string) => app.inject({ method: 'GET', url: '/q', query: { sql, value } });

it.each([
  ['22003 number out of range', 'SELECT $1::int', '2147483648'],
  ['22P02 invalid text for a type', 'SELECT $1::int', 'abc'],
  ['22008 impossible date', 'SELECT $1::date', '2024-02-31'],
  ['22007 unreadable date', 'SELECT $1::date', 'yesterday-ish'],
  ['22021 NUL byte', 'SELECT $1::text', 'a\u0000b'],
])('answers %s with 400 and a sentence', async (_label, sql, value) => {
  const r = await ask(sql, value);
  expect(r.statusCode).toBe(400);
  expect(r.json()).toEqual({ statusCode: 400, message: INPUT_MESSAGES.dataException });
});

it('still answers 500 for faults of ours (and for SQL that is simply wrong)', async () => {
  expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
  expect((await ask('SELECT nope FROM nowhere WHERE $1 = $1', 'x')).statusCode).toBe(500);
});

it('recognises only database errors of class 22', () => {
  expect(isDataException({ code: '22003', severity: 'ERROR' })).toBe(true);
  expect(isDataException({ code: '23505', severity: 'ERROR' })).toBe(false);
  expect(isDataException({ code: '22003' })).toBe(false);
  expect(isDataException(new Error('22003'))).toBe(false);
});

describe('a database that cannot do the work answers 503 with Retry-After', () => {
  const unavailableApp = Fastify();
  unavailableApp.setErrorHandler(errorHandler);
  unavailableApp.get<{ Querystring: { code?: string; message: string } }>('/fail', async (request) => {
    throw Object.assign(new Error(request.query.message), request.query.code ? { code: request.query.code } : {});
  });
  afterAll(() => unavailableApp.close());

  it.each([
    ['57P01', 'terminating connection due to administrator command', UNAVAILABLE_MESSAGES.unreachable],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432', UNAVAILABLE_MESSAGES.unreachable],
    ['53300', 'sorry, too many clients already', UNAVAILABLE_MESSAGES.unreachable],
    ['57014', 'canceling statement due to statement timeout', UNAVAILABLE_MESSAGES.timeout],
    ['', 'timeout exceeded when trying to connect', UNAVAILABLE_MESSAGES.timeout],
    ['FST_ERR_HANDLER_TIMEOUT', "Request timed out after 100 ms on route '/x'", UNAVAILABLE_MESSAGES.timeout],
  ])('%s %s', async (code, message, expected) => {
    const r = await unavailableApp.inject({ method: 'GET', url: '/fail', query: { code, message } });
    expect(r.statusCode).toBe(503);
    expect(r.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(r.json()).toEqual({ statusCode: 503, message: expected });
  });

  it('a constraint or a bug is not a 503', async () => {
    expect((await unavailableApp.inject({ method: 'GET', url: '/fail', query: { code: '23505', message: 'duplicate key' } })).statusCode).toBe(500);
    expect((await unavailableApp.inject({ method: 'GET', url: '/fail', query: { message: 'boom' } })).statusCode).toBe(500);
  });
});
