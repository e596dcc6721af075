/**
 * The catalogue's own lists under /api/admin/content/ (issue 32), through the one content editing
 * engine (content-kinds.ts): categories, sub-categories, sub-category types, brands and suppliers — list, read (with
 * the timeline), create, edit from a version (409 when stale), switch on or off (status), and move
 * up or down (the storefront's menus and brand lists follow `position`). Each write moves the
 * catalogue version (migration 012) and the reference caches follow it (catalogue-cache.ts), so
 * shoppers see a new name, address or order on their next request; a new name is in the search
 * text of the row's products in the same transaction (taxonomy-search.ts), so searching it finds them.
 *
 * What would break the storefront is refused with a 422 that says what to do: an address (slug)
 * or a brand or supplier name another row has, a sub-category under a category that does not
 * exist or moved away from the category its products are listed in, and a row switched off while
 * products shown to shoppers still sit in it (their pages would link to a listing that is gone).
 */
import type { FastifyInstance } from 'fastify';
import {
  brandCreateSchema, brandPatchSchema, categoryCreateSchema, categoryPatchSchema,
  subCategoryCreateSchema, subCategoryPatchSchema, subCategoryTypeCreateSchema, subCategoryTypePatchSchema,
  supplierCreateSchema, supplierPatchSchema,
} from '../../../shared/validation/taxonomy';
import type { Queryable } from '../../db';
import { contentRoutes, type ContentKind } from '../../content/admin/content-kinds';
import { unprocessable } from '../../http/errors';
import { renamedInSearch } from './taxonomy-search';

export const TAXONOMY_SERVER_MESSAGES = {
  addressTaken: (what: string, column: string, value: string) => `Another ${what} already has the address ${value}: choose another ${column}.`,
  nameTaken: (what: string, name: string) => `Another ${what} is already called ${name}: choose another name.`,
  noCategory: (id: number) => `There is no category ${id} for the sub-category to sit in.`,
  noSubCategory: (id: number) => `There is no sub-category ${id} for the type to sit in.`,
  typeHasProducts: (id: number, count: number) =>
    `Type ${id} has ${count} product${count === 1 ? '' : 's'} listed under its sub-category: it cannot move to another one (add a new type there instead).`,
  subCategoryHasProducts: (id: number, count: number) =>
    `Sub-category ${id} has ${count} product${count === 1 ? '' : 's'} listed under its category: it cannot move to another one (add a new sub-category there instead).`,
  stillShown: (what: string, id: number, count: number) =>
    `${what} ${id} still has ${count} product${count === 1 ? '' : 's'} shown to shoppers: hide or move ${count === 1 ? 'it' : 'them'} first (the price and stock CSV import can hide many at once).`,
} as const;
const SM = TAXONOMY_SERVER_MESSAGES;

const META = ['meta_title', 'meta_description', 'meta_keywords'] as const;

interface Rules {
  /** The address column, unique among the rows. */
  slug: string;
  /** The name is unique among the rows, in any case (brands, suppliers). */
  uniqueName?: boolean;
  /** The products column that points at a row of this kind. */
  productColumn: string;
}

/** The checks every kind of this file makes (see the file's comment); `what` names one row in sentences. */
function checks(table: string, what: string, rules: Rules): NonNullable<ContentKind['check']> {
  return async (tx, v, id) => {
    const slug = String(v[rules.slug]);
    if ((await tx.query(`SELECT 1 FROM ${table} WHERE ${rules.slug} = $1 AND id IS DISTINCT FROM $2`, [slug, id])).rows.length) {
      throw unprocessable(SM.addressTaken(what.toLowerCase(), rules.slug, slug));
    }
    const name = String(v.name).trim();
    if (rules.uniqueName && (await tx.query(`SELECT 1 FROM ${table} WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2`, [name, id])).rows.length) {
      throw unprocessable(SM.nameTaken(what.toLowerCase(), name));
    }
    if (id === null || v.status !== 0) return;
    const now = await tx.query<{ status: boolean }>(`SELECT status FROM ${table} WHERE id = $1`, [id]);
    if (!now.rows[0]?.status) return;
    const shown = await liveProducts(tx, rules.productColumn, id);
    if (shown > 0) throw unprocessable(SM.stillShown(what, id, shown));
  };
}

const liveProducts = async (tx: Queryable, column: string, id: number) =>
  (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE status AND ${column} = $1`, [id])).rows[0].n;

export const categoryKind: ContentKind = {
  path: 'categories',
  table: 'categories',
  entity: 'category',
  what: 'Category',
  columns: ['name', 'category_url', 'icon', 'image', 'banner', ...META, 'status'],
  booleans: ['status'],
  group: null,
  create: categoryCreateSchema,
  patch: categoryPatchSchema,
  defaults: { icon: null, image: null, banner: null, meta_title: null, meta_description: null, meta_keywords: null, status: 1 },
  check: checks('categories', 'Category', { slug: 'category_url', productColumn: 'category_id' }),
  afterEdit: renamedInSearch('category_id'),
};

interface Parent {
  table: string;
  /** The column naming the parent, on the row and on products alike. */
  column: string;
  missing(id: number): string;
  /** The row has products listed under its parent: it cannot move. */
  moved(id: number, count: number): string;
}

/**
 * The checks of a row inside a parent (a sub-category in a category, a type in a sub-category):
 * the parent exists, and a row whose products are listed under its parent stays there (products
 * carry the parent beside the row: moving it would split them); then the checks every kind makes.
 */
function nestedChecks(table: string, what: string, rules: Rules, parent: Parent): NonNullable<ContentKind['check']> {
  const own = checks(table, what, rules);
  return async (tx, v, id) => {
    const parentId = v[parent.column] as number;
    if (!(await tx.query(`SELECT 1 FROM ${parent.table} WHERE id = $1`, [parentId])).rows.length) throw unprocessable(parent.missing(parentId));
    if (id !== null) {
      const elsewhere = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE ${rules.productColumn} = $1 AND ${parent.column} <> $2`, [id, parentId]);
      if (elsewhere.rows[0].n > 0) throw unprocessable(parent.moved(id, elsewhere.rows[0].n));
    }
    await own(tx, v, id);
  };
}

export const subCategoryKind: ContentKind = {
  path: 'sub-categories',
  table: 'sub_categories',
  entity: 'sub_category',
  what: 'Sub-category',
  columns: ['category_id', 'name', 'sub_category_url', 'icon', 'image', ...META, 'status'],
  booleans: ['status'],
  group: 'category_id',
  extra: '(SELECT c.name FROM categories c WHERE c.id = sub_categories.category_id) AS category',
  create: subCategoryCreateSchema,
  patch: subCategoryPatchSchema,
  defaults: { icon: null, image: null, meta_title: null, meta_description: null, meta_keywords: null, status: 1 },
  check: nestedChecks('sub_categories', 'Sub-category', { slug: 'sub_category_url', productColumn: 'sub_category_id' }, {
    table: 'categories', column: 'category_id', missing: SM.noCategory, moved: SM.subCategoryHasProducts,
  }),
  afterEdit: renamedInSearch('sub_category_id'),
};

export const subCategoryTypeKind: ContentKind = {
  path: 'sub-category-types',
  table: 'sub_category_types',
  entity: 'sub_category_type',
  what: 'Type',
  columns: ['sub_category_id', 'name', 'sub_category_type_url', 'icon', 'image', ...META, 'status'],
  booleans: ['status'],
  group: 'sub_category_id',
  extra: '(SELECT s.name FROM sub_categories s WHERE s.id = sub_category_types.sub_category_id) AS sub_category',
  create: subCategoryTypeCreateSchema,
  patch: subCategoryTypePatchSchema,
  defaults: { icon: null, image: null, meta_title: null, meta_description: null, meta_keywords: null, status: 1 },
  check: nestedChecks('sub_category_types', 'Type', { slug: 'sub_category_type_url', productColumn: 'sub_category_type_id' }, {
    table: 'sub_categories', column: 'sub_category_id', missing: SM.noSubCategory, moved: SM.typeHasProducts,
  }),
  afterEdit: renamedInSearch('sub_category_type_id'),
};

export const brandKind: ContentKind = {
  path: 'brands',
  table: 'brands',
  entity: 'brand',
  what: 'Brand',
  columns: ['name', 'brand_url', 'image', 'banner', 'description', 'is_featured', ...META, 'status'],
  booleans: ['is_featured', 'status'],
  group: null,
  create: brandCreateSchema,
  patch: brandPatchSchema,
  defaults: { image: null, banner: null, description: null, is_featured: 0, meta_title: null, meta_description: null, meta_keywords: null, status: 1 },
  check: checks('brands', 'Brand', { slug: 'brand_url', uniqueName: true, productColumn: 'brand_id' }),
  afterEdit: renamedInSearch('brand_id'),
};

export const supplierKind: ContentKind = {
  path: 'suppliers',
  table: 'suppliers',
  entity: 'supplier',
  what: 'Supplier',
  columns: ['name', 'slug', 'logo', 'banner', 'description', 'phone', 'email', 'address', 'status'],
  booleans: ['status'],
  group: null,
  create: supplierCreateSchema,
  patch: supplierPatchSchema,
  defaults: { logo: null, banner: null, description: null, phone: null, email: null, address: null, status: 1 },
  check: checks('suppliers', 'Supplier', { slug: 'slug', uniqueName: true, productColumn: 'supplier_id' }),
  afterEdit: renamedInSearch('supplier_id'),
};

export default async function adminTaxonomyRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of [categoryKind, subCategoryKind, subCategoryTypeKind, brandKind, supplierKind]) contentRoutes(app, kind);
}
