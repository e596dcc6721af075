import Fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { carryOnIfClientLeaves, currentScope, registerRequestScope, runInScope } from './request-scope';

describe('request scope', () => {
  it('gives a handler and what it awaits the request id, and nothing outside a request', async () => {
    const app = Fastify();
    registerRequestScope(app);
    app.get('/', async (request) => {
      await new Promise((r) => setTimeout(r, 1));
      return { scoped: currentScope()?.id, id: String(request.id), aborted: currentScope()?.signal.aborted };
    });
    const body = (await app.inject({ url: '/' })).json();
    expect(body.scoped).toBe(body.id);
    expect(body.aborted).toBe(false);
    expect(currentScope()).toBeUndefined();
    await app.close();
  });

  it('aborts the signal when the client goes before the answer', async () => {
    const app = Fastify();
    registerRequestScope(app);
    let seen: AbortSignal | undefined;
    let resolveSeen: () => void = () => undefined;
    const arrived = new Promise<void>((r) => (resolveSeen = r));
    app.get('/slow', async () => {
      seen = currentScope()?.signal;
      resolveSeen();
      await new Promise<void>((r) => seen?.addEventListener('abort', () => r(), { once: true }));
      return { late: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const req = httpRequest({ host: '127.0.0.1', port, path: '/slow' });
    req.on('error', () => undefined);
    req.end();
    await arrived;
    expect(seen?.aborted).toBe(false);
    req.destroy();
    await new Promise<void>((r) => (seen?.aborted ? r() : seen?.addEventListener('abort', () => r(), { once: true })));
    expect(seen?.aborted).toBe(true);
    await app.close();
  });

  it('runInScope gives work outside requests (jobs) a scope of its own', () => {
    const signal = new AbortController().signal;
    expect(runInScope({ id: 'job-7', signal }, () => currentScope()?.id)).toBe('job-7');
  });

  it('aborts the signal when the request timeout answered for the handler, not when a body was read', async () => {
    const app = Fastify({ handlerTimeout: 150 });
    registerRequestScope(app);
    let seen: AbortSignal | undefined;
    app.post('/quick', async () => ({ aborted: currentScope()?.signal.aborted }));
    app.get('/stuck', async () => {
      seen = currentScope()?.signal;
      await new Promise<void>((r) => seen?.addEventListener('abort', () => r(), { once: true }));
      return { late: true };
    });
    const quick = await app.inject({ method: 'POST', url: '/quick', payload: { a: 1 } });
    expect(quick.json()).toEqual({ aborted: false });
    const stuck = await app.inject({ url: '/stuck' });
    expect(stuck.statusCode).toBe(503);
    expect(seen?.aborted).toBe(true);
    await app.close();
  });

  it('carryOnIfClientLeaves keeps the id but gives work owed to others a signal that never aborts', async () => {
    const gone = new AbortController();
    gone.abort();
    const inner = runInScope({ id: 'req-9', signal: gone.signal }, () => carryOnIfClientLeaves(() => currentScope()));
    expect(inner?.id).toBe('req-9');
    expect(inner?.signal.aborted).toBe(false);
    expect(carryOnIfClientLeaves(() => currentScope())).toBeUndefined();
  });
});

