import type { FastifyInstance } from 'fastify';
import { brochureHtml, loadBrochure, missingBrochureHtml } from '../brochure';
import { PRODUCT_MESSAGES as M } from '../../catalogue/product-messages';

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([1-9]\d{0,2})\.html$/;

/** Pictures from this server only, the page's own style, nothing else. */
const CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/**
 * GET /catalogue-files/{brand_url}-{position}.html: a catalogue's brochure (content/brochure.ts),
 * the file a catalogue's file_path points to. Registered at the root, outside /api/.
 */
export default async function catalogueFileRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;
  app.get<{ Params: { file: string } }>('/catalogue-files/:file', async (request, reply) => {
    const m = FILE.exec(request.params.file);
    const brochure = m ? await loadBrochure(db, m[1], Number(m[2])) : null;
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Content-Security-Policy', CSP).header('X-Content-Type-Options', 'nosniff');
    if (!brochure) {
      const message = M.noCatalogue(request.params.file.slice(0, 100));
      return reply.code(404).header('Cache-Control', 'no-store').send(missingBrochureHtml(message));
    }
    // Prices change: an hour in caches, no longer.
    return reply.header('Cache-Control', 'public, max-age=3600').send(brochureHtml(brochure, new Date()));
  });
}
