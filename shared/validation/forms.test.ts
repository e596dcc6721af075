import { firstErrors } from './form';
import { ACCOUNT_MESSAGES } from './messages';
import { STORE_MESSAGES as S } from './store-messages';
import { businessEnquirySchema, contactEnquirySchema, newsletterSchema, reviewSchema, stockConsultationSchema } from './catalogue';
import {
  changePasswordSchema,
  checkoutPayloadSchema,
  couponSchema,
  flexiPayPayloadSchema,
  profileSchema,
  quantitySchema,
  warrantyFieldsSchema,
  warrantyFormSchema,
} from './checkout';

const shipping = { name: 'Ram', email: 'ram@example.com', address: 'Patan', mobile: '9800000000' };
const long = 'x'.repeat(141);

describe('spec-quoted texts', () => {
  it('are verbatim', () => {
    expect(S.required).toBe('This field is required.');
    expect(S.emailInvalid).toBe('Invalid email id.');
    expect(S.confirmPasswordMismatch).toBe('Confirm Password Doesnot Match');
  });
});

describe('catalogue forms', () => {
  it('newsletter: email required and valid', async () => {
    await expect(firstErrors(newsletterSchema, { email: '' })).resolves.toEqual({ email: S.required });
    await expect(firstErrors(newsletterSchema, { email: 'x@y' })).resolves.toEqual({ email: S.emailInvalid });
    await expect(firstErrors(newsletterSchema, { email: 'x@y.np' })).resolves.toEqual({});
  });

  it('business enquiry: organization optional, message at most 140', async () => {
    const ok = { name: 'Sita', email: 's@x.co', phone: '9800000000', product_id: 4, enquiry: 'x'.repeat(140) };
    await expect(firstErrors(businessEnquirySchema, ok)).resolves.toEqual({});
    await expect(firstErrors(businessEnquirySchema, { ...ok, enquiry: long })).resolves.toEqual({ enquiry: S.messageTooLong });
    await expect(firstErrors(businessEnquirySchema, { product_id: 4 })).resolves.toEqual({
      name: S.required,
      email: S.required,
      phone: S.required,
      enquiry: S.required,
    });
  });

  it('store consultation: numeric phone and area required; email and message optional', async () => {
    const ok = { name: 'Sita', number: '9800000000', area_id: '7', product_id: 4 };
    await expect(firstErrors(stockConsultationSchema, ok)).resolves.toEqual({});
    await expect(firstErrors(stockConsultationSchema, { ...ok, number: '98-00', email: 'bad', queries: long, area_id: '' })).resolves.toEqual({
      number: S.phoneNumeric,
      email: S.emailInvalid,
      queries: S.messageTooLong,
      area_id: S.required,
    });
  });

  it('review: ratings 1 to 5 and texts required', async () => {
    const ok = { name: 'Sita', quality: 5, price: 1, value: '3', product_id: 4, summary: 'Good', review: 'Fine' };
    await expect(firstErrors(reviewSchema, ok)).resolves.toEqual({});
    await expect(firstErrors(reviewSchema, { ...ok, quality: 0, price: 6, value: undefined, summary: '' })).resolves.toEqual({
      quality: S.rating,
      price: S.rating,
      value: S.rating,
      summary: S.required,
    });
  });

  it('contact enquiry: all four required', async () => {
    await expect(firstErrors(contactEnquirySchema, {})).resolves.toEqual({
      name: S.required,
      email: S.required,
      phone: S.required,
      enquiry: S.required,
    });
    await expect(firstErrors(contactEnquirySchema, { name: 'a', email: 'a@b.co', phone: '+977 1 5188284', enquiry: 'hi' })).resolves.toEqual({});
  });

  it('the server validates strictly: a string where a number belongs is refused', async () => {
    await expect(
      reviewSchema.validate({ name: 'a', quality: '5', price: 1, value: 1, product_id: 1, summary: 's', review: 'r' }, { strict: true }),
    ).rejects.toThrow(S.rating);
  });
});

describe('checkout forms', () => {
  const order = { shipping_data: shipping, payment_method: 'Cash On Delivery', area_id: 1, city_id: 2, province_id: 3 };

  it('checkout: passes without a bank for other methods', async () => {
    await expect(firstErrors(checkoutPayloadSchema, order)).resolves.toEqual({});
  });
  it('checkout: Bank Transfer needs a bank', async () => {
    await expect(firstErrors(checkoutPayloadSchema, { ...order, payment_method: 'Bank Transfer' })).resolves.toEqual({ bank_id: S.bankRequired });
    await expect(firstErrors(checkoutPayloadSchema, { ...order, payment_method: 'Bank Transfer', bank_id: 2 })).resolves.toEqual({});
  });
  it('checkout: everything but the note is required', async () => {
    await expect(firstErrors(checkoutPayloadSchema, { shipping_data: {} })).resolves.toEqual({
      'shipping_data.name': S.required,
      'shipping_data.email': S.required,
      'shipping_data.address': S.required,
      'shipping_data.mobile': S.required,
      payment_method: S.paymentMethodRequired,
      area_id: S.required,
      city_id: S.required,
      province_id: S.required,
    });
  });

  it('coupon and quantity', async () => {
    await expect(firstErrors(couponSchema, { coupon: ' ' })).resolves.toEqual({ coupon: S.couponRequired });
    await expect(firstErrors(couponSchema, { coupon: 'DASHAIN' })).resolves.toEqual({});
    await expect(firstErrors(quantitySchema, { qty: 0 })).resolves.toEqual({ qty: S.quantityMin });
    await expect(firstErrors(quantitySchema, { qty: '2' })).resolves.toEqual({});
    await expect(firstErrors(quantitySchema, { qty: 100 })).resolves.toEqual({});
    await expect(firstErrors(quantitySchema, { qty: 101 })).resolves.toEqual({ qty: 'You can order at most 100 of one product.' });
  });

  it('Flexi Pay', async () => {
    const ok = {
      shipping_data: shipping,
      account_holder_detail: {
        bank_id: 1,
        account_holder: 'Ram',
        account_holder_address: 'Patan',
        account_holder_email: 'ram@example.com',
        account_holder_mobile: '9800000000',
        first_six_card_number: '412345',
        expiry_date: '09/29',
      },
      product_id: [1, 2],
      emi_duration_id: 3,
      duration: 6,
      area_id: 1,
      city_id: 2,
      province_id: 3,
    };
    await expect(firstErrors(flexiPayPayloadSchema, ok)).resolves.toEqual({});
    await expect(
      firstErrors(flexiPayPayloadSchema, {
        ...ok,
        account_holder_detail: { ...ok.account_holder_detail, first_six_card_number: '4123', expiry_date: '13/29', account_holder_mobile: 'abc' },
      }),
    ).resolves.toEqual({
      'account_holder_detail.first_six_card_number': S.cardDigits,
      'account_holder_detail.expiry_date': S.cardExpiry,
      'account_holder_detail.account_holder_mobile': ACCOUNT_MESSAGES.mobileInvalid,
    });
    await expect(
      firstErrors(flexiPayPayloadSchema, { ...ok, account_holder_detail: { ...ok.account_holder_detail, first_six_card_number: '000000' } }),
    ).resolves.toEqual({ 'account_holder_detail.first_six_card_number': S.cardDigitsZero });
    await expect(firstErrors(flexiPayPayloadSchema, { ...ok, product_id: [] })).resolves.toEqual({ product_id: S.required });
  });

  it('warranty: every field required; proof of purchase must be an image', async () => {
    const fields = { model_no: 'M1', serial_number: 'S1', place_of_purchase: 'Store', purchase_date: '2024-10-01' };
    await expect(firstErrors(warrantyFieldsSchema, fields)).resolves.toEqual({});
    await expect(firstErrors(warrantyFieldsSchema, { ...fields, purchase_date: '01/10/2024' })).resolves.toEqual({ purchase_date: S.dateInvalid });
    const image = new Blob(['x'], { type: 'image/jpeg' });
    const pdf = new Blob(['x'], { type: 'application/pdf' });
    await expect(firstErrors(warrantyFormSchema, { ...fields, proof_of_purchase: image })).resolves.toEqual({});
    await expect(firstErrors(warrantyFormSchema, { ...fields, proof_of_purchase: pdf })).resolves.toEqual({ proof_of_purchase: S.imageOnly });
    await expect(firstErrors(warrantyFormSchema, {})).resolves.toEqual({
      model_no: S.required,
      serial_number: S.required,
      place_of_purchase: S.required,
      purchase_date: S.required,
      proof_of_purchase: S.required,
    });
  });

  it('profile: name, mobile and address required; the mobile ten digits', async () => {
    await expect(firstErrors(profileSchema, {})).resolves.toEqual({ name: S.required, mobile: S.required, address: S.required });
    await expect(firstErrors(profileSchema, { name: 'a', mobile: '9800000000', address: 'b' })).resolves.toEqual({});
    await expect(firstErrors(profileSchema, { name: 'a', mobile: '1', address: 'b' })).resolves.toEqual({ mobile: ACCOUNT_MESSAGES.mobileInvalid });
  });

  it('change password: all required; a different confirmation shows the spec text', async () => {
    await expect(firstErrors(changePasswordSchema, {})).resolves.toEqual({
      old_password: S.required,
      password: S.required,
      new_password: S.required,
    });
    await expect(firstErrors(changePasswordSchema, { old_password: 'a', password: 'newpass', new_password: 'other' })).resolves.toEqual({
      new_password: S.confirmPasswordMismatch,
    });
    await expect(firstErrors(changePasswordSchema, { old_password: 'a', password: 'newpass', new_password: 'newpass' })).resolves.toEqual({});
  });
});
