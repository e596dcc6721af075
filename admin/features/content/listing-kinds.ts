/**
 * More content the back office edits (issue 32), described like kinds.ts: events (and, on an
 * event's page, the products it lists), catalogues (brochures), service centres, the home
 * sliders, the items of a list block (on the block's page), and sub-category types.
 */
import { cataloguePath, eventPath, typePath } from '../../../shared/domain/slug';
import { LINK_TYPES, LINK_TYPE_CODES } from '../../../shared/validation/content';
import {
  SLIDER_PLACEMENTS, LIST_ITEM_LINK_TYPE, LIST_ITEM_TYPES, SERVICE_CENTER_KINDS, brochureCreateSchema, eventCreateSchema,
  layoutItemCreateSchema, serviceCenterCreateSchema, sliderCreateSchema, type ListItemType,
} from '../../../shared/validation/listing-content';
import { subCategoryTypeCreateSchema } from '../../../shared/validation/taxonomy';
import { imageField, metaFields, slugHint, status, type ContentKindDef } from './kinds';

const dateHint = 'A date (2026-10-01) or a date and time in UTC (2026-10-01T18:00:00Z); empty: no limit.';

export const EVENTS: ContentKindDef = {
  path: 'events',
  tab: 'Events',
  what: 'Event',
  ordered: false,
  schema: eventCreateSchema,
  intro: 'Event pages (/event-…), newest first. Open an event to choose its products.',
  fields: [
    { name: 'title', label: 'Title', type: 'text' },
    { name: 'event_url', label: 'Address (after /event-)', type: 'text', hint: slugHint },
    imageField('banner', 'Banner address'),
    { name: 'starts_at', label: 'Starts', type: 'text', nullable: true, hint: dateHint },
    { name: 'ends_at', label: 'Ends', type: 'text', nullable: true, hint: `${dateHint} Shoppers cannot open an ended event.` },
    { name: 'description', label: 'Description', type: 'textarea', nullable: true },
    ...metaFields,
    { name: 'meta_keywords', label: 'Keywords for search engines', type: 'text', nullable: true },
    status,
  ],
  label: (r) => String(r.title),
  detail: (r) => `${eventPath(String(r.event_url))} · ${Number(r.products ?? 0)} product${Number(r.products) === 1 ? '' : 's'}`,
  storeLink: (r) => eventPath(String(r.event_url)),
};

export const CATALOGUES: ContentKindDef = {
  path: 'catalogues',
  tab: 'Catalogues',
  what: 'Catalogue',
  ordered: true,
  group: (r) => String(r.brand_id),
  schema: brochureCreateSchema,
  intro: 'The brochures shoppers download, each brand’s in its order.',
  fields: [
    { name: 'brand_id', label: 'Brand', type: 'target', linkType: () => 'B' },
    { name: 'title', label: 'Title', type: 'text' },
    { name: 'file_path', label: 'File address (PDF)', type: 'text', hint: 'A path on this site (/catalogue-files/…) or an https:// address.' },
    imageField('featured_image', 'Cover image address'),
    status,
  ],
  label: (r) => String(r.title),
  detail: (r) => `${String(r.brand)} · ${String(r.file_path)}`,
  storeLink: (r) => cataloguePath(String(r.brand)),
};

export const SERVICE_CENTERS: ContentKindDef = {
  path: 'service-centers',
  tab: 'Service centres',
  what: 'Service centre',
  ordered: true,
  group: (r) => String(r.kind),
  schema: serviceCenterCreateSchema,
  intro: 'The shop’s service centres, each list (home appliances, mobiles) in its order. The storefront’s Service Centers page shows its own fixed list (as the specification describes it), not these.',
  fields: [
    { name: 'kind', label: 'List', type: 'select', options: SERVICE_CENTER_KINDS.map((k) => ({ value: k, label: k === 'mobile' ? 'Mobile' : 'Home appliances' })) },
    { name: 'name', label: 'Name', type: 'text' },
    { name: 'address', label: 'Address', type: 'text' },
    { name: 'district', label: 'District', type: 'text', nullable: true },
    { name: 'province_id', label: 'Province', type: 'select', nullable: true, options: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ value: String(n), label: `Province No. ${n}` })) },
    { name: 'contact_person', label: 'Contact person', type: 'text', nullable: true },
    { name: 'phone', label: 'Contact number', type: 'text' },
    { name: 'email', label: 'Email', type: 'text', nullable: true },
    status,
  ],
  label: (r) => `${String(r.name)} · ${String(r.address)}`,
  detail: (r) => `${r.kind === 'mobile' ? 'Mobile' : 'Home appliances'}${r.province_id ? ` · Province No. ${String(r.province_id)}` : ''}`,
};

const PLACE_LABELS: Record<(typeof SLIDER_PLACEMENTS)[number], string> = {
  slider: 'Main slider', top_banner: 'Top banners', top_slider: 'Top slider', middle_banner: 'Middle banners', bottom_slider: 'Bottom slider',
  listing: 'Beside the listings',
};
const placeOf = (r: Record<string, unknown>) => PLACE_LABELS[r.placement as keyof typeof PLACE_LABELS] ?? String(r.placement);

export const SLIDERS: ContentKindDef = {
  path: 'sliders',
  tab: 'Sliders',
  what: 'Slider',
  ordered: true,
  group: (r) => String(r.placement),
  schema: sliderCreateSchema,
  intro: 'The home page’s sliders and banners, and the sliders beside the listings, each place in its order.',
  fields: [
    {
      name: 'placement', label: 'Where it shows', type: 'select', options: SLIDER_PLACEMENTS.map((p) => ({ value: p, label: PLACE_LABELS[p] })),
      hint: 'Beside the listings: on the listing it leads to (a category, sub-category, type, brand or event), or on every listing when it leads anywhere else.',
    },
    { name: 'name', label: 'Name (alternative text)', type: 'text', nullable: true },
    imageField('image', 'Image address'),
    imageField('mobile_image', 'Phone image address'),
    { name: 'link_type', label: 'Leads to', type: 'select', options: LINK_TYPE_CODES.map((c) => ({ value: c, label: `${c} · ${LINK_TYPES[c]}` })) },
    { name: 'link', label: 'Link address', type: 'text', nullable: true, hint: 'A path on this site (/brands) or an https:// address.', showIf: (v) => v.link_type === 'L' },
    { name: 'target_id', label: 'Target', type: 'target', nullable: true, showIf: (v) => v.link_type !== 'L' && v.link_type !== '' },
    status,
  ],
  label: (r) => String(r.name || r.image),
  detail: (r) => `${placeOf(r)} · ${String(r.link_type ?? '')} · ${r.target ? String(r.target) : 'nowhere'}`,
  storeLink: (r) => (r.placement === 'listing' ? null : '/'),
};

const ITEM_NOUN: Record<ListItemType, string> = { product: 'Product', brand: 'Brand', supplier: 'Supplier', category: 'Category', sub_category: 'Sub-category', sub_category_type: 'Type' };

export const LAYOUT_ITEMS: ContentKindDef = {
  path: 'layout-items',
  tab: 'Block items',
  what: 'Item',
  ordered: true,
  inBlock: 'items',
  removable: true,
  schema: layoutItemCreateSchema,
  fields: [
    { name: 'item_type', label: 'What the block lists', type: 'select', options: LIST_ITEM_TYPES.map((t) => ({ value: t, label: ITEM_NOUN[t] })), showIf: () => false },
    { name: 'target_id', label: 'Item', type: 'target', linkType: (v) => LIST_ITEM_LINK_TYPE[v.item_type as ListItemType] ?? '' },
    status,
  ],
  label: (r) => String(r.name ?? `#${String(r.target_id)}`),
  detail: (r) => `${ITEM_NOUN[r.item_type as ListItemType] ?? String(r.item_type)} #${String(r.target_id)}`,
  newValues: (params) => ({ item_type: params.get('item') ?? 'product', target_id: '', status: '1' }),
};

export const SUB_CATEGORY_TYPES: ContentKindDef = {
  path: 'sub-category-types',
  tab: 'Types',
  what: 'Type',
  ordered: true,
  group: (r) => String(r.sub_category_id),
  schema: subCategoryTypeCreateSchema,
  intro: 'Each sub-category’s types, in the menu’s order.',
  fields: [
    { name: 'sub_category_id', label: 'Sub-category', type: 'target', linkType: () => 'S' },
    { name: 'name', label: 'Name', type: 'text' },
    { name: 'sub_category_type_url', label: 'Address (after /type-)', type: 'text', hint: slugHint },
    imageField('icon', 'Icon address'),
    imageField('image', 'Image address'),
    ...metaFields,
    status,
  ],
  label: (r) => String(r.name),
  detail: (r) => `${String(r.sub_category)} · ${typePath(String(r.sub_category_type_url))}`,
  storeLink: (r) => typePath(String(r.sub_category_type_url)),
};
