import type { FastifyInstance } from 'fastify';
import type { EventData } from '../../../shared/api/catalogue';
import { notFound } from '../../http/errors';
import { catalogueCache } from '../catalogue-cache';
import { CATALOGUE_MESSAGES as M } from '../catalogue-messages';
import { listingBody } from '../listing';
import { parseListingParams } from '../listing-params';
import { SqlParams } from '../../db/sql-params';
import { metaOf } from './listings';

interface EventRow {
  id: number;
  title: string;
  event_url: string;
  banner: string | null;
  ended: boolean;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

/**
 * GET event-{event_url}?brand&range&sort&page: the event (title, event_url, banner, meta) and
 * its products, in the event's order unless sorted, with brand counts, price range and sliders.
 * `{anything}-{id}` finds the event by id when no event has that event_url.
 */
export default async function eventRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;

  app.get<{ Params: { url: string }; Querystring: Record<string, string | string[]> }>('/event-:url', async (request) => {
    const params = parseListingParams(request.query);
    const asked = request.params.url;
    const idSuffix = /-(\d{1,9})$/.exec(asked);
    const r = await db.query<EventRow>(
      `SELECT id, title, event_url, banner, meta_title, meta_description, meta_keywords,
              (ends_at IS NOT NULL AND ends_at <= now()) AS ended
         FROM events
        WHERE status AND (event_url = $1 OR id = $2)
        ORDER BY (event_url = $1) DESC LIMIT 1`,
      [asked, idSuffix ? Number(idSuffix[1]) : null],
    );
    const event = r.rows[0];
    if (!event) throw notFound(M.noEvent(asked));
    if (event.ended) throw notFound(M.eventEnded(event.title));

    const sql = new SqlParams();
    const scope = {
      join: `JOIN event_products ep ON ep.product_id = p.id AND ep.event_id = ${sql.add(event.id)}::int`,
      where: 'true',
      position: 'ep.position',
    };
    const [sliders, body] = await Promise.all([
      catalogueCache(db).listingSliders({ eventId: event.id }),
      listingBody(db, request.url, params, { scope, params: sql }),
    ]);
    const { filters: _f, ...rest } = body;
    const meta = { ...metaOf({ ...event, name: event.title }) };
    const data: EventData = {
      event: { title: event.title, event_url: event.event_url, banner: event.banner, meta },
      meta,
      ...rest,
      sliders,
    };
    return { statusCode: 200, data };
  });
}
