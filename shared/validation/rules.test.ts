import type { AnySchema } from 'yup';
import {
  forgotEmailSchema,
  loginSchema,
  newPasswordSchema,
  registerFormSchema,
  resetCodeSchema,
  shippingAddressSchema,
} from './account';
import { firstErrors } from './form';
import { ACCOUNT_MESSAGES as M } from './messages';
import {
  forgotEmailChecks,
  loginChecks,
  newPasswordChecks,
  registerChecks,
  resetCodeChecks,
  shippingAddressChecks,
  validate,
  type Checks,
} from './rules';

/** Values every text field is tried with. */
const TEXTS = [
  undefined,
  '',
  ' ',
  '   ',
  'a',
  'Ram',
  'Ram B. Thapa',
  'Ram_Thapa',
  'राम थापा',
  'ram@example',
  'ram@example.com',
  ' ram@example.com',
  'ram @example.com',
  '98000',
  '9800000000',
  ' 9800000000',
  '98000000001',
  'abcdefghij',
  'secret',
  'secre',
  '      ',
  'secret1',
  'Baneshwor, Ward 10',
  '3',
  'Ram '.repeat(26),
  `${'r'.repeat(250)}@example.com`,
  'x'.repeat(201),
  'x'.repeat(301),
  'Ram_'.repeat(30),
];

function agree<V>(name: string, schema: AnySchema, checks: Checks<V>, base: Record<string, unknown>) {
  describe(name, () => {
    const fields = Object.keys(base);
    it.each(fields)('gives the yup message for every value of %s', async (field) => {
      for (const value of TEXTS) {
        const values = { ...base, [field]: value };
        const lean = validate(checks, values as Partial<V>);
        const yup = await firstErrors(schema, values);
        expect({ field, value, errors: lean }).toEqual({ field, value, errors: yup });
      }
    });
    it('agrees on an empty form', async () => {
      expect(validate(checks, {})).toEqual(await firstErrors(schema, {}));
    });
  });
}

agree('login', loginSchema, loginChecks, { email: 'ram@example.com', password: 'secret1' });
agree('registration', registerFormSchema, registerChecks, {
  fullName: 'Ram B. Thapa',
  emailAddress: 'ram@example.com',
  mobileNumber: '9800000000',
  password: 'secret1',
  confirmPassword: 'secret1',
});
agree('shipping address', shippingAddressSchema, shippingAddressChecks, {
  full_name: 'Sita Sharma',
  email: 'sita@example.com',
  phone: '9811111111',
  province: '3',
  city: '12',
  area: '40',
  address: 'Baneshwor, Ward 10',
  note: '',
});
agree('forgot-password email', forgotEmailSchema, forgotEmailChecks, { email: 'ram@example.com' });
agree('reset code', resetCodeSchema, resetCodeChecks, { code: '123456' });
agree('new password', newPasswordSchema, newPasswordChecks, { password: 'secret1', confirmPassword: 'secret1' });

describe('messages', () => {
  it('are the spec texts', () => {
    expect(validate(registerChecks, { password: 'abc', confirmPassword: 'abd' })).toMatchObject({
      fullName: M.fullNameRequired,
      password: 'Password should be minumum of 6 characters.',
      confirmPassword: 'Your Password doesnot match!',
    });
    expect(validate(shippingAddressChecks, {})).toEqual({
      full_name: 'Please enter fullname',
      email: 'Please enter email',
      phone: 'Please enter mobile number',
      province: 'Please select province.',
      city: 'Please select city.',
      area: 'Please select area.',
      address: 'Please enter address.',
    });
  });
});
