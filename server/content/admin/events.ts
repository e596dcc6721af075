/**
 * Events under /api/admin/content/events (issue 32), through the one content editing engine
 * (content-kinds.ts): list, read (with the products it lists and the timeline), create, edit from
 * a version (409 when stale), switch on or off. The products an event lists are added
 * (POST {id}/products {product_id}, at the end) and removed (DELETE {id}/products/{product_id}),
 * each one transaction with its audit row on the event. event_products and events move the
 * catalogue version (migration 012), so the shopper's /event-{event_url} follows at once.
 */
import type { FastifyInstance } from 'fastify';
import { eventCreateSchema, eventPatchSchema, eventProductSchema } from '../../../shared/validation/listing-content';
import type { Queryable } from '../../db';
import { requireStaff } from '../../accounts/staff';
import { audit } from '../../accounts/staff-audit';
import { notFound, unprocessable } from '../../http/errors';
import { parseId, parseInput } from '../../http/validate';
import { contentRoutes, type ContentKind } from './content-kinds';

export const EVENT_SERVER_MESSAGES = {
  urlTaken: (url: string) => `Another event already has the address /event-${url}: choose another event_url.`,
  noEvent: (id: number) => `There is no Event ${id}.`,
  noProduct: (id: number) => `There is no product ${id} for the event to list.`,
  alreadyListed: (id: number, productId: number) => `Event ${id} already lists product ${productId}.`,
  notListed: (id: number, productId: number) => `Event ${id} does not list product ${productId}.`,
} as const;
const SM = EVENT_SERVER_MESSAGES;

/** Dates as the form and the schema write them (UTC, to the second). */
const isoOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export const eventKind: ContentKind = {
  path: 'events',
  table: 'events',
  entity: 'event',
  what: 'Event',
  columns: ['title', 'event_url', 'banner', 'description', 'starts_at', 'ends_at', 'meta_title', 'meta_description', 'meta_keywords', 'status'],
  booleans: ['status'],
  selectAs: { starts_at: isoOf('starts_at'), ends_at: isoOf('ends_at') },
  extra: '(SELECT count(*)::int FROM event_products ep WHERE ep.event_id = events.id) AS products',
  create: eventCreateSchema,
  patch: eventPatchSchema,
  defaults: { banner: null, description: null, starts_at: null, ends_at: null, meta_title: null, meta_description: null, meta_keywords: null, status: 1 },
  async check(tx, v, id) {
    const r = await tx.query('SELECT 1 FROM events WHERE event_url = $1 AND id IS DISTINCT FROM $2', [v.event_url, id]);
    if (r.rows.length) throw unprocessable(SM.urlTaken(v.event_url as string));
  },
};

export interface EventProduct {
  product_id: number;
  name: string;
  position: number;
  /** 1 when shoppers can see the product. */
  status: number;
}

export async function eventProducts(db: Queryable, eventId: number): Promise<EventProduct[]> {
  const r = await db.query<EventProduct>(
    `SELECT p.id::int AS product_id, p.name, ep.position, CASE WHEN p.status THEN 1 ELSE 0 END AS status
       FROM event_products ep JOIN products p ON p.id = ep.product_id
      WHERE ep.event_id = $1 ORDER BY ep.position, p.id`,
    [eventId],
  );
  return r.rows;
}

/** Locks the event (two changes of its products take turns); 404 when there is none. */
async function lockedEvent(tx: Queryable, id: number): Promise<void> {
  if (!(await tx.query('SELECT 1 FROM events WHERE id = $1 FOR UPDATE', [id])).rows.length) throw notFound(SM.noEvent(id));
}

export default async function adminEventRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const catalogue = { preHandler: requireStaff('catalogue') };
  contentRoutes(app, eventKind, { more: async (db2, row) => ({ products: await eventProducts(db2, row.id) }) });

  app.post('/content/events/:id/products', catalogue, async (request, reply) => {
    const id = parseId((request.params as { id: string }).id, 'Event');
    const { product_id: productId } = await parseInput(eventProductSchema, request.body);
    const products = await db.transaction(async (tx) => {
      await lockedEvent(tx, id);
      const product = (await tx.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [productId])).rows[0];
      if (!product) throw unprocessable(SM.noProduct(productId));
      const added = await tx.query(
        `INSERT INTO event_products (event_id, product_id, position)
         SELECT $1, $2, COALESCE(max(position), 0) + 1 FROM event_products WHERE event_id = $1
         ON CONFLICT (event_id, product_id) DO NOTHING`,
        [id, productId],
      );
      if (!added.rowCount) throw unprocessable(SM.alreadyListed(id, productId));
      await audit(tx, request.staff, { action: 'event.product_added', entity: 'event', entityId: id, before: null, after: { product_id: productId, name: product.name } });
      return eventProducts(tx, id);
    });
    return reply.code(201).send({ statusCode: 201, data: products });
  });

  app.delete('/content/events/:id/products/:productId', catalogue, async (request) => {
    const params = request.params as { id: string; productId: string };
    const id = parseId(params.id, 'Event');
    const productId = parseId(params.productId, 'product');
    const products = await db.transaction(async (tx) => {
      await lockedEvent(tx, id);
      const gone = await tx.query<{ name: string }>(
        `DELETE FROM event_products ep USING products p WHERE ep.event_id = $1 AND ep.product_id = $2 AND p.id = ep.product_id RETURNING p.name`,
        [id, productId],
      );
      if (!gone.rows.length) throw unprocessable(SM.notListed(id, productId));
      await audit(tx, request.staff, { action: 'event.product_removed', entity: 'event', entityId: id, before: { product_id: productId, name: gone.rows[0].name }, after: null });
      return eventProducts(tx, id);
    });
    return { statusCode: 200, data: products };
  });
}
