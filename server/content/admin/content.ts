/**
 * Content under /api/admin/content/ (issue 32), for the catalogue role (and the owner): the home
 * page's layout blocks and the banners of its banner blocks, the home pop-up, static pages, FAQs
 * and stores. Each kind: GET list, GET one (with its timeline of staff changes), POST create,
 * PATCH {fields…, version} (status 1 / 0 switches it on or off), and POST {id}/move {direction}
 * for the kinds shown in an order. Shoppers read the same rows through GET layouts, page-{slug},
 * all-page, get-faqs and get-stores; each edit moves the catalogue version (migration 012), so
 * kept pages and answers are rendered afresh on the next request.
 *
 * Page and FAQ HTML is kept as staff wrote it and sanitized where it is rendered (shared/ui/SafeHtml:
 * DOMPurify, in the browser and in the server's renderer), as for every page the seed wrote.
 */
import { escapeLike } from '../../db/sql-params';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import {
  BANNER_BLOCK_TYPES, LINK_TYPES, type LinkType,
  bannerCreateSchema, bannerPatchSchema, faqCreateSchema, faqPatchSchema, layoutCreateSchema, layoutPatchSchema,
  pageCreateSchema, pagePatchSchema, popupCreateSchema, popupPatchSchema, storeCreateSchema, storePatchSchema,
} from '../../../shared/validation/content';
import type { Queryable } from '../../db';
import { requireStaff } from '../../accounts/staff';
import { notFound, unprocessable } from '../../http/errors';
import { parseId, parseInput } from '../../http/validate';
import { contentRoutes, createRow, listRows, type ContentKind } from './content-kinds';

/** Each link type's table, the column a banner keeps its target in, and how a target is named. */
export const LINK_TARGETS: Record<Exclude<LinkType, 'L'>, { table: string; column: string; name: string }> = {
  C: { table: 'categories', column: 'category_id', name: 'name' },
  S: { table: 'sub_categories', column: 'sub_category_id', name: 'name' },
  T: { table: 'sub_category_types', column: 'sub_category_type_id', name: 'name' },
  B: { table: 'brands', column: 'brand_id', name: 'name' },
  PR: { table: 'products', column: 'product_id', name: 'name' },
  P: { table: 'pages', column: 'page_id', name: 'title' },
  E: { table: 'events', column: 'event_id', name: 'title' },
  SP: { table: 'suppliers', column: 'supplier_id', name: 'name' },
};
const TARGET_CODES = Object.keys(LINK_TARGETS) as Exclude<LinkType, 'L'>[];

export const CONTENT_SERVER_MESSAGES = {
  noTarget: (type: LinkType, id: number) => `There is no ${LINK_TYPES[type]} ${id} for the banner to lead to.`,
  noFlashSale: (id: number) => `There is no flash sale ${id}.`,
  pageUrlTaken: (url: string) => `Another page already has the address /page-${url}: choose another page_url.`,
  notBannerBlock: (id: number, type: string) => `Block ${id} is a ${type} block: banners belong to ${BANNER_BLOCK_TYPES.join(', ')} blocks.`,
  linkTargetType: `link_type is one of: ${TARGET_CODES.join(', ')} (an L banner takes an address instead).`,
} as const;
const SM = CONTENT_SERVER_MESSAGES;

export const layoutKind: ContentKind = {
  path: 'layouts',
  table: 'layouts',
  entity: 'layout',
  what: 'Block',
  columns: ['type', 'title', 'sub_title', 'product_view', 'scroll_text', 'flash_sale_id', 'status'],
  booleans: ['status'],
  where: 'supplier_id IS NULL',
  group: null,
  extra: `(SELECT count(*)::int FROM layout_items li WHERE li.layout_id = layouts.id) AS items`,
  create: layoutCreateSchema,
  patch: layoutPatchSchema,
  defaults: { title: '', sub_title: '', status: 1 },
  toColumns: (v) => ({
    type: v.type,
    title: v.title ?? '',
    sub_title: v.sub_title ?? '',
    product_view: v.type === 'Product List' ? v.product_view : (v.product_view ?? null),
    scroll_text: v.scroll_text ?? null,
    flash_sale_id: v.flash_sale_id ?? null,
    status: v.status,
  }),
  async check(tx, v) {
    if (v.flash_sale_id == null) return;
    const r = await tx.query('SELECT 1 FROM flash_sales WHERE id = $1', [v.flash_sale_id]);
    if (!r.rows.length) throw unprocessable(SM.noFlashSale(v.flash_sale_id as number));
  },
};

/** The referenced column that holds a banner's (or slider's) target, by link type (for target_id). */
export const targetIdSql = `CASE link_type ${TARGET_CODES.map((c) => `WHEN '${c}' THEN ${LINK_TARGETS[c].column}::int`).join(' ')} END`;

/** Where a banner or slider leads, as columns: the link for L, else the link type's column. */
export function linkColumns(v: Record<string, unknown>): Record<string, unknown> {
  const type = v.link_type as LinkType;
  const out: Record<string, unknown> = { link_type: type, link: type === 'L' ? v.link : null };
  for (const code of TARGET_CODES) out[LINK_TARGETS[code].column] = code === type ? v.target_id : null;
  return out;
}

/** A banner's or slider's target exists (422 otherwise). */
export async function checkLinkTarget(tx: Queryable, v: Record<string, unknown>): Promise<void> {
  const type = v.link_type as LinkType;
  if (type === 'L') return;
  const target = LINK_TARGETS[type];
  const r = await tx.query(`SELECT 1 FROM ${target.table} WHERE id = $1`, [v.target_id]);
  if (!r.rows.length) throw unprocessable(SM.noTarget(type, v.target_id as number));
}

export const bannerKind: ContentKind = {
  path: 'banners',
  table: 'layout_items',
  entity: 'banner',
  what: 'Banner',
  columns: ['name', 'image', 'link_type', 'link', 'target_id', 'status'],
  booleans: ['status'],
  where: `item_type = 'banner'`,
  group: 'layout_id',
  selectAs: { target_id: targetIdSql },
  // Where the banner leads as the shopper's API says it (the view layout_item_targets).
  extra: `layout_id, (SELECT t.target FROM layout_item_targets t WHERE t.layout_item_id = layout_items.id) AS target`,
  create: bannerCreateSchema,
  patch: bannerPatchSchema,
  defaults: { status: 1 },
  toColumns: (v) => ({ name: v.name ?? null, image: v.image, ...linkColumns(v), status: v.status }),
  check: (tx, v) => checkLinkTarget(tx, v),
};

export const popupKind: ContentKind = {
  path: 'popups',
  table: 'popups',
  entity: 'popup',
  what: 'Pop-up',
  columns: ['image_url', 'slider_link', 'title', 'short_description', 'status'],
  booleans: ['status'],
  where: `page = 'home'`,
  extra: 'created_at',
  create: popupCreateSchema,
  patch: popupPatchSchema,
  defaults: { title: '', short_description: '', slider_link: null, status: 1 },
};

export const pageKind: ContentKind = {
  path: 'pages',
  table: 'pages',
  entity: 'page',
  what: 'Page',
  columns: ['title', 'page_url', 'content', 'meta_title', 'meta_description', 'show_in_footer', 'status'],
  booleans: ['show_in_footer', 'status'],
  group: null,
  create: pageCreateSchema,
  patch: pagePatchSchema,
  defaults: { meta_title: null, meta_description: null, show_in_footer: 1, status: 1 },
  touch: 'updated_at',
  async check(tx, v, id) {
    const r = await tx.query('SELECT 1 FROM pages WHERE page_url = $1 AND id IS DISTINCT FROM $2', [v.page_url, id]);
    if (r.rows.length) throw unprocessable(SM.pageUrlTaken(v.page_url as string));
  },
};

export const faqKind: ContentKind = {
  path: 'faqs',
  table: 'faqs',
  entity: 'faq',
  what: 'FAQ',
  columns: ['topic', 'question', 'answer', 'status'],
  booleans: ['status'],
  group: null,
  create: faqCreateSchema,
  patch: faqPatchSchema,
  defaults: { topic: 'General', status: 1 },
};

export const storeKind: ContentKind = {
  path: 'stores',
  table: 'stores',
  entity: 'store',
  what: 'Store',
  columns: ['type', 'name', 'branch', 'location', 'phone', 'profile_image', 'email', 'opening_hours', 'status'],
  booleans: ['status'],
  group: 'type',
  create: storeCreateSchema,
  patch: storePatchSchema,
  defaults: { profile_image: null, email: null, opening_hours: null, status: 1 },
};

const linkTargetQuery = object({
  link_type: string().required(SM.linkTargetType).oneOf(TARGET_CODES, SM.linkTargetType),
  q: string().max(100, 'q should not be more than 100 characters.'),
});

const bannersOf = (db: Queryable, layoutId: number) => listRows(db, bannerKind, ' AND layout_id = $1', [layoutId]);

export default async function adminContentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const catalogue = { preHandler: requireStaff('catalogue') };

  contentRoutes(app, layoutKind, { more: async (db2, row) => ({ banners: await bannersOf(db2, row.id) }) });
  contentRoutes(app, bannerKind, { noCreate: true });
  contentRoutes(app, popupKind);
  contentRoutes(app, pageKind, {
    // The list without each page's HTML.
    list: (db2) => listRows(db2, { ...pageKind, columns: pageKind.columns.filter((c) => c !== 'content') }),
  });
  contentRoutes(app, faqKind);
  contentRoutes(app, storeKind);

  /** A new banner at the end of a banner block of the home page. */
  app.post('/content/layouts/:id/banners', catalogue, async (request, reply) => {
    const id = parseId((request.params as { id: string }).id, 'Block');
    const input = await parseInput(bannerCreateSchema, request.body);
    const row = await db.transaction(async (tx) => {
      const block = (await tx.query<{ type: string }>('SELECT type FROM layouts WHERE id = $1 AND supplier_id IS NULL FOR UPDATE', [id])).rows[0];
      if (!block) throw notFound(`There is no Block ${id}.`);
      if (!(BANNER_BLOCK_TYPES as readonly string[]).includes(block.type)) throw unprocessable(SM.notBannerBlock(id, block.type));
      return createRow(tx, request, bannerKind, input, { item_type: 'banner', layout_id: id });
    });
    return reply.code(201).send({ statusCode: 201, data: row });
  });

  /** What a banner of each link type may lead to, by name: GET /content/link-targets?link_type=C&q=tele */
  app.get('/content/link-targets', catalogue, async (request) => {
    const q = await parseInput(linkTargetQuery, request.query, 'query');
    const target = LINK_TARGETS[q.link_type as Exclude<LinkType, 'L'>];
    const text = (q.q ?? '').trim().toLowerCase();
    const r = await db.query<{ id: number; name: string }>(
      `SELECT id::int AS id, ${target.name} AS name FROM ${target.table}
        WHERE $1 = '' OR lower(${target.name}) LIKE '%' || $1 || '%' OR id::text = $1
        ORDER BY ${target.name}, id LIMIT 50`,
      [escapeLike(text)],
    );
    return { statusCode: 200, data: r.rows };
  });
}
