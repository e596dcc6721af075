/**
 * The staff API's inputs (issue 32): one schema per input, read by the back office's forms and
 * by the server's /api/admin/ routes alike.
 */
import { array, boolean, mixed, number, object, string } from 'yup';
import { requiredText } from './account';
import { TEXT_LIMITS as L, tooLong } from './limits';

export const STAFF_INPUT_MESSAGES = {
  loginRequired: 'Enter your staff email and password.',
  version: 'Send the version you edited ("version" from the last read).',
  decision: 'The decision is "accept" or "reject".',
  open: '"open" is true or false.',
  nothingToChange: 'Say what to change: order_status, delivery_status or payment_status.',
  bookingNothingToChange: 'Say what to change: delivery_status or payment_status.',
  productNothingToChange: `Say what to change: ${['name', 'model_number', 'price', 'discount_price', 'stock', 'status', 'is_new', 'product_type', 'prepayment', 'prepayment_value', 'is_service', 'specifications'].join(', ')}.`,
  productName: 'Enter the product name.',
  modelNumber: 'Enter the model number.',
  flag: (field: string) => `${field} is 1 (yes) or 0 (no).`,
  productType: 'product_type is Normal or Combo.',
  prepaymentValue: 'prepayment_value is the amount in rupees paid to pre-book: more than 0, with at most two decimals.',
  needsPrepaymentValue: 'A product with prepayment 1 needs prepayment_value: the amount in rupees paid to pre-book it.',
  specifications: 'specifications is a list of at most 100 {name, value} pairs, each filled in.',
  specName: 'Each specification needs a name (Screen Size) of at most 100 characters.',
  specValue: 'Each specification needs a value (55 inch) of at most 500 characters.',
  specRepeated: (name: string) => `The specification "${name}" is listed twice: keep it once.`,
  money: (field: string) => `${field} is an amount in rupees with at most two decimals, 0 or more.`,
  stock: 'stock is a whole number, 0 or more.',
  status: 'status is 1 (shown) or 0 (hidden).',
  role: 'The role is one of owner, operations, catalogue, support.',
  password: 'A staff password has at least 10 characters.',
} as const;
const M = STAFF_INPUT_MESSAGES;

const note = string().max(L.note, tooLong('The note', L.note)).nullable();
const version = number().required(M.version).integer(M.version).min(1, M.version);

export const staffLoginSchema = object({
  email: requiredText(M.loginRequired).max(L.email, tooLong('Email', L.email)),
  password: requiredText(M.loginRequired).max(L.password, tooLong('Password', L.password)),
  code: string().max(10, 'Enter the 6-digit code from your authenticator app.'),
});

const oneOf = <T extends string>(values: readonly T[], field: string) =>
  mixed<T>().oneOf([...values], `${field} is one of: ${values.join(', ')}.`);

export const orderStatusSchema = (orderStatuses: readonly string[], deliveryStatuses: readonly string[], paymentStatuses: readonly string[]) =>
  object({
    order_status: oneOf(orderStatuses, 'order_status'),
    delivery_status: oneOf(deliveryStatuses, 'delivery_status'),
    payment_status: oneOf(paymentStatuses, 'payment_status'),
    note,
    version,
  }).test('something', M.nothingToChange, (v) => Boolean(v.order_status || v.delivery_status || v.payment_status));

export const bookingStatusSchema = (deliveryStatuses: readonly string[], paymentStatuses: readonly string[]) =>
  object({
    delivery_status: oneOf(deliveryStatuses, 'delivery_status'),
    payment_status: oneOf(paymentStatuses, 'payment_status'),
    note,
    version,
  }).test('something', M.bookingNothingToChange, (v) => Boolean(v.delivery_status || v.payment_status));

export const decisionSchema = object({
  decision: mixed<'accept' | 'reject'>().required(M.decision).oneOf(['accept', 'reject'], M.decision),
  note,
});

/** An inbox item (a review, a warranty registration) approved or rejected. */
export const moderationSchema = object({
  decision: mixed<'approve' | 'reject'>().required('The decision is "approve" or "reject".').oneOf(['approve', 'reject'], 'The decision is "approve" or "reject".'),
  note,
});

export const buyNowSchema = object({
  open: boolean().required(M.open),
  note,
});

const rupees = (field: string) =>
  number()
    .typeError(M.money(field))
    .min(0, M.money(field))
    .max(100_000_000, M.money(field))
    .test('paisa', M.money(field), (v) => v == null || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6);

export const PRODUCT_TYPES = ['Normal', 'Combo'] as const;
export const SPEC_LIMITS = { count: 100, name: 100, value: 500 } as const;

const flag = (field: string) => number().typeError(M.flag(field)).oneOf([0, 1], M.flag(field));
const filledText = (message: string, max: number) =>
  string().typeError(message).max(max, message).test('filled', message, (v) => v === undefined || v.trim().length > 0);

const specification = object({
  name: filledText(M.specName, SPEC_LIMITS.name).required(M.specName),
  value: filledText(M.specValue, SPEC_LIMITS.value).required(M.specValue),
});

/** What staff edit of a product (PATCH /api/admin/products/{id}); every field optional, the version required. */
export const productPatchSchema = object({
  name: filledText(M.productName, 200),
  model_number: filledText(M.modelNumber, 100),
  price: rupees('price'),
  discount_price: rupees('discount_price').nullable(),
  stock: number().typeError(M.stock).integer(M.stock).min(0, M.stock).max(1_000_000, M.stock),
  status: number().typeError(M.status).oneOf([0, 1], M.status),
  is_new: flag('is_new'),
  product_type: mixed<(typeof PRODUCT_TYPES)[number]>().oneOf([...PRODUCT_TYPES], M.productType),
  prepayment: flag('prepayment'),
  prepayment_value: rupees('prepayment_value').nullable().test('positive', M.prepaymentValue, (v) => v == null || v > 0),
  is_service: flag('is_service'),
  specifications: array(specification)
    .typeError(M.specifications)
    .max(SPEC_LIMITS.count, M.specifications)
    .test('once', function (list) {
      const seen = new Set<string>();
      for (const s of list ?? []) {
        const key = String(s?.name ?? '').trim().toLowerCase();
        if (seen.has(key)) return this.createError({ message: M.specRepeated(String(s?.name).trim()) });
        seen.add(key);
      }
      return true;
    }),
  version,
}).test('something', M.productNothingToChange, (v) => Object.entries(v).some(([k, x]) => k !== 'version' && x !== undefined));

export const staffCreateSchema = (roles: readonly string[]) =>
  object({
    email: requiredText('Enter the email.').max(L.email, tooLong('Email', L.email)).matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email address.'),
    name: requiredText('Enter the name.').max(L.name, tooLong('Name', L.name)),
    role: oneOf(roles, 'role').required(M.role),
    password: requiredText(M.password).min(10, M.password).max(L.password, tooLong('Password', L.password)),
  });

export const requireTotpSchema = object({ require_totp: boolean().required('"require_totp" is true or false.') });
export const totpCodeSchema = object({ code: requiredText('Enter the 6-digit code from your authenticator app.').matches(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.') });

export const INBOX_INPUT_MESSAGES = {
  answered: 'The status is "answered".',
  active: '"active" is true or false.',
  staffNothingToChange: 'Say what to change: role or active.',
} as const;

/** An enquiry, a consultation or a contact message marked answered (once), with an optional note. */
export const inboxAnswerSchema = object({
  status: mixed<'answered'>().required(INBOX_INPUT_MESSAGES.answered).oneOf(['answered'], INBOX_INPUT_MESSAGES.answered),
  note,
});

/** An owner's change to a staff account: its role, or switched on (true) or off (false). */
export const staffPatchSchema = (roles: readonly string[]) =>
  object({
    role: oneOf(roles, 'role'),
    active: boolean().typeError(INBOX_INPUT_MESSAGES.active),
  }).test('something', INBOX_INPUT_MESSAGES.staffNothingToChange, (v) => v.role !== undefined || v.active !== undefined);

/** The price and stock CSV import (POST /api/admin/products/import): its limits. */
export const PRODUCT_CSV_LIMITS = {
  /** The largest file taken, in bytes. */
  bytes: 5 * 1024 * 1024,
  /** The most product lines in one file. */
  rows: 20_000,
} as const;

/** The columns of the import's header row (`name`, written by the export, is read and left alone). */
export const PRODUCT_CSV_COLUMNS = ['id', 'model_number', 'name', 'price', 'discount_price', 'stock', 'status'] as const;

/** What the import answers: for the whole file, and for each line it refused. */
export const PRODUCT_CSV_MESSAGES = {
  tooLarge: 'The CSV file is larger than 5 MB: split it into smaller files.',
  tooManyRows: 'The file has more than 20,000 product lines: split it into smaller files.',
  notCsv: 'Send the file as text/csv: a header row, then one line per product.',
  notUtf8: 'The file is not UTF-8 text: save it as "CSV UTF-8" and send it again.',
  controlCharacters: 'The file contains a control character (such as a NUL byte): send plain CSV text.',
  empty: 'The file has no lines: send a header row (id or model_number, and any of price, discount_price, stock, status), then one line per product.',
  noProductLines: 'The file has a header row but no product lines.',
  unclosedQuote: (line: number) => `Line ${line} opens a quoted field that is never closed.`,
  unknownColumn: (column: string) => `The header row has a column "${column}" the import does not know: the columns are ${PRODUCT_CSV_COLUMNS.join(', ')}.`,
  repeatedColumn: (column: string) => `The header row has the column "${column}" twice.`,
  noIdentityColumn: 'The header row needs an id or a model_number column, to say which product each line changes.',
  noValueColumn: 'The header row needs at least one of the columns price, discount_price, stock, status.',
  dryRun: 'dry_run is 1 (check the file, change nothing) or 0.',
  nothingApplied: 'No line of the file could be applied: see the refused lines.',
  // Each refused line:
  tooManyFields: 'This line has more fields than the header row.',
  noIdentity: 'This line has neither an id nor a model_number.',
  badId: 'id is a whole number from 1.',
  unknownId: (id: number) => `There is no product ${id}.`,
  unknownModel: (model: string) => `There is no product with model number ${model}.`,
  sharedModel: (model: string, count: number) => `${count} products have model number ${model}: use their ids instead.`,
  otherModel: (id: number, model: string) => `Product ${id} has model number ${model}, not the one on this line.`,
  repeatedProduct: (id: number, lines: number[]) => `Product ${id} is on more than one line (${lines.join(', ')}): keep it on one line.`,
  discountAbovePrice: 'The discount price cannot be more than the price.',
} as const;

/** Product photos uploaded by staff (POST /api/admin/products/{id}/images): what is taken. */
export const PRODUCT_IMAGE_LIMITS = {
  /** The largest file taken, in bytes. */
  bytes: 5 * 1024 * 1024,
  /** The most photos one product has. */
  count: 20,
  /** The types taken (by their first bytes), as a file input's accept list. */
  accept: 'image/jpeg,image/png,image/webp',
} as const;

export const PRODUCT_IMAGE_MESSAGES = {
  notMultipart: 'Send the photo as multipart/form-data, in a file field named "image".',
  malformed: 'The upload arrived incomplete or malformed. Please choose the photo and send it again.',
  tooLarge: 'The photo is larger than 5 MB: make it smaller (about 1500 pixels wide is plenty) and send it again.',
  noFile: 'Choose a photo to upload: a JPEG, PNG or WebP file in the field "image".',
  oneFile: 'Send one photo at a time, in the field "image".',
  notImage: 'The file is not a JPEG, PNG or WebP photo (its content was checked, not its name): export it as JPEG, PNG or WebP and send it again.',
  tooMany: 'A product has at most 20 photos: remove one before adding another.',
  noImage: (productId: number, imageId: number) => `Product ${productId} has no photo ${imageId}.`,
  order: 'image_ids lists each of the product\'s photo ids once, in the order shoppers should see them (the first is the main photo).',
  orderStale: 'The product\'s photos changed since you loaded them: reload the page and arrange them again.',
} as const;

/** The product's photos in a new order (PUT /api/admin/products/{id}/images/order): the first is the main one. */
export const productImageOrderSchema = object({
  image_ids: array(number().required(PRODUCT_IMAGE_MESSAGES.order).integer(PRODUCT_IMAGE_MESSAGES.order).min(1, PRODUCT_IMAGE_MESSAGES.order))
    .required(PRODUCT_IMAGE_MESSAGES.order)
    .min(1, PRODUCT_IMAGE_MESSAGES.order)
    .max(PRODUCT_IMAGE_LIMITS.count, PRODUCT_IMAGE_MESSAGES.order)
    .typeError(PRODUCT_IMAGE_MESSAGES.order),
});
