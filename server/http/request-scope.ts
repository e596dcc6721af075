/**
 * What the work done for one request can ask without being handed it: the request's id (every log
 * line written while serving it carries the id: observability) and a signal that aborts when the
 * client has gone before its answer was finished (the database layer rolls back instead of
 * committing work nobody will see: issue 30). One AsyncLocalStorage for both.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

export interface RequestScope {
  readonly id: string;
  /** Aborted when the client closed the connection before the whole answer was sent. */
  readonly signal: AbortSignal;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** The scope of the request being served, or undefined outside any request (start-up, jobs). */
export const currentScope = (): RequestScope | undefined => storage.getStore();

/** Runs fn inside a scope (a job run, a test): what it starts sees that scope. */
export const runInScope = <T>(scope: RequestScope, fn: () => T): T => storage.run(scope, fn);

/** The signal of work no client waits for (a job run, a payment the gateway confirmed). */
export const NEVER_ABORTED: AbortSignal = new AbortController().signal;

/**
 * Runs fn to its end even if the client leaves: for work whose result is owed to someone other
 * than the client, above all a payment the gateway confirmed (a shopper who closes the tab on the
 * return page must not undo the record of their payment). Keeps the request's id for the logs.
 */
export function carryOnIfClientLeaves<T>(fn: () => T): T {
  const scope = currentScope();
  return scope ? storage.run({ id: scope.id, signal: NEVER_ABORTED }, fn) : fn();
}

/** Fastify's request.signal aborts with this code when the handler ran past handlerTimeout (http/timeouts.ts). */
const HANDLER_TIMEOUT = 'FST_ERR_HANDLER_TIMEOUT';

/** Gives every request of app its scope, from its first hook on. */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort(new Error('The client closed the connection before the answer was sent.'));
    });
    // The request timeout answered 503 for this work: it must not be applied afterwards either.
    // (request.signal also aborts, without this code, once the request's body has been read.)
    request.signal.addEventListener('abort', () => {
      const reason: unknown = request.signal.reason;
      if ((reason as { code?: unknown } | undefined)?.code === HANDLER_TIMEOUT) controller.abort(reason);
    }, { once: true });
    storage.run({ id: String(request.id), signal: controller.signal }, done);
  });
}
