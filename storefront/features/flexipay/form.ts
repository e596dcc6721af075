/**
 * The Flexi Pay form: its values (strings, as inputs give them), the checks of spec part 3 §5
 * with the shared messages, and the post-checkout-flexipay payload they become.
 */
import { object, string } from 'yup';
import type { Profile } from '../../../shared/api/account-area';
import type { EmiBank, EmiPeriod, FlexiPayCheckoutData, FlexiPayPayload } from '../../../shared/api/checkout';
import { CARD_EXPIRY_SHAPE, EMAIL_SHAPE, mobileRule, requiredText, STORE_MESSAGES as S } from '../../../shared/validation';
import { FLEXIPAY_TEXT as T } from './messages';

export interface FlexiValues {
  bank_id: string;
  emi_duration_id: string;
  account_holder: string;
  account_holder_address: string;
  account_holder_mobile: string;
  account_holder_email: string;
  first_six_card_number: string;
  expiry_date: string;
  name: string;
  mobile: string;
  email: string;
  province_id: string;
  city_id: string;
  area_id: string;
  address: string;
  customer_note: string;
  /** The terms checkbox: shown, not enforced (spec §2). */
  terms: boolean;
}

type ProfileLike = Partial<Pick<Profile, 'name' | 'email' | 'mobile' | 'address'>>;

/** Shipping and card-holder fields prefilled from the profile (spec §4). */
export function initialValues(profile: ProfileLike | null | undefined): FlexiValues {
  const p = { name: profile?.name ?? '', email: profile?.email ?? '', mobile: profile?.mobile ?? '', address: profile?.address ?? '' };
  return {
    bank_id: '',
    emi_duration_id: '',
    account_holder: p.name,
    account_holder_address: p.address,
    account_holder_mobile: p.mobile,
    account_holder_email: p.email,
    first_six_card_number: '',
    expiry_date: '',
    name: p.name,
    mobile: p.mobile,
    email: p.email,
    province_id: '',
    city_id: '',
    area_id: '',
    address: p.address,
    customer_note: '',
    terms: false,
  };
}

const required = () => requiredText(S.required);
const email = () => required().matches(EMAIL_SHAPE, S.emailInvalid);
/** The one mobile rule (ten digits), with this form's required message. */
const mobile = () => mobileRule(S.required);

/** Everything required but the note (spec §5); both mobiles ten digits; the card digits numeric, six of them; the expiry MM\YY. */
export const flexiFormSchema = object({
  bank_id: string().required(S.bankRequired),
  emi_duration_id: string().required(T.periodRequired),
  account_holder: required(),
  account_holder_address: required(),
  account_holder_mobile: mobile(),
  account_holder_email: email(),
  first_six_card_number: required().matches(/^\d{6}$/, S.cardDigits),
  expiry_date: required().matches(CARD_EXPIRY_SHAPE, S.cardExpiry),
  name: required(),
  mobile: mobile(),
  email: email(),
  province_id: string().required(S.required),
  city_id: string().required(S.required),
  area_id: string().required(S.required),
  address: required(),
});

export function findPlan(banks: EmiBank[], values: Pick<FlexiValues, 'bank_id' | 'emi_duration_id'>): { bank: EmiBank | null; period: EmiPeriod | null } {
  const bank = banks.find((b) => String(b.id) === values.bank_id) ?? null;
  const period = bank?.emi_periods.find((p) => String(p.id) === values.emi_duration_id) ?? null;
  return { bank, period };
}

/** The payload of post-checkout-flexipay (every product of the Flexi Pay checkout). */
export function toPayload(values: FlexiValues, data: FlexiPayCheckoutData, period: EmiPeriod): FlexiPayPayload {
  const ids = data.cart_items.map((i) => i.product_id);
  return {
    shipping_data: { name: values.name.trim(), email: values.email.trim(), address: values.address.trim(), mobile: values.mobile.trim() },
    account_holder_detail: {
      bank_id: Number(values.bank_id),
      account_holder: values.account_holder.trim(),
      account_holder_address: values.account_holder_address.trim(),
      account_holder_email: values.account_holder_email.trim(),
      account_holder_mobile: values.account_holder_mobile.trim(),
      first_six_card_number: values.first_six_card_number.trim(),
      expiry_date: values.expiry_date.trim(),
    },
    product_id: ids.length === 1 ? ids[0] : ids,
    emi_duration_id: period.id,
    duration: period.months,
    area_id: Number(values.area_id),
    city_id: Number(values.city_id),
    province_id: Number(values.province_id),
    customer_note: values.customer_note.trim() || null,
  };
}
