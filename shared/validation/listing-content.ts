/**
 * The back office's inputs for the rest of the content shoppers see (issue 32): events and the
 * products they list, brochures (the catalogues shoppers download), service centres, the home
 * sliders, and the items of a list block of the home layout (a Product List's products, a Category
 * List's categories …). Built like content.ts: each kind's fields (every one optional), a create
 * schema and a patch schema; the server checks a patch merged with the row against the create
 * schema. Read by the admin forms and the /api/admin/content/ routes alike.
 */
import { mixed, object, string } from 'yup';
import {
  CONTENT_LIMITS, PAGE_URL_SHAPE, address, bannerCreateSchema, bannerFields, filled, id, onOff, patchOf, text, type Fields, type LinkType,
} from './content';
import { TEXT_LIMITS as L } from './limits';
import { STAFF_INPUT_MESSAGES } from './staff';

/** A date (2026-10-01) or a date and time (2026-10-01T18:00, with an optional zone). */
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Where a slider shows: a place on the home page, or beside the listings ('listing'), where it
 * shows on the listing it leads to (a category, sub-category, type, brand or event) and on every
 * listing when it leads anywhere else (catalogue/catalogue-cache.ts).
 */
export const SLIDER_PLACEMENTS = ['slider', 'top_banner', 'top_slider', 'middle_banner', 'bottom_slider', 'listing'] as const;
export const SERVICE_CENTER_KINDS = ['home_appliance', 'mobile'] as const;
/** What each list block of the home layout lists (the layout_items item_type). */
export const LIST_BLOCK_ITEMS = {
  'Product List': 'product',
  'Brand List': 'brand',
  'Supplier List': 'supplier',
  'Category List': 'category',
  'Sub Category List': 'sub_category',
  'Sub Category Type List': 'sub_category_type',
} as const;
export type ListItemType = (typeof LIST_BLOCK_ITEMS)[keyof typeof LIST_BLOCK_ITEMS];
export const LIST_ITEM_TYPES = Object.values(LIST_BLOCK_ITEMS) as ListItemType[];
/** Each list item type as a banner's link type (the same tables and columns: LINK_TYPES). */
export const LIST_ITEM_LINK_TYPE = { product: 'PR', brand: 'B', supplier: 'SP', category: 'C', sub_category: 'S', sub_category_type: 'T' } as const satisfies Record<ListItemType, LinkType>;

export const LISTING_CONTENT_MESSAGES = {
  status: STAFF_INPUT_MESSAGES.status,
  eventTitle: 'Enter the event title.',
  eventUrl: 'event_url is the event address after /event-: lower-case letters and digits joined by single hyphens (dashain-offers).',
  date: (field: string) => `${field} is a date (2026-10-01) or a date and time (2026-10-01T18:00), or empty.`,
  endsBeforeStart: 'ends_at comes after starts_at: the event ends after it starts.',
  productId: 'product_id is the id of the product: a whole number from 1.',
  image: (field: string) => `${field} is the address of an image: a path on this site (/media/…) or an http(s) address.`,
  brandId: 'brand_id is the id of the brand: a whole number from 1.',
  brochureTitle: 'Enter the catalogue title.',
  filePath: 'file_path is the address of the catalogue file (a PDF): a path on this site (/…) or an http(s) address.',
  centerKind: `kind is one of: ${SERVICE_CENTER_KINDS.join(', ')}.`,
  centerName: 'Enter the service centre name.',
  centerAddress: 'Enter the address.',
  phone: 'Enter the contact number.',
  email: 'Enter a valid email address, or leave it empty.',
  province: 'province_id is the province number, 1 to 7, or empty.',
  placement: `placement is one of: ${SLIDER_PLACEMENTS.join(', ')}.`,
  itemTarget: 'target_id is the id of what the block lists (a product, brand, category …): a whole number from 1.',
} as const;
const M = LISTING_CONTENT_MESSAGES;

const date = (field: string) => string().matches(DATE_SHAPE, M.date(field)).test('date', M.date(field), (v) => v == null || !Number.isNaN(Date.parse(v))).nullable();
const image = (field: string) => address(M.image(field)).nullable();
const meta = {
  meta_title: text('The meta title', CONTENT_LIMITS.title).nullable(),
  meta_description: text('The meta description', CONTENT_LIMITS.shortText).nullable(),
  meta_keywords: text('The meta keywords', CONTENT_LIMITS.shortText).nullable(),
};

// ---------------------------------------------------------------- events and their products

const eventTitle = () => filled(M.eventTitle, 'The title', CONTENT_LIMITS.title);
const eventUrl = () => string().max(CONTENT_LIMITS.title, M.eventUrl).matches(PAGE_URL_SHAPE, M.eventUrl);
export const eventFields = object({
  title: eventTitle(),
  event_url: eventUrl(),
  banner: image('banner'),
  description: text('The description', CONTENT_LIMITS.html).nullable(),
  starts_at: date('starts_at'),
  ends_at: date('ends_at'),
  ...meta,
  status: onOff(M.status),
}) as unknown as Fields;
export const eventCreateSchema = eventFields
  .shape({ title: eventTitle().required(M.eventTitle), event_url: eventUrl().required(M.eventUrl) })
  .test('dates', M.endsBeforeStart, function (v) {
    if (typeof v.starts_at !== 'string' || typeof v.ends_at !== 'string') return true;
    return Date.parse(v.ends_at) > Date.parse(v.starts_at) ? true : this.createError({ path: 'ends_at', message: M.endsBeforeStart });
  });
export const eventPatchSchema = patchOf(eventFields);
export const eventProductSchema = object({ product_id: id(M.productId).required(M.productId) });

// ---------------------------------------------------------------- brochures (catalogues)

const brochureTitle = () => filled(M.brochureTitle, 'The title', CONTENT_LIMITS.title);
const filePath = () => address(M.filePath);
export const brochureFields = object({
  brand_id: id(M.brandId),
  title: brochureTitle(),
  file_path: filePath(),
  featured_image: image('featured_image'),
  status: onOff(M.status),
}) as unknown as Fields;
export const brochureCreateSchema = brochureFields.shape({
  brand_id: id(M.brandId).required(M.brandId),
  title: brochureTitle().required(M.brochureTitle),
  file_path: filePath().required(M.filePath),
});
export const brochurePatchSchema = patchOf(brochureFields);

// ---------------------------------------------------------------- service centres

const centerKind = () => mixed<(typeof SERVICE_CENTER_KINDS)[number]>().oneOf([...SERVICE_CENTER_KINDS], M.centerKind);
const centerName = () => filled(M.centerName, 'The name', L.name);
const centerAddress = () => filled(M.centerAddress, 'The address', CONTENT_LIMITS.title);
const phone = () => filled(M.phone, 'The contact number', 50);
export const serviceCenterFields = object({
  kind: centerKind(),
  name: centerName(),
  address: centerAddress(),
  district: text('The district', L.name).nullable(),
  contact_person: text('The contact person', L.name).nullable(),
  phone: phone(),
  email: string().max(L.email, M.email).matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.email).nullable(),
  province_id: id(M.province).max(7, M.province).nullable(),
  brand_id: id(M.brandId).nullable(),
  status: onOff(M.status),
}) as unknown as Fields;
export const serviceCenterCreateSchema = serviceCenterFields.shape({
  kind: centerKind().required(M.centerKind),
  name: centerName().required(M.centerName),
  address: centerAddress().required(M.centerAddress),
  phone: phone().required(M.phone),
});
export const serviceCenterPatchSchema = patchOf(serviceCenterFields);

// ---------------------------------------------------------------- sliders: banners with a placement

const placement = () => mixed<(typeof SLIDER_PLACEMENTS)[number]>().oneOf([...SLIDER_PLACEMENTS], M.placement);
export const sliderFields = bannerFields.shape({ placement: placement(), mobile_image: image('mobile_image') }) as unknown as Fields;
export const sliderCreateSchema = bannerCreateSchema.shape({ placement: placement().required(M.placement), mobile_image: image('mobile_image') });
export const sliderPatchSchema = patchOf(sliderFields);

// ---------------------------------------------------------------- the items of a list block

/** What the block lists is set by the block (item_type); staff choose the target and show or hide it. */
const itemEditable = { target_id: id(M.itemTarget), status: onOff(M.status) };
export const layoutItemCreateSchema = object({
  item_type: mixed<ListItemType>().oneOf(LIST_ITEM_TYPES),
  ...itemEditable,
  target_id: id(M.itemTarget).required(M.itemTarget),
}) as unknown as Fields;
export const layoutItemPatchSchema = patchOf(object(itemEditable) as unknown as Fields);
