/**
 * Which failures are "the database is away" (503 with Retry-After, a replica skipped) and which
 * are ours or the request's (5xx, 4xx). The errors are shaped as node-postgres, Node's sockets
 * and PostgreSQL hand them over.
 */
import { ClientGoneError, DatabaseUnavailableError, databaseUnavailable, isClientGone } from './unavailable';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code, severity: 'FATAL' });
const sysError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect' });

describe('databaseUnavailable', () => {
  it.each([
    ['57P01 terminated by an administrator (pg_terminate_backend, fast shutdown)', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash shutdown', pgError('57P02')],
    ['57P03 starting up', pgError('57P03', 'the database system is starting up')],
    ['53300 too many clients', pgError('53300', 'sorry, too many clients already')],
    ['08006 connection failure', pgError('08006')],
    ['08P01 protocol violation', pgError('08P01')],
    ['25P03 idle-in-transaction timeout', pgError('25P03')],
    ['ECONNREFUSED', sysError('ECONNREFUSED')],
    ['ECONNRESET', sysError('ECONNRESET')],
    ['EPIPE', sysError('EPIPE')],
    ['ENOTFOUND', sysError('ENOTFOUND')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
    ['AggregateError of refused addresses', Object.assign(new AggregateError([sysError('ECONNREFUSED'), sysError('ECONNREFUSED')], ''), { code: 'ECONNREFUSED' })],
    ['AggregateError without its own code', new AggregateError([sysError('ECONNREFUSED')], '')],
    ['no replica or primary left', new DatabaseUnavailableError('nothing answers')],
  ])('%s: unreachable', (_label, err) => {
    expect(databaseUnavailable(err)).toBe('unreachable');
  });

  it.each([
    ['57014 statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['the driver waited its query_timeout', new Error('Query read timeout')],
    ['a full pool waited its connectionTimeoutMillis', new Error('timeout exceeded when trying to connect')],
    ['a connect that took too long', new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') })],
    ['ETIMEDOUT', sysError('ETIMEDOUT')],
    ['wrapped in a cause', new Error('loading the home page failed', { cause: pgError('57014') })],
  ])('%s: timeout', (_label, err) => {
    expect(databaseUnavailable(err)).toBe('timeout');
  });

  it.each([
    ['23505 unique violation', pgError('23505')],
    ['22003 data exception', pgError('22003')],
    ['42P01 missing table (a bug)', pgError('42P01')],
    ['40001 serialization failure', pgError('40001')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a message that only mentions a connection', new Error('the connection to the gateway failed')],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
    ['the client leaving', new ClientGoneError()],
  ])('%s: not unavailability', (_label, err) => {
    expect(databaseUnavailable(err)).toBeNull();
  });

  it('stops following causes that loop', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    a.cause = a;
    expect(databaseUnavailable(a)).toBeNull();
  });
});

it('knows the client leaving', () => {
  expect(isClientGone(new ClientGoneError())).toBe(true);
  expect(isClientGone(new Error('CLIENT_GONE'))).toBe(false);
});
