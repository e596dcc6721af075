import type { EmiBank, FlexiPayCheckoutData } from '../../../shared/api/checkout';
import { ACCOUNT_MESSAGES as M } from '../../../shared/validation/messages';
import { STORE_MESSAGES as S } from '../../../shared/validation/store-messages';
import { firstErrors } from '../../../shared/validation/form';
import { findPlan, flexiFormSchema, initialValues, toPayload, type FlexiValues } from './form';
import { FLEXIPAY_TEXT as T } from './messages';

const banks: EmiBank[] = [
  { id: 1, bank_name: 'Nabil Bank', emi_periods: [{ id: 11, name: '3 Months', months: 3 }, { id: 12, name: '12 Months', months: 12 }] },
  { id: 2, bank_name: 'NIC Asia Bank', emi_periods: [{ id: 21, name: '3 Months', months: 3 }] },
];
const data: FlexiPayCheckoutData = {
  cart_items: [{ product_id: 7, product_name: 'TV', product_img: '/t.svg', qty: 1, total: 50000, product_price: 50000 }],
  payment_options: ['Nabil Card'],
  grand_total: 50000,
};

function filled(over: Partial<FlexiValues> = {}): FlexiValues {
  return {
    ...initialValues({ name: 'Asha Gurung', email: 'asha@example.com', mobile: '9801234567', address: 'Jhamsikhel' }),
    bank_id: '1',
    emi_duration_id: '12',
    first_six_card_number: '455701',
    expiry_date: '08\\29',
    province_id: '3',
    city_id: '30',
    area_id: '300',
    ...over,
  };
}

describe('initialValues', () => {
  it('prefills the shipping and card-holder fields from the profile', () => {
    const v = initialValues({ name: 'Asha', email: 'a@x.com', mobile: '98', address: 'Here' });
    expect(v).toMatchObject({ name: 'Asha', account_holder: 'Asha', email: 'a@x.com', account_holder_email: 'a@x.com', mobile: '98', address: 'Here', bank_id: '', terms: false });
    expect(initialValues(null).name).toBe('');
  });
});

describe('flexiFormSchema', () => {
  it('passes a filled form (the terms box is not enforced)', async () => {
    expect(await firstErrors(flexiFormSchema, filled({ terms: false }))).toEqual({});
  });

  it('requires everything but the note, with the shared messages', async () => {
    const errors = await firstErrors(flexiFormSchema, initialValues(null));
    expect(errors).toMatchObject({
      bank_id: S.bankRequired,
      emi_duration_id: T.periodRequired,
      account_holder: S.required,
      account_holder_address: S.required,
      account_holder_mobile: S.required,
      account_holder_email: S.required,
      first_six_card_number: S.required,
      expiry_date: S.required,
      name: S.required,
      province_id: S.required,
      city_id: S.required,
      area_id: S.required,
      address: S.required,
    });
    expect(errors).not.toHaveProperty('customer_note');
  });

  it('checks the card digits, the expiry, the mobile and the emails', async () => {
    const errors = await firstErrors(flexiFormSchema, filled({ first_six_card_number: '45a7', expiry_date: '13/29', account_holder_mobile: '98x', account_holder_email: 'nope', email: 'x' }));
    expect(errors).toEqual({
      first_six_card_number: S.cardDigits,
      expiry_date: S.cardExpiry,
      account_holder_mobile: M.mobileInvalid,
      account_holder_email: S.emailInvalid,
      email: S.emailInvalid,
    });
  });

  it("takes ten digits for both mobiles (the shared rule): 'abcdefghij' is refused with the spec's message", async () => {
    expect(await firstErrors(flexiFormSchema, filled({ mobile: 'abcdefghij', account_holder_mobile: 'abcdefghij' }))).toEqual({
      mobile: 'Please enter valid mobile number.',
      account_holder_mobile: 'Please enter valid mobile number.',
    });
    expect(await firstErrors(flexiFormSchema, filled({ mobile: '98012', account_holder_mobile: '98012345678' }))).toEqual({
      mobile: M.mobileInvalid,
      account_holder_mobile: M.mobileInvalid,
    });
  });
});

describe('findPlan and toPayload', () => {
  it('finds the bank and its period', () => {
    expect(findPlan(banks, { bank_id: '1', emi_duration_id: '12' }).period?.months).toBe(12);
    expect(findPlan(banks, { bank_id: '2', emi_duration_id: '12' }).period).toBeNull();
    expect(findPlan(banks, { bank_id: '', emi_duration_id: '' }).bank).toBeNull();
  });

  it('builds the post-checkout-flexipay payload with the API’s keys', () => {
    const values = filled({ customer_note: '  ' });
    const payload = toPayload(values, data, findPlan(banks, values).period!);
    expect(payload).toEqual({
      shipping_data: { name: 'Asha Gurung', email: 'asha@example.com', address: 'Jhamsikhel', mobile: '9801234567' },
      account_holder_detail: {
        bank_id: 1, account_holder: 'Asha Gurung', account_holder_address: 'Jhamsikhel', account_holder_email: 'asha@example.com',
        account_holder_mobile: '9801234567', first_six_card_number: '455701', expiry_date: '08\\29',
      },
      product_id: 7,
      emi_duration_id: 12,
      duration: 12,
      area_id: 300,
      city_id: 30,
      province_id: 3,
      customer_note: null,
    });
    const two = toPayload(values, { ...data, cart_items: [...data.cart_items, { ...data.cart_items[0], product_id: 9 }] }, banks[0].emi_periods[0]);
    expect(two.product_id).toEqual([7, 9]);
  });
});
