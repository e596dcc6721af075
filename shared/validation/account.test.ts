import {
  ACCOUNT_MESSAGES as M,
  firstErrors,
  forgotEmailSchema,
  loginSchema,
  newPasswordSchema,
  registerFormSchema,
  registerPayloadSchema,
  resetCodeSchema,
  resetPayloadSchema,
  shippingAddressSchema,
} from './index';

const validRegistration = {
  fullName: 'Ram B. Thapa',
  emailAddress: 'ram@example.com',
  mobileNumber: '9800000000',
  password: 'secret1',
  confirmPassword: 'secret1',
};
const validShipping = {
  full_name: 'Sita Sharma',
  email: 'sita@example.com',
  phone: '9811111111',
  province: '3',
  city: '12',
  area: '40',
  address: 'Baneshwor, Ward 10',
};

describe('the message texts are the spec texts, typos included', () => {
  it('matches part 1 §5', () => {
    expect(M).toEqual({
      fullNameRequired: 'Please enter fullname',
      fullNameCharacters: 'Name should not contain special characters.',
      emailRequired: 'Please enter email',
      emailInvalid: 'Please enter valid email address.',
      mobileRequired: 'Please enter mobile number',
      mobileInvalid: 'Please enter valid mobile number.',
      passwordRequired: 'Please enter password',
      passwordShort: 'Password should be minumum of 6 characters.',
      confirmRequired: 'Please re enter password',
      confirmMismatch: 'Your Password doesnot match!',
      loginRequired: 'Please enter email and password!',
      forgotEmailRequired: 'Please enter your email.',
      resetCodeRequired: 'Enter Reset Code',
      resetCodeInvalid: 'Invalid Reset Code',
      resetPasswordMismatch: 'Password does not match',
      passwordChanged: 'Password changed',
      provinceRequired: 'Please select province.',
      cityRequired: 'Please select city.',
      areaRequired: 'Please select area.',
      addressRequired: 'Please enter address.',
    });
  });
});

describe('registration', () => {
  const errorsFor = (patch: Record<string, unknown>) => firstErrors(registerFormSchema, { ...validRegistration, ...patch });

  it('passes valid input', async () => {
    await expect(firstErrors(registerFormSchema, validRegistration)).resolves.toEqual({});
    await expect(errorsFor({ fullName: 'Rāma Thāpā' })).resolves.toEqual({});
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['full name missing', { fullName: '' }, 'fullName', M.fullNameRequired],
    ['full name blank', { fullName: '   ' }, 'fullName', M.fullNameRequired],
    ['full name with digits', { fullName: 'Ram 2' }, 'fullName', M.fullNameCharacters],
    ['full name with symbols', { fullName: 'Ram@Thapa' }, 'fullName', M.fullNameCharacters],
    ['email missing', { emailAddress: '' }, 'emailAddress', M.emailRequired],
    ['email without @', { emailAddress: 'ram.example.com' }, 'emailAddress', M.emailInvalid],
    ['email without dot after @', { emailAddress: 'ram@example' }, 'emailAddress', M.emailInvalid],
    ['email with a space', { emailAddress: 'ram @example.com' }, 'emailAddress', M.emailInvalid],
    ['mobile missing', { mobileNumber: '' }, 'mobileNumber', M.mobileRequired],
    ['mobile of 9 characters', { mobileNumber: '980000000' }, 'mobileNumber', M.mobileInvalid],
    ['mobile of 11 characters', { mobileNumber: '98000000000' }, 'mobileNumber', M.mobileInvalid],
    ['password missing', { password: '', confirmPassword: '' }, 'password', M.passwordRequired],
    ['password of 5 characters', { password: '12345', confirmPassword: '12345' }, 'password', M.passwordShort],
    ['confirmation different', { confirmPassword: 'secret2' }, 'confirmPassword', M.confirmMismatch],
  ])('%s', async (_case, patch, field, message) => {
    const errors = await errorsFor(patch);
    expect(errors[field]).toBe(message);
  });

  it('asks to re-enter the password when the confirmation is missing and the password is empty too', async () => {
    const errors = await errorsFor({ password: '', confirmPassword: '' });
    expect(errors.confirmPassword).toBe(M.confirmRequired);
  });

  it('asks to re-enter the password when only the confirmation is missing', async () => {
    const errors = await errorsFor({ confirmPassword: '' });
    expect(errors.confirmPassword).toBe(M.confirmRequired);
  });

  it('accepts exactly 6 password characters and exactly 10 mobile characters', async () => {
    await expect(errorsFor({ password: '123456', confirmPassword: '123456', mobileNumber: '0123456789' })).resolves.toEqual({});
  });

  it('reports every field of an empty form at once', async () => {
    await expect(firstErrors(registerFormSchema, {})).resolves.toEqual({
      fullName: M.fullNameRequired,
      emailAddress: M.emailRequired,
      mobileNumber: M.mobileRequired,
      password: M.passwordRequired,
      confirmPassword: M.confirmRequired,
    });
  });

  it('the payload schema drops the confirmation and allows source, product and platform', async () => {
    const { confirmPassword: _c, ...payload } = validRegistration;
    await expect(firstErrors(registerPayloadSchema, { ...payload, source: 'ola', product: 's1', platform: 'ola' })).resolves.toEqual({});
    expect(Object.keys(registerPayloadSchema.fields)).not.toContain('confirmPassword');
  });
});

describe('login', () => {
  it('passes with both fields', async () => {
    await expect(firstErrors(loginSchema, { email: 'a@b.co', password: 'x' })).resolves.toEqual({});
  });
  it.each([
    [{ email: '', password: 'x' }, 'email'],
    [{ email: 'a@b.co', password: '' }, 'password'],
    [{ email: ' ', password: 'x' }, 'email'],
  ])('needs both fields: %j', async (values, field) => {
    const errors = await firstErrors(loginSchema, values);
    expect(errors[field]).toBe(M.loginRequired);
  });
});

describe('forgot password', () => {
  it('needs an email', async () => {
    await expect(firstErrors(forgotEmailSchema, { email: '' })).resolves.toEqual({ email: M.forgotEmailRequired });
  });
  it('needs a valid email', async () => {
    await expect(firstErrors(forgotEmailSchema, { email: 'nope' })).resolves.toEqual({ email: M.emailInvalid });
  });
  it('passes a valid email', async () => {
    await expect(firstErrors(forgotEmailSchema, { email: 'a@b.co', source: 'ola' })).resolves.toEqual({});
  });
  it('needs the reset code', async () => {
    await expect(firstErrors(resetCodeSchema, { code: '' })).resolves.toEqual({ code: M.resetCodeRequired });
    await expect(firstErrors(resetCodeSchema, { code: '123456' })).resolves.toEqual({});
  });
  it('needs matching new passwords', async () => {
    await expect(firstErrors(newPasswordSchema, { password: 'secret1', confirmPassword: 'secret2' })).resolves.toEqual({
      confirmPassword: M.resetPasswordMismatch,
    });
    await expect(firstErrors(newPasswordSchema, { password: 'secret1', confirmPassword: 'secret1' })).resolves.toEqual({});
  });
  it('checks the new password itself', async () => {
    await expect(firstErrors(newPasswordSchema, { password: '', confirmPassword: '' })).resolves.toEqual({
      password: M.passwordRequired,
      confirmPassword: M.confirmRequired,
    });
    await expect(firstErrors(newPasswordSchema, { password: '123', confirmPassword: '123' })).resolves.toEqual({
      password: M.passwordShort,
    });
  });
  it('the reset payload carries the password and the code', async () => {
    await expect(firstErrors(resetPayloadSchema, { password: 'secret1', code: '1234' })).resolves.toEqual({});
    await expect(firstErrors(resetPayloadSchema, { password: 'abc', code: '' })).resolves.toEqual({
      password: M.passwordShort,
      code: M.resetCodeRequired,
    });
  });
});

describe('shipping address', () => {
  const errorsFor = (patch: Record<string, unknown>) => firstErrors(shippingAddressSchema, { ...validShipping, ...patch });

  it('passes valid input, with or without a note', async () => {
    await expect(firstErrors(shippingAddressSchema, validShipping)).resolves.toEqual({});
    await expect(errorsFor({ note: 'Call before delivery' })).resolves.toEqual({});
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['name missing', { full_name: '' }, 'full_name', M.fullNameRequired],
    ['name with special characters', { full_name: 'Sita_Sharma' }, 'full_name', M.fullNameCharacters],
    ['email missing', { email: '' }, 'email', M.emailRequired],
    ['email invalid', { email: 'sita@' }, 'email', M.emailInvalid],
    ['mobile missing', { phone: '' }, 'phone', M.mobileRequired],
    ['mobile too short', { phone: '98111' }, 'phone', M.mobileInvalid],
    ['province missing', { province: '' }, 'province', M.provinceRequired],
    ['city missing', { city: '' }, 'city', M.cityRequired],
    ['area missing', { area: undefined }, 'area', M.areaRequired],
    ['address missing', { address: '' }, 'address', M.addressRequired],
    ['address blank', { address: '  ' }, 'address', M.addressRequired],
  ])('%s', async (_case, patch, field, message) => {
    const errors = await errorsFor(patch);
    expect(errors).toEqual({ [field]: message });
  });

  it('reports every required field of an empty form', async () => {
    await expect(firstErrors(shippingAddressSchema, {})).resolves.toEqual({
      full_name: M.fullNameRequired,
      email: M.emailRequired,
      phone: M.mobileRequired,
      province: M.provinceRequired,
      city: M.cityRequired,
      area: M.areaRequired,
      address: M.addressRequired,
    });
  });
});

describe('firstErrors', () => {
  it('keeps the first message of each field and treats undefined values as an empty form', async () => {
    const errors = await firstErrors(registerFormSchema, { ...validRegistration, fullName: '' });
    expect(errors).toEqual({ fullName: M.fullNameRequired });
    await expect(firstErrors(loginSchema, undefined)).resolves.toEqual({ email: M.loginRequired, password: M.loginRequired });
  });
  it('rethrows errors that are not validation errors', async () => {
    const broken = { validate: () => Promise.reject(new Error('boom')) } as unknown as Parameters<typeof firstErrors>[0];
    await expect(firstErrors(broken, {})).rejects.toThrow('boom');
  });
});
