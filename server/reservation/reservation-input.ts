/**
 * The reservation booking payload (POST post-prebooking/{scooter}, spec part 1 §7), checked
 * strictly: shipping_data {name, email, address, mobile} with the shipping form's messages
 * (part 1 §5), payment_method, source, area and city (ids, as numbers or digit strings),
 * customer_note; and our additions: province (id, optional), color (the chosen colour's
 * option_value or slug, optional), return_url (optional, checked against the allowlist later) and
 * attempt (optional: the client's name for one attempt, so that a reload does not book twice).
 */
import { mixed, object, string, type InferType } from 'yup';
import { ACCOUNT_MESSAGES as M, addressRule, emailRule, fullNameRule, mobileRule, noteRule } from '../../shared/validation';
import { METHOD_GATEWAYS, type GatewayMethod } from '../payments';

export const RESERVATION_METHODS = Object.keys(METHOD_GATEWAYS) as GatewayMethod[];

export const RESERVATION_INPUT_MESSAGES = {
  shippingData: 'shipping_data must be an object with name, email, address and mobile.',
  paymentMethodRequired: 'Please choose a payment method.',
  paymentMethodUnknown: `payment_method must be one of: ${RESERVATION_METHODS.join(', ')}.`,
  notText: (field: string) => `${field} must be text.`,
  notId: (field: string) => `${field} must be the id of a ${field} (a whole number).`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
} as const;
const R = RESERVATION_INPUT_MESSAGES;

/** A positive whole number, or the same as digits in a string (select values arrive as text). */
const idField = (field: string, requiredMessage: string, required = true) =>
  mixed<string | number>()
    .test('present', requiredMessage, (v) => !required || (v !== undefined && v !== null && v !== ''))
    .test('id', R.notId(field), (v) => {
      if (v === undefined || v === null || v === '') return true;
      if (typeof v === 'number') return Number.isSafeInteger(v) && v > 0;
      return typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) && Number(v) > 0;
    });

const optionalText = (field: string, max: number) => string().typeError(R.notText(field)).nullable().optional().max(max, R.tooLong(field, max));

export const reservationPayloadSchema = object({
  shipping_data: object({
    name: fullNameRule().typeError(R.notText('shipping_data.name')),
    email: emailRule().typeError(R.notText('shipping_data.email')),
    address: addressRule().typeError(R.notText('shipping_data.address')),
    mobile: mobileRule().typeError(R.notText('shipping_data.mobile')),
  })
    .typeError(R.shippingData)
    .required(R.shippingData)
    .default(undefined),
  payment_method: string()
    .typeError(R.paymentMethodUnknown)
    .required(R.paymentMethodRequired)
    .oneOf(RESERVATION_METHODS, R.paymentMethodUnknown),
  source: optionalText('source', 40),
  province: idField('province', M.provinceRequired, false),
  city: idField('city', M.cityRequired),
  area: idField('area', M.areaRequired),
  customer_note: noteRule().typeError(R.notText('customer_note')),
  color: optionalText('color', 100),
  return_url: optionalText('return_url', 2000),
  attempt: optionalText('attempt', 64),
});

export type ReservationInput = InferType<typeof reservationPayloadSchema>;

export const idOf = (v: string | number | null | undefined): number | null =>
  v === undefined || v === null || v === '' ? null : Number(v);
