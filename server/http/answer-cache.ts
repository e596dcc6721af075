/**
 * Public catalogue answers kept (ADR 15, issues 17 and 18): a listing or search answer depends only
 * on its URL and the catalogue, so it is kept like a server-rendered page (page-cache.ts) — under
 * the catalogue's version, which every write to the catalogue moves inside its transaction in
 * whichever process made it (migration 012), so the next request in every process sees a price,
 * stock or product change; and until the next flash sale starts or ends (and PAGE_CACHE_TTL_MS at
 * most), for what changes with the clock alone.
 * A request costs one read of the version (one indexed row) and, when the answer is not kept, the
 * answer's own queries — once for all the requests asking for it meanwhile. The version is read before the answer, so a kept answer is never older
 * than the version it is kept under. An answer is kept as bytes, as pages are (page-body.ts): JSON
 * once, and brotli or gzip once per encoding asked for, so sending it again costs neither (on-the-fly
 * compression through @fastify/compress's streams was most of the server's work for a kept answer).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';
import { pageBody, sendBody, type PageBody } from './page-body';
import { catalogueVersion, nextClockChange, pageCache, sharedWork } from './page-cache';

/** Answers `request` with the answer kept for its URL, or with compute()'s, kept. */
export type AnswerCache = (request: FastifyRequest, reply: FastifyReply, compute: () => Promise<object>) => Promise<FastifyReply>;

export function answerCache(db: Queryable, options?: Parameters<typeof pageCache>[0]): AnswerCache {
  const kept = pageCache<PageBody>(options);
  const making = sharedWork<PageBody>();
  return async (request, reply, compute) => {
    const version = await catalogueVersion(db);
    const body = kept.get(version, '', request.url) ?? await making(`${version} ${request.url}`, async () => {
      const [answer, until] = await Promise.all([compute(), nextClockChange(db)]);
      const made = pageBody(200, JSON.stringify(answer));
      kept.set(version, '', request.url, made, until);
      return made;
    });
    return sendBody(request, reply.code(body.status).type('application/json; charset=utf-8'), body);
  };
}
