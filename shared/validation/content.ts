/**
 * The back office's content inputs (issue 32): home layout blocks and their banners, the home
 * pop-up, static pages, FAQs and stores. One schema per input, read by the admin forms and the
 * /api/admin/content/ routes alike. Each kind has its fields (every one optional), a create schema
 * (what a new row needs, and the rules between fields) and a patch schema (any fields and the
 * version edited); the server checks a patch merged with the row it changes against the create
 * schema, so both answer the same messages.
 */
import { mixed, number, object, string, type ObjectSchema } from 'yup';
import { TEXT_LIMITS as L, tooLong, INPUT_LIMITS } from './limits';
import { STAFF_INPUT_MESSAGES } from './staff';

export const LAYOUT_BLOCK_TYPES = [
  'One Banner', 'Two Banner', 'Three Banner', 'Product List', 'Brand List', 'Supplier List', 'Category List',
  'Sub Category List', 'Sub Category Type List', 'Scroll Text', 'Flash Sales',
] as const;
export type LayoutBlockKind = (typeof LAYOUT_BLOCK_TYPES)[number];
export const BANNER_BLOCK_TYPES: readonly LayoutBlockKind[] = ['One Banner', 'Two Banner', 'Three Banner'];

/** Where a banner leads (spec part 1 §2): each link type and what its target is. */
export const LINK_TYPES = {
  L: 'link',
  C: 'category',
  S: 'sub category',
  T: 'type',
  B: 'brand',
  PR: 'product',
  P: 'page',
  E: 'event',
  SP: 'supplier',
} as const;
export type LinkType = keyof typeof LINK_TYPES;
export const LINK_TYPE_CODES = Object.keys(LINK_TYPES) as LinkType[];

export const STORE_TYPES = ['product', 'lg_shoppe'] as const;

/** A slug as the storefront's addresses use it: lower-case letters and digits joined by single hyphens. */
export const PAGE_URL_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A path on this site (/media/…) or an http(s) address, without spaces. */
const ADDRESS_SHAPE = /^(?:\/(?!\/)|https?:\/\/[^/\s])\S*$/;

export const CONTENT_LIMITS = { title: 200, address: 500, shortText: 500, html: INPUT_LIMITS.textMax, scrollText: 1000, topic: 100 } as const;

export const CONTENT_MESSAGES = {
  status: STAFF_INPUT_MESSAGES.status,
  version: STAFF_INPUT_MESSAGES.version,
  showInFooter: 'show_in_footer is 1 (listed in the footer) or 0.',
  nothingToChange: 'Say what to change: send at least one field with the version.',
  direction: 'direction is "up" or "down".',
  image: (field: string) => `${field} is the address of an image: a path on this site (/media/…) or an http(s) address.`,
  address: (field: string) => `${field} is an address: a path on this site (/…) or an http(s) address.`,
  blockType: `type is one of: ${LAYOUT_BLOCK_TYPES.join(', ')}.`,
  productView: 'A Product List block needs product_view: grid or slider.',
  scrollText: 'A Scroll Text block needs scroll_text: the text that scrolls.',
  flashSale: 'A Flash Sales block needs flash_sale_id: the id of the flash sale it shows.',
  linkType: `link_type is one of: ${LINK_TYPE_CODES.map((c) => `${c} (${LINK_TYPES[c]})`).join(', ')}.`,
  bannerImage: 'A banner needs image: the address of its picture (a path on this site or an http(s) address).',
  needsLink: 'A banner with link_type L needs link: a path on this site (/…) or an http(s) address.',
  needsTarget: (type: LinkType) => `A banner with link_type ${type} needs target_id: the id of the ${LINK_TYPES[type]} it leads to.`,
  targetId: 'target_id is the id of what the banner leads to: a whole number from 1.',
  popupImage: 'The pop-up needs image_url: the address of its picture (a path on this site or an http(s) address).',
  pageTitle: 'Enter the page title.',
  pageUrl: 'page_url is the page address after /page-: lower-case letters and digits joined by single hyphens (privacy-policy).',
  pageContent: 'Enter the page content (HTML).',
  question: 'Enter the question.',
  answer: 'Enter the answer.',
  storeType: `type is one of: ${STORE_TYPES.join(', ')}.`,
  storeName: 'Enter the store name.',
  branch: 'Enter the branch.',
  location: 'Enter the location.',
  phone: 'Enter the contact number.',
  email: 'Enter a valid email address, or leave it empty.',
} as const;
const M = CONTENT_MESSAGES;

export const onOff = (message: string) => number().typeError(message).oneOf([0, 1], message);
export const text = (label: string, max: number) => string().max(max, tooLong(label, max));
export const filled = (message: string, label: string, max: number) =>
  string().max(max, tooLong(label, max)).test('filled', message, (v) => v === undefined || v.trim().length > 0);
export const address = (message: string) => string().max(CONTENT_LIMITS.address, message).matches(ADDRESS_SHAPE, message);
export const id = (message: string) => number().typeError(message).integer(message).min(1, message).max(2_147_483_647, message);
const version = number().required(M.version).integer(M.version).min(1, M.version);

export type Fields = ObjectSchema<Record<string, unknown>>;
/** Any of the fields and the version (the rules between fields are checked on the merged row). */
export const patchOf = (fields: Fields) =>
  fields.shape({ version }).test('something', M.nothingToChange, (v) => Object.keys(v ?? {}).some((k) => k !== 'version' && (v as Record<string, unknown>)[k] !== undefined));

// ---------------------------------------------------------------- layout blocks

export const layoutFields = object({
  type: mixed<LayoutBlockKind>().oneOf([...LAYOUT_BLOCK_TYPES], M.blockType),
  title: text('The title', CONTENT_LIMITS.title),
  sub_title: text('The sub-title', CONTENT_LIMITS.title),
  product_view: mixed<'grid' | 'slider'>().nullable().oneOf(['grid', 'slider', null], M.productView),
  scroll_text: text('The scroll text', CONTENT_LIMITS.scrollText).nullable(),
  flash_sale_id: id(M.flashSale).nullable(),
  status: onOff(M.status),
}) as unknown as Fields;

export const layoutCreateSchema = layoutFields.shape({ type: mixed<LayoutBlockKind>().required(M.blockType).oneOf([...LAYOUT_BLOCK_TYPES], M.blockType) })
  .test('product-view', M.productView, (v) => v.type !== 'Product List' || v.product_view === 'grid' || v.product_view === 'slider')
  .test('scroll-text', M.scrollText, (v) => v.type !== 'Scroll Text' || (typeof v.scroll_text === 'string' && v.scroll_text.trim() !== ''))
  .test('flash-sale', M.flashSale, (v) => v.type !== 'Flash Sales' || typeof v.flash_sale_id === 'number');
export const layoutPatchSchema = patchOf(layoutFields);

// ---------------------------------------------------------------- banners of a block

export const bannerFields = object({
  name: text('The banner name', CONTENT_LIMITS.title).nullable(),
  image: address(M.image('image')),
  link_type: mixed<LinkType>().oneOf(LINK_TYPE_CODES, M.linkType),
  link: address(M.address('link')).nullable(),
  target_id: id(M.targetId).nullable(),
  status: onOff(M.status),
}) as unknown as Fields;

export const bannerCreateSchema = bannerFields
  .shape({
    image: string().required(M.bannerImage).max(CONTENT_LIMITS.address, M.image('image')).matches(ADDRESS_SHAPE, M.image('image')),
    link_type: mixed<LinkType>().required(M.linkType).oneOf(LINK_TYPE_CODES, M.linkType),
  })
  .test('target', 'A banner needs where it leads.', function (v) {
    const type = v.link_type as LinkType | undefined;
    if (!type || !(type in LINK_TYPES)) return true;
    if (type === 'L') return typeof v.link === 'string' && v.link !== '' ? true : this.createError({ path: 'link', message: M.needsLink });
    return typeof v.target_id === 'number' ? true : this.createError({ path: 'target_id', message: M.needsTarget(type) });
  });
export const bannerPatchSchema = patchOf(bannerFields);

// ---------------------------------------------------------------- the home pop-up

export const popupFields = object({
  image_url: address(M.image('image_url')),
  slider_link: address(M.address('slider_link')).nullable(),
  title: text('The title', CONTENT_LIMITS.title),
  short_description: text('The short description', CONTENT_LIMITS.shortText),
  status: onOff(M.status),
}) as unknown as Fields;
export const popupCreateSchema = popupFields.shape({
  image_url: string().required(M.popupImage).max(CONTENT_LIMITS.address, M.image('image_url')).matches(ADDRESS_SHAPE, M.image('image_url')),
});
export const popupPatchSchema = patchOf(popupFields);

// ---------------------------------------------------------------- static pages

export const pageFields = object({
  title: filled(M.pageTitle, 'The title', CONTENT_LIMITS.title),
  page_url: string().max(CONTENT_LIMITS.title, M.pageUrl).matches(PAGE_URL_SHAPE, M.pageUrl),
  content: filled(M.pageContent, 'The content', CONTENT_LIMITS.html),
  meta_title: text('The meta title', CONTENT_LIMITS.title).nullable(),
  meta_description: text('The meta description', CONTENT_LIMITS.shortText).nullable(),
  show_in_footer: onOff(M.showInFooter),
  status: onOff(M.status),
}) as unknown as Fields;
export const pageCreateSchema = pageFields.shape({
  title: filled(M.pageTitle, 'The title', CONTENT_LIMITS.title).required(M.pageTitle),
  page_url: string().required(M.pageUrl).max(CONTENT_LIMITS.title, M.pageUrl).matches(PAGE_URL_SHAPE, M.pageUrl),
  content: filled(M.pageContent, 'The content', CONTENT_LIMITS.html).required(M.pageContent),
});
export const pagePatchSchema = patchOf(pageFields);

// ---------------------------------------------------------------- FAQs

export const faqFields = object({
  topic: text('The topic', CONTENT_LIMITS.topic),
  question: filled(M.question, 'The question', CONTENT_LIMITS.shortText),
  answer: filled(M.answer, 'The answer', CONTENT_LIMITS.html),
  status: onOff(M.status),
}) as unknown as Fields;
export const faqCreateSchema = faqFields.shape({
  question: filled(M.question, 'The question', CONTENT_LIMITS.shortText).required(M.question),
  answer: filled(M.answer, 'The answer', CONTENT_LIMITS.html).required(M.answer),
});
export const faqPatchSchema = patchOf(faqFields);

// ---------------------------------------------------------------- stores

export const storeFields = object({
  type: mixed<(typeof STORE_TYPES)[number]>().oneOf([...STORE_TYPES], M.storeType),
  name: filled(M.storeName, 'The name', L.name),
  branch: filled(M.branch, 'The branch', L.name),
  location: filled(M.location, 'The location', CONTENT_LIMITS.title),
  phone: filled(M.phone, 'The contact number', 50),
  profile_image: address(M.image('profile_image')).nullable(),
  email: string().max(L.email, M.email).matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.email).nullable(),
  opening_hours: text('The opening hours', CONTENT_LIMITS.title).nullable(),
  status: onOff(M.status),
}) as unknown as Fields;
export const storeCreateSchema = storeFields.shape({
  type: mixed<(typeof STORE_TYPES)[number]>().required(M.storeType).oneOf([...STORE_TYPES], M.storeType),
  name: filled(M.storeName, 'The name', L.name).required(M.storeName),
  branch: filled(M.branch, 'The branch', L.name).required(M.branch),
  location: filled(M.location, 'The location', CONTENT_LIMITS.title).required(M.location),
  phone: filled(M.phone, 'The contact number', 50).required(M.phone),
});
export const storePatchSchema = patchOf(storeFields);

export const moveSchema = object({
  direction: mixed<'up' | 'down'>().required(M.direction).oneOf(['up', 'down'], M.direction),
});
