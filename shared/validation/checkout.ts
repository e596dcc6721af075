/**
 * Cart, checkout and account-area forms (spec part 3 §5). Payload schemas use the API keys
 * (shared/api/checkout.ts, account-area.ts) so the server validates the same objects strictly;
 * forms get string-to-number casting through firstErrors.
 */
import './locale';
import { mixed, number, object, string } from 'yup';
import { addressRule, EMAIL_SHAPE, fullNameRule, mobileRule, noteRule, requiredText } from './account';
import { isCalendarDate, MAX_QTY_PER_LINE, TEXT_LIMITS as L, tooLong } from './limits';
import { STORE_MESSAGES as S } from './store-messages';

const required = () => requiredText(S.required);
/** Required text of at most `max` characters ('Name should not be more than 100 characters.'). */
const text = (label: string, max: number) => required().max(max, tooLong(label, max));
const email = (label = 'Email') => required().matches(EMAIL_SHAPE, S.emailInvalid).max(L.email, tooLong(label, L.email));
const id = (message: string = S.required) => number().typeError(message).required(message).integer(message).positive(message);

/** The payment method that needs a bank. */
export const BANK_TRANSFER = 'Bank Transfer';

const shippingData = () =>
  object({
    name: text('Name', L.name),
    email: email(),
    address: addressRule(S.required),
    mobile: mobileRule(S.required),
  }).required(S.required);

/**
 * POST post-checkout and post-prebooking/{id}: shipping data, province, city, area and payment
 * method required; a bank for Bank Transfer; customer note optional.
 */
export const checkoutPayloadSchema = object({
  shipping_data: shippingData(),
  payment_method: requiredText(S.paymentMethodRequired),
  bank_id: number()
    .nullable()
    .optional()
    .when('payment_method', {
      is: BANK_TRANSFER,
      then: () => id(S.bankRequired),
    }),
  area_id: id(),
  city_id: id(),
  province_id: id(),
  customer_note: noteRule(),
});

/** Coupon input: required before Apply. */
export const couponSchema = object({ coupon: requiredText(S.couponRequired) });

/** Wishlist add-to-cart quantity: at least 1, at most what one cart line takes. */
export const quantitySchema = object({
  qty: number()
    .typeError(S.quantityMin)
    .required(S.quantityMin)
    .integer(S.quantityMin)
    .min(1, S.quantityMin)
    .max(MAX_QTY_PER_LINE, S.quantityMax),
});

/** MM/YY with a month from 01 to 12 (the hint reads MM\YY; both slashes are accepted). */
export const CARD_EXPIRY_SHAPE = /^(0[1-9]|1[0-2])[/\\]\d{2}$/;

/** POST post-checkout-flexipay. */
export const flexiPayPayloadSchema = object({
  shipping_data: shippingData(),
  account_holder_detail: object({
    bank_id: id(S.bankRequired),
    account_holder: text('Account holder', L.name),
    account_holder_address: text('Account holder address', L.address),
    account_holder_email: email('Account holder email'),
    account_holder_mobile: mobileRule(S.required),
    first_six_card_number: required()
      .matches(/^\d{6}$/, S.cardDigits)
      .test('min-1', S.cardDigitsZero, (v) => !v || !/^\d{6}$/.test(v) || Number(v) >= 1),
    expiry_date: required().matches(CARD_EXPIRY_SHAPE, S.cardExpiry),
  }).required(S.required),
  product_id: mixed<number | number[]>()
    .required(S.required)
    .test('ids', S.required, (v) =>
      Array.isArray(v) ? v.length > 0 && v.every((x) => Number.isInteger(x) && x > 0) : Number.isInteger(v) && (v as number) > 0,
    ),
  emi_duration_id: id(),
  duration: id(),
  area_id: id(),
  city_id: id(),
  province_id: id(),
  customer_note: noteRule(),
});

/** Warranty fields (model select, serial 'or IMEI/MEID', place, date); the server checks the file itself. */
export const warrantyFieldsSchema = object({
  model_no: required().max(L.modelNumber, tooLong('Model number', L.modelNumber)),
  serial_number: required().max(L.serialNumber, tooLong('Serial number', L.serialNumber)),
  place_of_purchase: required().max(L.placeOfPurchase, tooLong('Place of purchase', L.placeOfPurchase)),
  purchase_date: required().test('date', S.dateInvalid, (v) => !v || isCalendarDate(v)),
});

const isImage = (v: unknown) =>
  typeof Blob !== 'undefined' && v instanceof Blob && typeof v.type === 'string' && v.type.startsWith('image/');

/** The warranty form, with its proof of purchase (image files only). */
export const warrantyFormSchema = warrantyFieldsSchema.shape({
  proof_of_purchase: mixed<Blob>()
    .required(S.required)
    .test('image', S.imageOnly, (v) => v == null || isImage(v)),
});

/** POST update-profile: name, mobile and address required (email is read-only); name and mobile as everywhere. */
export const profileSchema = object({
  name: fullNameRule(S.required),
  mobile: mobileRule(S.required),
  address: addressRule(S.required),
});

/**
 * The change-password form: all three fields required; a differing confirmation shows
 * 'Confirm Password Doesnot Match' (and nothing is sent). The payload is old_password,
 * password (the new one) and new_password (its confirmation).
 */
export const changePasswordSchema = object({
  old_password: string().required(S.required),
  password: string().required(S.required),
  new_password: string()
    .required(S.required)
    .test('match', S.confirmPasswordMismatch, function match(v) {
      return v == null || v === '' || v === this.parent.password;
    }),
});
