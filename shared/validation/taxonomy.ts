/**
 * The back office's inputs for the catalogue's own lists (issue 32): categories, sub-categories,
 * brands and suppliers. Built like the content kinds (content.ts): each kind's fields (every one
 * optional), a create schema (what a new row needs) and a patch schema (any fields and the version
 * edited); the server checks a patch merged with the row against the create schema. Read by the
 * admin forms and the /api/admin/content/ routes alike.
 */
import { number, object, string } from 'yup';
import { CONTENT_LIMITS, PAGE_URL_SHAPE, address, filled, id, onOff, patchOf, text, type Fields } from './content';
import { TEXT_LIMITS as L } from './limits';
import { STAFF_INPUT_MESSAGES } from './staff';

export const TAXONOMY_MESSAGES = {
  status: STAFF_INPUT_MESSAGES.status,
  name: (what: string) => `Enter the ${what} name.`,
  slug: (field: string, example: string) => `${field} is the address in the store: lower-case letters and digits joined by single hyphens (${example}).`,
  category: 'category_id is the id of the category the sub-category sits in: a whole number from 1.',
  featured: 'is_featured is 1 (listed among the featured brands) or 0.',
  image: (field: string) => `${field} is the address of an image: a path on this site (/media/…) or an http(s) address.`,
  email: 'Enter a valid email address, or leave it empty.',
} as const;
const M = TAXONOMY_MESSAGES;

const slug = (field: string, example: string) => string().max(CONTENT_LIMITS.title, M.slug(field, example)).matches(PAGE_URL_SHAPE, M.slug(field, example));
const image = (field: string) => address(M.image(field)).nullable();
const meta = {
  meta_title: text('The meta title', CONTENT_LIMITS.title).nullable(),
  meta_description: text('The meta description', CONTENT_LIMITS.shortText).nullable(),
  meta_keywords: text('The meta keywords', CONTENT_LIMITS.shortText).nullable(),
};
const name = (what: string) => filled(M.name(what), 'The name', L.name);

// ---------------------------------------------------------------- categories

export const categoryFields = object({
  name: name('category'),
  category_url: slug('category_url', 'home-appliances'),
  icon: image('icon'),
  image: image('image'),
  banner: image('banner'),
  ...meta,
  status: onOff(M.status),
}) as unknown as Fields;
export const categoryCreateSchema = categoryFields.shape({
  name: name('category').required(M.name('category')),
  category_url: slug('category_url', 'home-appliances').required(M.slug('category_url', 'home-appliances')),
});
export const categoryPatchSchema = patchOf(categoryFields);

// ---------------------------------------------------------------- sub-categories

export const subCategoryFields = object({
  category_id: id(M.category),
  name: name('sub-category'),
  sub_category_url: slug('sub_category_url', 'led-tv'),
  icon: image('icon'),
  image: image('image'),
  ...meta,
  status: onOff(M.status),
}) as unknown as Fields;
export const subCategoryCreateSchema = subCategoryFields.shape({
  category_id: id(M.category).required(M.category),
  name: name('sub-category').required(M.name('sub-category')),
  sub_category_url: slug('sub_category_url', 'led-tv').required(M.slug('sub_category_url', 'led-tv')),
});
export const subCategoryPatchSchema = patchOf(subCategoryFields);

// ---------------------------------------------------------------- brands

export const brandFields = object({
  name: name('brand'),
  brand_url: slug('brand_url', 'samsung'),
  image: image('image'),
  banner: image('banner'),
  description: text('The description', CONTENT_LIMITS.html).nullable(),
  is_featured: number().typeError(M.featured).oneOf([0, 1], M.featured),
  ...meta,
  status: onOff(M.status),
}) as unknown as Fields;
export const brandCreateSchema = brandFields.shape({
  name: name('brand').required(M.name('brand')),
  brand_url: slug('brand_url', 'samsung').required(M.slug('brand_url', 'samsung')),
});
export const brandPatchSchema = patchOf(brandFields);

// ---------------------------------------------------------------- suppliers

export const supplierFields = object({
  name: name('supplier'),
  slug: slug('slug', 'himalayan-traders'),
  logo: image('logo'),
  banner: image('banner'),
  description: text('The description', CONTENT_LIMITS.html).nullable(),
  phone: text('The contact number', 50).nullable(),
  email: string().max(L.email, M.email).matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.email).nullable(),
  address: text('The address', CONTENT_LIMITS.title).nullable(),
  status: onOff(M.status),
}) as unknown as Fields;
export const supplierCreateSchema = supplierFields.shape({
  name: name('supplier').required(M.name('supplier')),
  slug: slug('slug', 'himalayan-traders').required(M.slug('slug', 'himalayan-traders')),
});
export const supplierPatchSchema = patchOf(supplierFields);
