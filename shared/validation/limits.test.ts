import { number, object, string } from 'yup';
import { firstErrors } from './form';
import { isCalendarDate } from './limits';
import { newsletterSchema } from './catalogue';
import { registerFormSchema } from './account';
import { checkoutPayloadSchema, warrantyFieldsSchema } from './checkout';
import { STORE_MESSAGES as S } from './store-messages';
import './locale';

describe('isCalendarDate', () => {
  it('takes real dates only', () => {
    expect(['2024-02-29', '2023-12-31', '1990-01-01', '2024-04-30'].map(isCalendarDate)).toEqual([true, true, true, true]);
    expect(['2024-02-31', '2023-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00', '2024-1-1', '24-01-01', '2024-01-01T00:00', ''].map(isCalendarDate)).toEqual(
      new Array(10).fill(false),
    );
  });
  it('is the warranty form\'s date rule', async () => {
    const base = { model_no: 'M1', serial_number: 'S1', place_of_purchase: 'Patan' };
    await expect(firstErrors(warrantyFieldsSchema, { ...base, purchase_date: '2024-02-31' })).resolves.toEqual({ purchase_date: S.dateInvalid });
    await expect(firstErrors(warrantyFieldsSchema, { ...base, purchase_date: '2024-02-29' })).resolves.toEqual({});
  });
});

describe('plain messages instead of yup\'s', () => {
  const internals = /must be a `|final value was|cast from the value/;
  it('names the field and the kind of value wanted', async () => {
    const strict = { strict: true };
    await expect(newsletterSchema.validate({ email: 42 }, strict)).rejects.toThrow('email must be text.');
    await expect(object({ n: number() }).validate({ n: 'x' }, strict)).rejects.toThrow('n must be a number.');
    await expect(object({ o: object({ a: string() }) }).validate({ o: 'x' }, strict)).rejects.toThrow('o must be a group of fields (an object).');
    await expect(object({ s: string().max(3) }).validate({ s: 'abcd' }, strict)).rejects.toThrow('s should not be more than 3 characters.');
    await expect(object({ n: number().integer() }).validate({ n: 1.5 }, strict)).rejects.toThrow('n must be a whole number.');
  });
  it('never leak into a form', async () => {
    const errors = await firstErrors(registerFormSchema, { fullName: {}, emailAddress: [], mobileNumber: 5, password: true, confirmPassword: 1 });
    for (const message of Object.values(errors)) expect(message).not.toMatch(internals);
  });
  it('give names and emails a maximum length', async () => {
    const ok = { fullName: 'Ram', emailAddress: 'ram@example.com', mobileNumber: '9800000000', password: 'secret1', confirmPassword: 'secret1' };
    await expect(firstErrors(registerFormSchema, { ...ok, fullName: 'R'.repeat(101) })).resolves.toEqual({ fullName: 'Full name should not be more than 100 characters.' });
    const email = `${'r'.repeat(250)}@example.com`;
    await expect(firstErrors(registerFormSchema, { ...ok, emailAddress: email })).resolves.toEqual({ emailAddress: 'Email should not be more than 254 characters.' });
  });
  it('give the checkout address and note a maximum length', async () => {
    const shipping = { name: 'Ram', email: 'ram@example.com', address: 'Patan', mobile: '9800000000' };
    const ok = { shipping_data: shipping, payment_method: 'Cash On Delivery', area_id: 1, city_id: 1, province_id: 1 };
    await expect(firstErrors(checkoutPayloadSchema, ok)).resolves.toEqual({});
    await expect(firstErrors(checkoutPayloadSchema, { ...ok, shipping_data: { ...shipping, address: 'x'.repeat(301) } })).resolves.toEqual({
      'shipping_data.address': 'Address should not be more than 300 characters.',
    });
    await expect(firstErrors(checkoutPayloadSchema, { ...ok, customer_note: 'x'.repeat(501) })).resolves.toEqual({
      customer_note: 'Note should not be more than 500 characters.',
    });
  });
});
