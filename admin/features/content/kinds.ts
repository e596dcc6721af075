/**
 * The content the back office edits (issue 32) — and the catalogue's categories, sub-categories,
 * brands and suppliers, edited the same way — one description per kind: its API path under
 * /api/admin/content/, its form fields, its list's wording, and the shared schema its form is
 * checked with (the server checks the same one).
 */
import type { AnyObject, ObjectSchema } from 'yup';
import { brandPath, categoryPath, pagePath, subCategoryPath, supplierPath } from '../../../shared/domain/slug';
import {
  LAYOUT_BLOCK_TYPES, LINK_TYPES, LINK_TYPE_CODES, STORE_TYPES,
  bannerCreateSchema, faqCreateSchema, layoutCreateSchema, pageCreateSchema, popupCreateSchema, storeCreateSchema,
} from '../../../shared/validation/content';
import { brandCreateSchema, categoryCreateSchema, subCategoryCreateSchema, supplierCreateSchema } from '../../../shared/validation/taxonomy';

export type ContentRow = Record<string, unknown> & { id: number; version: number; status: number; position?: number };
export type Values = Record<string, string>;

export interface FieldDef {
  name: string;
  label: string;
  /** text, a long text, a choice, on/off (1 / 0), a number id, or a banner's target (searched by name). */
  type: 'text' | 'textarea' | 'select' | 'onoff' | 'id' | 'target';
  options?: readonly { value: string; label: string }[];
  hint?: string;
  /** An empty input is sent as null (otherwise as ''). */
  nullable?: boolean;
  /** Shown only when this holds (a Product List's view, an L banner's link); hidden fields keep their values. */
  showIf?(values: Values): boolean;
  /** Labels of the on/off choice. */
  onOff?: [on: string, off: string];
  /** A target field's link type (what it searches); default: the form's link_type. */
  linkType?(values: Values): string;
}

export interface ContentKindDef {
  path: string;
  /** The tab's label. */
  tab: string;
  /** One row, in sentences ('Block', 'FAQ'). */
  what: string;
  fields: readonly FieldDef[];
  schema: ObjectSchema<AnyObject>;
  /** Rows are shown in an order staff set (Move up / Move down). */
  ordered: boolean;
  /** Rows moved within the same group only (stores by type). */
  group?(row: ContentRow): string;
  label(row: ContentRow): string;
  detail?(row: ContentRow): string;
  /** Where shoppers see it. */
  storeLink?(row: ContentRow): string | null;
  /** A line above the list. */
  intro?: string;
  /** Rows that live inside a home layout block, made under content/layouts/{id}/{inBlock} (banners, items). */
  inBlock?: string;
  /** Rows can be taken out (DELETE). */
  removable?: boolean;
  /** A new row's values from the page's query (what a block lists). */
  newValues?(params: URLSearchParams): Values;
}

export const status: FieldDef = { name: 'status', label: 'Shown to shoppers', type: 'onoff', onOff: ['Shown', 'Hidden'] };
const opt = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export const LAYOUTS: ContentKindDef = {
  path: 'layouts',
  tab: 'Home layout',
  what: 'Block',
  ordered: true,
  schema: layoutCreateSchema,
  intro: 'The blocks of the home page, top to bottom. Banner blocks hold their banners: open one to edit them.',
  fields: [
    { name: 'type', label: 'Block type', type: 'select', options: opt(LAYOUT_BLOCK_TYPES) },
    { name: 'title', label: 'Title', type: 'text' },
    { name: 'sub_title', label: 'Sub-title', type: 'text' },
    { name: 'product_view', label: 'Product view', type: 'select', nullable: true, options: [{ value: 'grid', label: 'Grid' }, { value: 'slider', label: 'Slider' }], showIf: (v) => v.type === 'Product List' },
    { name: 'scroll_text', label: 'Scrolling text', type: 'textarea', nullable: true, showIf: (v) => v.type === 'Scroll Text' },
    { name: 'flash_sale_id', label: 'Flash sale number', type: 'id', nullable: true, showIf: (v) => v.type === 'Flash Sales' },
    status,
  ],
  label: (r) => `${String(r.type)}${r.title ? `: ${String(r.title)}` : ''}`,
  detail: (r) => `#${r.id} · ${Number(r.items ?? 0)} item${Number(r.items) === 1 ? '' : 's'}`,
  storeLink: () => '/',
};

export const BANNERS: ContentKindDef = {
  path: 'banners',
  tab: 'Banners',
  what: 'Banner',
  ordered: true,
  inBlock: 'banners',
  schema: bannerCreateSchema,
  fields: [
    { name: 'name', label: 'Name (alternative text)', type: 'text', nullable: true },
    { name: 'image', label: 'Image address', type: 'text', hint: 'A path on this site (/media/…) or an https:// address.' },
    { name: 'link_type', label: 'Leads to', type: 'select', options: LINK_TYPE_CODES.map((c) => ({ value: c, label: `${c} · ${LINK_TYPES[c]}` })) },
    { name: 'link', label: 'Link address', type: 'text', nullable: true, hint: 'A path on this site (/brands) or an https:// address.', showIf: (v) => v.link_type === 'L' },
    { name: 'target_id', label: 'Target', type: 'target', nullable: true, showIf: (v) => v.link_type !== 'L' && v.link_type !== '' },
    status,
  ],
  label: (r) => String(r.name || r.image),
  detail: (r) => `${String(r.link_type)} · ${r.target ? String(r.target) : 'nowhere'}`,
};

export const POPUPS: ContentKindDef = {
  path: 'popups',
  tab: 'Pop-up',
  what: 'Pop-up',
  ordered: false,
  schema: popupCreateSchema,
  intro: 'Shoppers see the newest pop-up that is shown, once every 5 minutes at most.',
  fields: [
    { name: 'image_url', label: 'Image address', type: 'text', hint: 'A path on this site (/media/…) or an https:// address.' },
    { name: 'slider_link', label: 'Link address', type: 'text', nullable: true, hint: 'Where a click on the pop-up leads; leave empty for nowhere.' },
    { name: 'title', label: 'Title', type: 'text' },
    { name: 'short_description', label: 'Short description', type: 'textarea' },
    status,
  ],
  label: (r) => String(r.title || r.image_url),
  detail: (r) => `#${r.id}${r.slider_link ? ` · ${String(r.slider_link)}` : ''}`,
  storeLink: () => '/',
};

export const PAGES: ContentKindDef = {
  path: 'pages',
  tab: 'Pages',
  what: 'Page',
  ordered: true,
  schema: pageCreateSchema,
  intro: 'Company pages, in the footer’s order.',
  fields: [
    { name: 'title', label: 'Title', type: 'text' },
    { name: 'page_url', label: 'Address', type: 'text', hint: 'After /page-: lower-case letters and digits joined by hyphens.' },
    { name: 'content', label: 'Content (HTML)', type: 'textarea', hint: 'Scripts, styles, frames and forms are removed when the page is shown.' },
    { name: 'meta_title', label: 'Title for search engines', type: 'text', nullable: true },
    { name: 'meta_description', label: 'Description for search engines', type: 'textarea', nullable: true },
    { name: 'show_in_footer', label: 'In the footer', type: 'onoff', onOff: ['Listed', 'Not listed'] },
    status,
  ],
  label: (r) => String(r.title),
  detail: (r) => `/page-${String(r.page_url)}`,
  storeLink: (r) => pagePath(String(r.page_url)),
};

export const FAQS: ContentKindDef = {
  path: 'faqs',
  tab: 'FAQs',
  what: 'FAQ',
  ordered: true,
  schema: faqCreateSchema,
  fields: [
    { name: 'topic', label: 'Topic', type: 'text' },
    { name: 'question', label: 'Question', type: 'text' },
    { name: 'answer', label: 'Answer (HTML)', type: 'textarea', hint: 'Scripts, styles, frames and forms are removed when it is shown.' },
    status,
  ],
  label: (r) => String(r.question),
  detail: (r) => String(r.topic),
  storeLink: () => '/page/faqs',
};

export const STORES: ContentKindDef = {
  path: 'stores',
  tab: 'Stores',
  what: 'Store',
  ordered: true,
  group: (r) => String(r.type),
  schema: storeCreateSchema,
  intro: 'Our own stores (product) and LG Shoppe stores, each list in its own order.',
  fields: [
    { name: 'type', label: 'Store list', type: 'select', options: STORE_TYPES.map((t) => ({ value: t, label: t === 'product' ? 'Our stores (product)' : 'LG Shoppe' })) },
    { name: 'name', label: 'Name', type: 'text' },
    { name: 'branch', label: 'Branch', type: 'text' },
    { name: 'location', label: 'Location', type: 'text' },
    { name: 'phone', label: 'Contact number', type: 'text' },
    { name: 'profile_image', label: 'Image address', type: 'text', nullable: true },
    { name: 'email', label: 'Email', type: 'text', nullable: true },
    { name: 'opening_hours', label: 'Opening hours', type: 'text', nullable: true },
    status,
  ],
  label: (r) => `${String(r.name)} · ${String(r.branch)}`,
  detail: (r) => `${r.type === 'product' ? 'Our stores' : 'LG Shoppe'} · ${String(r.location)}`,
  storeLink: (r) => (r.type === 'product' ? '/stores/cg-digital' : '/stores/lg-shoppe'),
};

export const imageField = (name: string, label: string): FieldDef => ({ name, label, type: 'text', nullable: true, hint: 'A path on this site (/media/…) or an https:// address.' });
export const metaFields: FieldDef[] = [
  { name: 'meta_title', label: 'Title for search engines', type: 'text', nullable: true },
  { name: 'meta_description', label: 'Description for search engines', type: 'textarea', nullable: true },
];
export const slugHint = 'Lower-case letters and digits joined by hyphens. Changing it changes the address shoppers and search engines know.';

export const CATEGORIES: ContentKindDef = {
  path: 'categories',
  tab: 'Categories',
  what: 'Category',
  ordered: true,
  schema: categoryCreateSchema,
  intro: 'The menu’s categories, in its order. A category with products shown cannot be hidden: hide or move the products first.',
  fields: [
    { name: 'name', label: 'Name', type: 'text' },
    { name: 'category_url', label: 'Address (after /cat-)', type: 'text', hint: slugHint },
    imageField('icon', 'Icon address'),
    imageField('image', 'Image address'),
    imageField('banner', 'Banner address'),
    ...metaFields,
    status,
  ],
  label: (r) => String(r.name),
  detail: (r) => categoryPath(String(r.category_url)),
  storeLink: (r) => categoryPath(String(r.category_url)),
};

export const SUB_CATEGORIES: ContentKindDef = {
  path: 'sub-categories',
  tab: 'Sub-categories',
  what: 'Sub-category',
  ordered: true,
  group: (r) => String(r.category_id),
  schema: subCategoryCreateSchema,
  intro: 'Each category’s sub-categories, in the menu’s order.',
  fields: [
    { name: 'category_id', label: 'Category number', type: 'id', hint: 'The # of its category (see Categories).' },
    { name: 'name', label: 'Name', type: 'text' },
    { name: 'sub_category_url', label: 'Address (after /sub-)', type: 'text', hint: slugHint },
    imageField('icon', 'Icon address'),
    imageField('image', 'Image address'),
    ...metaFields,
    status,
  ],
  label: (r) => String(r.name),
  detail: (r) => `${String(r.category)} · ${subCategoryPath(String(r.sub_category_url))}`,
  storeLink: (r) => subCategoryPath(String(r.sub_category_url)),
};

export const BRANDS: ContentKindDef = {
  path: 'brands',
  tab: 'Brands',
  what: 'Brand',
  ordered: true,
  schema: brandCreateSchema,
  intro: 'The brands menu, in its order. A brand with products shown cannot be hidden.',
  fields: [
    { name: 'name', label: 'Name', type: 'text' },
    { name: 'brand_url', label: 'Address (after /brand-)', type: 'text', hint: slugHint },
    imageField('image', 'Logo address'),
    imageField('banner', 'Banner address'),
    { name: 'is_featured', label: 'Featured', type: 'onoff', onOff: ['Featured', 'Not featured'] },
    { name: 'description', label: 'Description', type: 'textarea', nullable: true },
    ...metaFields,
    status,
  ],
  label: (r) => String(r.name),
  detail: (r) => brandPath(String(r.brand_url)),
  storeLink: (r) => brandPath(String(r.brand_url)),
};

export const SUPPLIERS: ContentKindDef = {
  path: 'suppliers',
  tab: 'Suppliers',
  what: 'Supplier',
  ordered: true,
  schema: supplierCreateSchema,
  fields: [
    { name: 'name', label: 'Name', type: 'text' },
    { name: 'slug', label: 'Address (after /supplier/)', type: 'text', hint: slugHint },
    imageField('logo', 'Logo address'),
    imageField('banner', 'Banner address'),
    { name: 'phone', label: 'Contact number', type: 'text', nullable: true },
    { name: 'email', label: 'Email', type: 'text', nullable: true },
    { name: 'address', label: 'Address', type: 'text', nullable: true },
    { name: 'description', label: 'Description', type: 'textarea', nullable: true },
    status,
  ],
  label: (r) => String(r.name),
  detail: (r) => supplierPath(String(r.slug)),
  storeLink: (r) => supplierPath(String(r.slug)),
};

/** A row's values as the form's inputs hold them (text). */
export function toValues(kind: ContentKindDef, row: ContentRow | null): Values {
  const out: Values = {};
  for (const f of kind.fields) {
    const v = row?.[f.name];
    out[f.name] = v === null || v === undefined ? (f.type === 'onoff' && !row ? '1' : f.type === 'select' && !f.nullable && f.options ? f.options[0].value : '') : String(v);
  }
  return out;
}

/** The form's inputs as the API takes them: numbers for on/off and ids, null for an empty optional field. */
export function toInput(kind: ContentKindDef, values: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of kind.fields) {
    const raw = values[f.name] ?? '';
    if (f.type === 'onoff') out[f.name] = Number(raw);
    else if (f.type === 'id' || f.type === 'target') out[f.name] = raw.trim() === '' ? null : /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
    else if (raw === '' && f.nullable) out[f.name] = null;
    else out[f.name] = raw;
  }
  return out;
}

/** Only what changed from the row. */
export function changesOf(kind: ContentKindDef, row: ContentRow, input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of kind.fields) if (JSON.stringify(input[f.name] ?? null) !== JSON.stringify(row[f.name] ?? null)) out[f.name] = input[f.name];
  return out;
}
