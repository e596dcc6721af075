/**
 * The back office's inputs for the catalogue's own lists (issue 32): categories, sub-categories,
 * sub-category types, brands and suppliers. Built like the content kinds (content.ts): each kind's fields (every one
 * optional), a create schema (what a new row needs) and a patch schema (any fields and the version
 * edited); the server checks a patch merged with the row against the create schema. Read by the
 * admin forms and the /api/admin/content/ routes alike.
 */
import { number, object, string, type AnySchema } from 'yup';
import { CONTENT_LIMITS, PAGE_URL_SHAPE, address, filled, id, onOff, patchOf, text, type Fields } from './content';
import { TEXT_LIMITS as L } from './limits';
import { STAFF_INPUT_MESSAGES } from './staff';

export const TAXONOMY_MESSAGES = {
  status: STAFF_INPUT_MESSAGES.status,
  name: (what: string) => `Enter the ${what} name.`,
  slug: (field: string, example: string) => `${field} is the address in the store: lower-case letters and digits joined by single hyphens (${example}).`,
  category: 'category_id is the id of the category the sub-category sits in: a whole number from 1.',
  subCategory: 'sub_category_id is the id of the sub-category the type sits in: a whole number from 1.',
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
const description = text('The description', CONTENT_LIMITS.html).nullable();

/**
 * A kind's schemas: its fields (a name and an address, then its own, then status), the create
 * schema (the name and the address required) and the patch schema.
 */
function schemasOf(what: string, slugField: string, example: string, own: Record<string, AnySchema>, required: Record<string, AnySchema> = {}) {
  const name = () => filled(M.name(what), 'The name', L.name);
  const url = () => slug(slugField, example);
  const fields = object({ name: name(), [slugField]: url(), ...own, status: onOff(M.status) }) as unknown as Fields;
  return {
    fields,
    create: fields.shape({ ...required, name: name().required(M.name(what)), [slugField]: url().required(M.slug(slugField, example)) }),
    patch: patchOf(fields),
  };
}

const category = schemasOf('category', 'category_url', 'home-appliances', { icon: image('icon'), image: image('image'), banner: image('banner'), ...meta });
export const { create: categoryCreateSchema, patch: categoryPatchSchema } = category;

const subCategory = schemasOf(
  'sub-category', 'sub_category_url', 'led-tv',
  { category_id: id(M.category), icon: image('icon'), image: image('image'), ...meta },
  { category_id: id(M.category).required(M.category) },
);
export const { create: subCategoryCreateSchema, patch: subCategoryPatchSchema } = subCategory;

const subCategoryType = schemasOf(
  'type', 'sub_category_type_url', 'smart-led-tv',
  { sub_category_id: id(M.subCategory), icon: image('icon'), image: image('image'), ...meta },
  { sub_category_id: id(M.subCategory).required(M.subCategory) },
);
export const { create: subCategoryTypeCreateSchema, patch: subCategoryTypePatchSchema } = subCategoryType;

const brand = schemasOf('brand', 'brand_url', 'samsung', {
  image: image('image'),
  banner: image('banner'),
  description,
  is_featured: number().typeError(M.featured).oneOf([0, 1], M.featured),
  ...meta,
});
export const { create: brandCreateSchema, patch: brandPatchSchema } = brand;

const supplier = schemasOf('supplier', 'slug', 'himalayan-traders', {
  logo: image('logo'),
  banner: image('banner'),
  description,
  phone: text('The contact number', 50).nullable(),
  email: string().max(L.email, M.email).matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.email).nullable(),
  address: text('The address', CONTENT_LIMITS.title).nullable(),
});
export const { create: supplierCreateSchema, patch: supplierPatchSchema } = supplier;
