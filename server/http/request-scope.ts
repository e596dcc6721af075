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

/** Gives every request of app its scope, from its first hook on. */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort(new Error('The client closed the connection before the answer was sent.'));
    });
    storage.run({ id: String(request.id), signal: controller.signal }, done);
  });
}
