/**
 * Catalogue forms (spec part 2 §5): newsletter, business enquiry, store consultation, review,
 * contact enquiry. Keys are the API payload keys (shared/api/product.ts, pages.ts), so the
 * server validates the same objects (strictly); forms get string-to-number casting.
 */
import './locale';
import { number, object, string } from 'yup';
import { EMAIL_SHAPE, requiredText } from './account';
import { TEXT_LIMITS as L, tooLong } from './limits';
import { ENQUIRY_MAX_LENGTH, STORE_MESSAGES as S } from './store-messages';

const required = () => requiredText(S.required);
/** Required text of at most `max` characters (over the limit: 'Name should not be more than 100 characters.'). */
const text = (label: string, max: number) => required().max(max, tooLong(label, max));
const name = (label = 'Name') => text(label, L.name);
const email = () => required().matches(EMAIL_SHAPE, S.emailInvalid).max(L.email, tooLong('Email', L.email));
const optionalEmail = () =>
  string()
    .nullable()
    .optional()
    .test('email', S.emailInvalid, (v) => v == null || v === '' || EMAIL_SHAPE.test(v))
    .max(L.email, tooLong('Email', L.email));
/** Digits, optionally with a leading + and spaces or dashes between groups. */
export const PHONE_SHAPE = /^\+?\d[\d -]*\d$/;
const phone = () => required().matches(PHONE_SHAPE, S.phoneNumeric).max(L.phone, tooLong('Phone', L.phone));
const id = () => number().typeError(S.required).required(S.required).integer(S.required).positive(S.required);
const rating = () => number().typeError(S.rating).required(S.rating).integer(S.rating).min(1, S.rating).max(5, S.rating);

/** POST post-subscribers: email required, email type. */
export const newsletterSchema = object({ email: email() });

/** POST business-enquiry: name, email, phone and message required; organization optional; message ≤ 140. */
export const businessEnquirySchema = object({
  name: name(),
  email: email(),
  phone: phone(),
  organization: string().nullable().optional().max(L.organization, tooLong('Organization', L.organization)),
  product_id: id(),
  enquiry: required().max(ENQUIRY_MAX_LENGTH, S.messageTooLong),
});

/** POST post-stock-consultation: name, numeric phone, area (after province and city) required; email and message optional; message ≤ 140. */
export const stockConsultationSchema = object({
  name: name(),
  email: optionalEmail(),
  number: required().matches(/^\d+$/, S.phoneNumeric).max(L.phone, tooLong('Phone', L.phone)),
  area_id: id(),
  product_id: id(),
  queries: string().nullable().optional().max(ENQUIRY_MAX_LENGTH, S.messageTooLong),
});

/** POST post-reviews: quality, price and value 1 to 5; nickname, summary and review required. */
export const reviewSchema = object({
  name: name('Nickname'),
  quality: rating(),
  price: rating(),
  value: rating(),
  product_id: id(),
  summary: text('Summary', L.summary),
  review: text('Review', L.review),
});

/** POST post-enquiry (Contact Us): name, e-mail, phone and enquiry required. */
export const contactEnquirySchema = object({
  name: name(),
  email: email(),
  phone: phone(),
  enquiry: text('Enquiry', L.contactEnquiry),
});
