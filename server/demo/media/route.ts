import type { FastifyInstance } from 'fastify';
import { renderMedia } from './index';

/** Rendered pictures kept in memory; the set of paths the store uses is small and fixed. */
const CACHE_LIMIT = 5000;
const cache = new Map<string, string>();

/**
 * GET /media/*: the demo store's pictures, drawn as SVG from the path (server/demo/media).
 * Registered at the root, outside /api/.
 */
export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const path = request.params['*'];
    let svg = cache.get(path);
    if (svg === undefined) {
      const drawn = path.length <= 300 ? renderMedia(path) : null;
      if (drawn === null) {
        return reply
          .code(404)
          .header('Cache-Control', 'no-store')
          .send({ statusCode: 404, message: `There is no picture at /media/${path.slice(0, 100)}.` });
      }
      svg = drawn;
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(path, svg);
    }
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
