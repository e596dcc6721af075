/**
 * One mobile rule everywhere (issue 16): exactly ten digits, with the spec's messages (part 1 §5:
 * 'Please enter mobile number', 'Please enter valid mobile number.'). The yup rule (forms and
 * server routes) and the lean check (widgets) are the same rule; every schema that takes a mobile
 * number uses it.
 */
import { mobileRule, registerFormSchema, registerPayloadSchema, shippingAddressSchema } from './account';
import { checkoutPayloadSchema, flexiPayPayloadSchema, profileSchema } from './checkout';
import { firstErrors } from './form';
import { ACCOUNT_MESSAGES as M, MOBILE_LENGTH } from './messages';
import { mobileChecks, registerChecks, shippingAddressChecks, validate } from './rules';
import { STORE_MESSAGES as S } from './store-messages';

const GOOD = ['9800000000', '0123456789', '9841000001'];
const BAD = [
  'abcdefghij',
  '98000000ab',
  '98000-0000',
  '98 0000000',
  '+977980000',
  ' 980000000',
  '980000000 ',
  '980000000',
  '98000000000',
  '٩٨٠٠٠٠٠٠٠٠', // ten Arabic-Indic digits: not what the store can dial
];

interface MobileValues {
  mobile: string;
}
const lean = (value: string | undefined, requiredMessage?: string) =>
  validate<MobileValues>({ mobile: mobileChecks<MobileValues>(requiredMessage) }, { mobile: value }).mobile ?? null;
/** The yup rule's first message (null when valid). */
const yup = (value: unknown, requiredMessage?: string) =>
  mobileRule(requiredMessage)
    .validate(value)
    .then(
      () => null,
      (e: Error) => e.message,
    );

describe('the mobile rule', () => {
  it('is ten digits', () => {
    expect(MOBILE_LENGTH).toBe(10);
  });

  it.each(GOOD)('accepts %s', async (value) => {
    expect(lean(value)).toBeNull();
    expect(await yup(value)).toBeNull();
  });

  it.each(BAD)("refuses '%s' with 'Please enter valid mobile number.'", async (value) => {
    expect(lean(value)).toBe('Please enter valid mobile number.');
    expect(await yup(value)).toBe('Please enter valid mobile number.');
  });

  it.each([undefined, '', '   ', '          '])("asks for a missing mobile (%p) with 'Please enter mobile number'", async (value) => {
    expect(lean(value)).toBe('Please enter mobile number');
    expect(await yup(value)).toBe('Please enter mobile number');
  });

  it("takes the form's own required message (checkout, profile and Flexi Pay use the generic one)", async () => {
    expect(lean('', S.required)).toBe(S.required);
    expect(await yup('', S.required)).toBe(S.required);
    expect(lean('abcdefghij', S.required)).toBe(M.mobileInvalid);
    expect(await yup('abcdefghij', S.required)).toBe(M.mobileInvalid);
  });
});

describe('every form and route that takes a mobile number refuses abcdefghij', () => {
  const shipping = { name: 'Ram', email: 'ram@example.com', address: 'Patan', mobile: 'abcdefghij' };
  const registration = { fullName: 'Ram Thapa', emailAddress: 'ram@example.com', mobileNumber: 'abcdefghij', password: 'secret1', confirmPassword: 'secret1' };
  const address = { full_name: 'Sita Sharma', email: 'sita@example.com', phone: 'abcdefghij', province: '3', city: '12', area: '40', address: 'Baneshwor', note: '' };

  it('registration (form, payload and the widget check)', async () => {
    await expect(firstErrors(registerFormSchema, registration)).resolves.toEqual({ mobileNumber: M.mobileInvalid });
    const { confirmPassword: _c, ...payload } = registration;
    await expect(firstErrors(registerPayloadSchema, payload)).resolves.toEqual({ mobileNumber: M.mobileInvalid });
    expect(validate(registerChecks, registration)).toEqual({ mobileNumber: M.mobileInvalid });
  });

  it('the reservation shipping address (schema and the widget check)', async () => {
    await expect(firstErrors(shippingAddressSchema, address)).resolves.toEqual({ phone: M.mobileInvalid });
    expect(validate(shippingAddressChecks, address)).toEqual({ phone: M.mobileInvalid });
  });

  it('checkout shipping_data', async () => {
    const order = { shipping_data: shipping, payment_method: 'Cash On Delivery', area_id: 1, city_id: 2, province_id: 3 };
    await expect(firstErrors(checkoutPayloadSchema, order)).resolves.toEqual({ 'shipping_data.mobile': M.mobileInvalid });
    await expect(firstErrors(checkoutPayloadSchema, { ...order, shipping_data: { ...shipping, mobile: '9800000000' } })).resolves.toEqual({});
  });

  it('Flexi Pay: the shipping mobile and the account holder mobile', async () => {
    const holder = {
      bank_id: 1,
      account_holder: 'Ram',
      account_holder_address: 'Patan',
      account_holder_email: 'ram@example.com',
      account_holder_mobile: 'abcdefghij',
      first_six_card_number: '412345',
      expiry_date: '09/29',
    };
    const payload = { shipping_data: shipping, account_holder_detail: holder, product_id: 1, emi_duration_id: 3, duration: 6, area_id: 1, city_id: 2, province_id: 3 };
    await expect(firstErrors(flexiPayPayloadSchema, payload)).resolves.toEqual({
      'shipping_data.mobile': M.mobileInvalid,
      'account_holder_detail.account_holder_mobile': M.mobileInvalid,
    });
  });

  it('update-profile', async () => {
    await expect(firstErrors(profileSchema, { name: 'Ram', mobile: 'abcdefghij', address: 'Patan' })).resolves.toEqual({ mobile: M.mobileInvalid });
    await expect(firstErrors(profileSchema, { name: 'Ram', mobile: '9800000000', address: 'Patan' })).resolves.toEqual({});
  });
});
