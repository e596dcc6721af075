import type { FastifyInstance } from 'fastify';
import type { Faq, PageListEntry, StaticPage } from '../../../shared/api/pages';
import { notFound } from '../../http/errors';
import { PRODUCT_MESSAGES as M } from '../../catalogue/product-messages';

const PAGE_URL = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Information pages (spec part 2 §7): GET all-page (the footer's company pages), GET page-{slug}
 * (title and HTML content; the storefront sanitizes it), GET get-faqs.
 */
export default async function pageRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;

  app.get('/all-page', async () => {
    const r = await db.query<PageListEntry>(
      'SELECT page_url, title FROM pages WHERE status AND show_in_footer ORDER BY position, id',
    );
    return { statusCode: 200, data: r.rows };
  });

  app.get<{ Params: { slug: string } }>('/page-:slug', async (request) => {
    const slug = request.params.slug;
    const r = PAGE_URL.test(slug)
      ? await db.query<StaticPage & { meta_title: string | null; meta_description: string | null }>(
          'SELECT page_url, title, content, meta_title, meta_description FROM pages WHERE page_url = $1 AND status',
          [slug],
        )
      : { rows: [] };
    const page = r.rows[0];
    if (!page) throw notFound(M.noPage(slug.slice(0, 100)));
    const { meta_title, meta_description, ...data } = page;
    return { statusCode: 200, data: { ...data, meta: { title: meta_title ?? page.title, description: meta_description } } };
  });

  app.get('/get-faqs', async () => {
    const r = await db.query<Faq>('SELECT id, topic, question, answer FROM faqs WHERE status ORDER BY position, id');
    return { statusCode: 200, data: r.rows };
  });
}
