import Fastify from 'fastify';
import { registerRequestScope, runInScope } from '../http/request-scope';
import { fastifyLogging } from './fastify-logging';
import { capturedLog as captured } from '../../tests/support/captured-log';
import { scopeMixin } from './logger';

const signal = new AbortController().signal;

describe('scopeMixin', () => {
  it('gives a line the id of the scope under way, and nothing outside one', () => {
    expect(scopeMixin({}, 30)).toEqual({});
    expect(runInScope({ id: 'req-7', signal }, () => scopeMixin({}, 30))).toEqual({ reqId: 'req-7' });
  });
});

describe('createLogger', () => {
  it('writes the scope id on lines of any logger, after an await too', async () => {
    const { logger, lines } = captured();
    const child = logger.child({ module: 'db' });
    await runInScope({ id: 'job-3-1', signal }, async () => {
      await new Promise((r) => setTimeout(r, 1));
      child.info({ table: 'orders' }, 'query');
    });
    logger.info('outside');
    expect(lines[0]).toMatchObject({ reqId: 'job-3-1', module: 'db', table: 'orders', msg: 'query' });
    expect(lines[1].reqId).toBeUndefined();
  });

  it('redacts secrets in the logged object, the message and errors, and keeps the stack', () => {
    const { logger, lines, raw } = captured();
    const err = Object.assign(new Error('refused /api/x?token=tok-in-error'), { code: 'ECONNREFUSED' });
    logger.error({ body: { password: 'pw-1' }, err }, 'failed at /reset?code=123456');
    expect(raw.join('\n')).not.toMatch(/pw-1|tok-in-error|123456/);
    expect(lines[0].msg).toBe('failed at /reset?code=[redacted]');
    const logged = lines[0].err as { stack: string; code: string; type: string };
    expect(logged.type).toBe('Error');
    expect(logged.code).toBe('ECONNREFUSED');
    expect(logged.stack).toContain('logger.test.ts');
  });

  it('in a Fastify app: request lines carry reqId once, per-request lines only when asked, URLs redacted', async () => {
    const quiet = captured();
    const app = Fastify(fastifyLogging(quiet.logger, { level: 'info', logRequests: false }));
    registerRequestScope(app);
    app.get('/x', async (request) => {
      request.log.info('from the route');
      quiet.logger.info('from the process logger');
      return { id: request.id };
    });
    const { id } = (await app.inject({ url: '/x?token=never-logged' })).json<{ id: string }>();
    expect(quiet.lines.map((l) => l.msg)).toEqual(['from the route', 'from the process logger']);
    expect(quiet.lines.every((l) => l.reqId === id)).toBe(true);
    expect(quiet.raw[0].match(/"reqId"/g)).toHaveLength(1);
    await app.close();

    const loud = captured();
    const verbose = Fastify(fastifyLogging(loud.logger, { level: 'info', logRequests: true }));
    verbose.get('/x', async () => ({}));
    await verbose.inject({ url: '/x?token=never-logged&page=2' });
    expect(loud.lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect((loud.lines[0].req as { url: string }).url).toBe('/x?token=[redacted]&page=2');
    expect(loud.raw.join('\n')).not.toContain('never-logged');
    await verbose.close();
  });
});
