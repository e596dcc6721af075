/**
 * More content under /api/admin/content/ (issue 32), through the one content editing engine
 * (content-kinds.ts): brochures (catalogues, each brand's list in its order), service centres
 * (each kind's list in its order), the sliders of the home page and beside the listings (each
 * placement's in its order; a slider leads where a banner can; one beside the listings shows on
 * the listing it leads to, or on every listing), and the items of the home layout's list blocks (a Product List's
 * products, a Category List's categories …, in the block's order): added with
 * POST /content/layouts/{id}/items {target_id} (what they are follows the block's type), read
 * with GET /content/layout-items?layout={id}, switched off, moved, or removed (DELETE). Every
 * one of these tables moves the catalogue version (migration 012): shoppers see each change at once.
 */
import type { FastifyInstance } from 'fastify';
import { object } from 'yup';
import {
  LIST_BLOCK_ITEMS, LIST_ITEM_LINK_TYPE, LIST_ITEM_TYPES, brochureCreateSchema, brochurePatchSchema, layoutItemCreateSchema, layoutItemPatchSchema,
  serviceCenterCreateSchema, serviceCenterPatchSchema, sliderCreateSchema, sliderPatchSchema, type ListItemType,
} from '../../../shared/validation/listing-content';
import { id as idOf } from '../../../shared/validation/content';
import type { Queryable } from '../../db';
import { requireStaff } from '../../accounts/staff';
import { audit } from '../../accounts/staff-audit';
import { notFound, unprocessable } from '../../http/errors';
import { parseId, parseInput } from '../../http/validate';
import { LINK_TARGETS, checkLinkTarget, linkColumns, targetIdSql } from './content';
import { contentRoutes, createRow, listRows, readRow, type ContentKind } from './content-kinds';

export const LISTING_SERVER_MESSAGES = {
  noBrand: (id: number) => `There is no brand ${id}.`,
  noProvince: (id: number) => `There is no province ${id}.`,
  notListBlock: (id: number, type: string) => `Block ${id} is a ${type} block: items belong to ${Object.keys(LIST_BLOCK_ITEMS).join(', ')} blocks.`,
  noItem: (type: ListItemType, id: number) => `There is no ${type.replace(/_/g, '-')} ${id} for the block to list.`,
  alreadyListed: (block: number, type: ListItemType, id: number) => `Block ${block} already lists ${type.replace(/_/g, '-')} ${id}.`,
  layoutQuery: 'layout is the id of the block whose items to list: a whole number from 1.',
} as const;
const SM = LISTING_SERVER_MESSAGES;

const brandExists = async (tx: Queryable, id: unknown) => {
  if (id != null && !(await tx.query('SELECT 1 FROM brands WHERE id = $1', [id])).rows.length) throw unprocessable(SM.noBrand(id as number));
};

export const brochureKind: ContentKind = {
  path: 'catalogues',
  table: 'catalogues',
  entity: 'catalogue',
  what: 'Catalogue',
  columns: ['brand_id', 'title', 'file_path', 'featured_image', 'status'],
  booleans: ['status'],
  group: 'brand_id',
  extra: '(SELECT b.name FROM brands b WHERE b.id = catalogues.brand_id) AS brand',
  create: brochureCreateSchema,
  patch: brochurePatchSchema,
  defaults: { featured_image: null, status: 1 },
  check: (tx, v) => brandExists(tx, v.brand_id),
};

export const serviceCenterKind: ContentKind = {
  path: 'service-centers',
  table: 'service_centers',
  entity: 'service_center',
  what: 'Service centre',
  columns: ['kind', 'name', 'address', 'district', 'contact_person', 'phone', 'email', 'province_id', 'brand_id', 'status'],
  booleans: ['status'],
  group: 'kind',
  create: serviceCenterCreateSchema,
  patch: serviceCenterPatchSchema,
  defaults: { district: null, contact_person: null, email: null, province_id: null, brand_id: null, status: 1 },
  async check(tx, v) {
    if (v.province_id != null && !(await tx.query('SELECT 1 FROM provinces WHERE id = $1', [v.province_id])).rows.length) throw unprocessable(SM.noProvince(v.province_id as number));
    await brandExists(tx, v.brand_id);
  },
};

export const sliderKind: ContentKind = {
  path: 'sliders',
  table: 'sliders',
  entity: 'slider',
  what: 'Slider',
  columns: ['placement', 'name', 'image', 'mobile_image', 'link_type', 'link', 'target_id', 'status'],
  booleans: ['status'],
  group: 'placement',
  selectAs: { target_id: targetIdSql },
  extra: '(SELECT t.target FROM slider_targets t WHERE t.slider_id = sliders.id) AS target',
  create: sliderCreateSchema,
  patch: sliderPatchSchema,
  defaults: { mobile_image: null, status: 1 },
  toColumns: (v) => ({ placement: v.placement, name: v.name ?? '', image: v.image, mobile_image: v.mobile_image ?? null, ...linkColumns(v), status: v.status }),
  check: (tx, v) => checkLinkTarget(tx, v),
};

const ITEM_TYPES = LIST_ITEM_TYPES;
/** A list item type's table and column (LINK_TARGETS, through its link type). */
const targetOf = (type: ListItemType) => LINK_TARGETS[LIST_ITEM_LINK_TYPE[type]];
const itemTargetSql = `CASE item_type ${ITEM_TYPES.map((t) => `WHEN '${t}' THEN ${targetOf(t).column}::int`).join(' ')} END`;
const itemNameSql = `CASE item_type ${ITEM_TYPES.map((t) => `WHEN '${t}' THEN (SELECT x.${targetOf(t).name} FROM ${targetOf(t).table} x WHERE x.id = layout_items.${targetOf(t).column})`).join(' ')} END`;

export const layoutItemKind: ContentKind = {
  path: 'layout-items',
  table: 'layout_items',
  entity: 'layout_item',
  what: 'Item',
  columns: ['item_type', 'target_id', 'status'],
  booleans: ['status'],
  where: `item_type <> 'banner'`,
  group: 'layout_id',
  selectAs: { target_id: itemTargetSql },
  extra: `layout_id, ${itemNameSql} AS name`,
  create: layoutItemCreateSchema,
  patch: layoutItemPatchSchema,
  defaults: { status: 1 },
  toColumns(v) {
    const type = v.item_type as ListItemType;
    const out: Record<string, unknown> = { item_type: type, status: v.status };
    for (const t of ITEM_TYPES) out[targetOf(t).column] = t === type ? v.target_id : null;
    return out;
  },
  async check(tx, v, id) {
    const type = v.item_type as ListItemType;
    const target = targetOf(type);
    if (!(await tx.query(`SELECT 1 FROM ${target.table} WHERE id = $1`, [v.target_id])).rows.length) throw unprocessable(SM.noItem(type, v.target_id as number));
    const twin = await tx.query<{ layout_id: number }>(
      `SELECT layout_id FROM layout_items WHERE item_type = $1 AND ${target.column} = $2 AND id IS DISTINCT FROM $3
          AND layout_id = COALESCE((SELECT layout_id FROM layout_items WHERE id = $3), $4)`,
      [type, v.target_id, id, v.layout_id ?? null],
    );
    if (twin.rows.length) throw unprocessable(SM.alreadyListed(twin.rows[0].layout_id, type, v.target_id as number));
  },
};

const layoutQuery = object({ layout: idOf(SM.layoutQuery).required(SM.layoutQuery) });

export default async function adminListingContentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const catalogue = { preHandler: requireStaff('catalogue') };
  contentRoutes(app, brochureKind);
  contentRoutes(app, serviceCenterKind);
  contentRoutes(app, sliderKind);
  contentRoutes(app, layoutItemKind, {
    noCreate: true,
    list: async (db2, request) => {
      const q = (request.query ?? {}) as Record<string, unknown>;
      const { layout } = await parseInput(layoutQuery, { layout: /^\d+$/.test(String(q.layout ?? '')) ? Number(q.layout) : q.layout }, 'query');
      return listRows(db2, layoutItemKind, ' AND layout_id = $1', [layout]);
    },
  });

  /** A new item at the end of a list block of the home page; what it is follows the block's type. */
  app.post('/content/layouts/:id/items', catalogue, async (request, reply) => {
    const id = parseId((request.params as { id: string }).id, 'Block');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const row = await db.transaction(async (tx) => {
      const block = (await tx.query<{ type: string }>('SELECT type FROM layouts WHERE id = $1 AND supplier_id IS NULL FOR UPDATE', [id])).rows[0];
      if (!block) throw notFound(`There is no Block ${id}.`);
      const type = LIST_BLOCK_ITEMS[block.type as keyof typeof LIST_BLOCK_ITEMS];
      if (!type) throw unprocessable(SM.notListBlock(id, block.type));
      const input = await parseInput(layoutItemCreateSchema, { ...body, item_type: type });
      return createRow(tx, request, layoutItemKind, { ...input, layout_id: id }, { item_type: type, layout_id: id });
    });
    return reply.code(201).send({ statusCode: 201, data: row });
  });

  /** An item taken out of its block. */
  app.delete('/content/layout-items/:id', catalogue, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'Item');
    return db.transaction(async (tx) => {
      const before = await readRow(tx, layoutItemKind, id, true);
      if (!before) throw notFound(`There is no Item ${id}.`);
      await tx.query('DELETE FROM layout_items WHERE id = $1', [id]);
      await audit(tx, request.staff, { action: 'layout_item.removed', entity: 'layout_item', entityId: id, before, after: null });
      return { statusCode: 200, data: before };
    });
  });
}
