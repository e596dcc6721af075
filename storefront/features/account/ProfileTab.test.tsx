/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, press, renderApp, testUser, typeInto, type FakeHandler } from '../../app/test-utils';
import { ACCOUNT_MESSAGES as M } from '../../../shared/validation/messages';
import { ACCOUNT_TEXT as T } from './messages';

function accountApi(handlers: Record<string, FakeHandler> = {}) {
  return createFakeApi({
    'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 10 } }),
    'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
    'get-countries': () => ({
      statusCode: 200,
      data: [
        { name: 'India', dial_code: '+91', code: 'IN' },
        { name: 'Nepal', dial_code: '+977', code: 'NP' },
      ],
    }),
    'get-product-models': () => ({
      statusCode: 200,
      data: [
        { model_number: '55UQ7500', name: 'LG 55" 4K UHD Smart TV' },
        { model_number: 'SM-R400', name: 'Samsung Galaxy Watch' },
      ],
    }),
    ...handlers,
  });
}

const user = testUser({ name: 'Asha Sharma', email: 'asha@example.com', mobile: '9800000000', address: 'Baneshwor' });
const form = (name: string) => screen.getByRole('form', { name });

describe('My Profile', () => {
  it('shows the read-only email, the profile values and Nepal with +977 by default', async () => {
    await renderApp({ path: '/user/account/', api: accountApi(), user });
    const profile = await screen.findByRole('form', { name: T.profileTitle });
    const email = within(profile).getByLabelText(T.email);
    expect(email).toHaveValue('asha@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(within(profile).getByLabelText(T.fullName)).toHaveValue('Asha Sharma');
    expect(within(profile).getByLabelText(T.mobile)).toHaveValue('9800000000');
    expect(within(profile).getByLabelText(T.address)).toHaveValue('Baneshwor');
    const country = within(profile).getByLabelText(T.country);
    await waitFor(() => expect(within(country).getAllByRole('option')).toHaveLength(2));
    expect(country).toHaveValue('NP');
    expect(within(profile).getByLabelText(T.countryCode)).toHaveValue('+977');
    await typeInto(country, 'IN');
    expect(within(profile).getByLabelText(T.countryCode)).toHaveValue('+91');
  });

  it('fills in the saved profile and country from get-profile', async () => {
    const api = accountApi({
      'get-profile': () => ({
        statusCode: 200,
        data: { name: 'Asha S.', email: 'asha@example.com', mobile: '9822222222', address: 'Pokhara', country_code: 'IN' },
      }),
    });
    await renderApp({ path: '/user/account/', api, user });
    const profile = await screen.findByRole('form', { name: T.profileTitle });
    await waitFor(() => expect(within(profile).getByLabelText(T.fullName)).toHaveValue('Asha S.'));
    expect(within(profile).getByLabelText(T.mobile)).toHaveValue('9822222222');
    expect(within(profile).getByLabelText(T.address)).toHaveValue('Pokhara');
    expect(within(profile).getByLabelText(T.country)).toHaveValue('IN');
    expect(within(profile).getByLabelText(T.countryCode)).toHaveValue('+91');
    expect(api.callsTo('get-profile')[0].options).toMatchObject({ auth: true });
  });

  it('requires name, mobile and address', async () => {
    const api = accountApi();
    await renderApp({ path: '/user/account/', api, user });
    const profile = await screen.findByRole('form', { name: T.profileTitle });
    await typeInto(within(profile).getByLabelText(T.fullName), '');
    await typeInto(within(profile).getByLabelText(T.address), '  ');
    await press(within(profile).getByRole('button', { name: T.update }));
    expect(within(profile).getByLabelText(T.fullName)).toHaveAccessibleDescription(T.required);
    expect(within(profile).getByLabelText(T.address)).toHaveAccessibleDescription(T.required);
    expect(api.callsTo('update-profile')).toHaveLength(0);
  });

  /** Each wrong value shows `message` on the field and sends nothing; the right one is sent. */
  async function refusesEach(label: string, wrongs: string[], message: string, right: string) {
    const api = accountApi({ 'update-profile': () => ({ statusCode: 200, message: 'Profile updated successfully.' }) });
    await renderApp({ path: '/user/account/', api, user });
    const profile = await screen.findByRole('form', { name: T.profileTitle });
    for (const wrong of wrongs) {
      await typeInto(within(profile).getByLabelText(label), wrong);
      await press(within(profile).getByRole('button', { name: T.update }));
      expect(within(profile).getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(api.callsTo('update-profile')).toHaveLength(0);
    await typeInto(within(profile).getByLabelText(label), right);
    await press(within(profile).getByRole('button', { name: T.update }));
    await waitFor(() => expect(api.callsTo('update-profile')).toHaveLength(1));
  }

  it("refuses a mobile that is not ten digits ('abcdefghij') with the spec's message, without sending", async () => {
    await refusesEach(T.mobile, ['abcdefghij', '98111', '+977-9811111111'], 'Please enter valid mobile number.', '9811111111');
  });

  it("refuses special characters in the name as registration does, with the spec's message, without sending", async () => {
    expect(M.fullNameCharacters).toBe('Name should not contain special characters.');
    await refusesEach(T.fullName, ['<script>alert(1)</script>', 'Asha #1', 'Asha@home'], M.fullNameCharacters, 'Asha K. Sharma');
  });

  it("updates the profile, shows the server's message and the new name in the header", async () => {
    const api = accountApi({ 'update-profile': () => ({ statusCode: 200, message: 'Profile updated successfully.' }) });
    const { storage } = await renderApp({ path: '/user/account/', api, user });
    const profile = await screen.findByRole('form', { name: T.profileTitle });
    await typeInto(within(profile).getByLabelText(T.fullName), 'Asha K. Sharma');
    await typeInto(within(profile).getByLabelText(T.mobile), '9811111111');
    await typeInto(within(profile).getByLabelText(T.address), ' Lalitpur ');
    await press(within(profile).getByRole('button', { name: T.update }));
    expect(api.callsTo('update-profile')[0].body).toEqual({ name: 'Asha K. Sharma', mobile: '9811111111', address: 'Lalitpur', country_code: 'NP' });
    expect(api.callsTo('update-profile')[0].options).toMatchObject({ auth: true });
    expect(await within(profile).findByRole('status')).toHaveTextContent('Profile updated successfully.');
    expect(storage.get('user')).toMatchObject({ name: 'Asha K. Sharma', mobile: '9811111111', address: 'Lalitpur', token: user.token });
    await waitFor(() => expect(within(screen.getByRole('banner')).getAllByText('Asha K. Sharma').length).toBeGreaterThan(0));
  });

  it("shows the server's refusal in red", async () => {
    const api = accountApi({ 'update-profile': () => ({ statusCode: 422, message: 'Please enter valid mobile number.' }) });
    await renderApp({ path: '/user/account/', api, user });
    const profile = await screen.findByRole('form', { name: T.profileTitle });
    await press(within(profile).getByRole('button', { name: T.update }));
    const alert = await within(profile).findByRole('alert');
    expect(alert).toHaveTextContent('Please enter valid mobile number.');
    expect(alert).toHaveClass('cg-alert--danger');
  });
});

describe('Change Password', () => {
  async function fillPasswords(oldPassword: string, next: string, confirm: string) {
    const f = form(T.passwordTitle);
    await typeInto(within(f).getByLabelText(T.oldPassword), oldPassword);
    await typeInto(within(f).getByLabelText(T.newPassword), next);
    await typeInto(within(f).getByLabelText(T.confirmPassword), confirm);
    await press(within(f).getByRole('button', { name: T.changePassword }));
    return f;
  }

  it("says 'Confirm Password Doesnot Match' and sends nothing when the confirmation differs", async () => {
    const api = accountApi();
    await renderApp({ path: '/user/account/', api, user });
    await screen.findByRole('form', { name: T.passwordTitle });
    const f = await fillPasswords('old-secret', 'new-secret', 'new-secreT');
    expect(within(f).getByLabelText(T.confirmPassword)).toHaveAccessibleDescription('Confirm Password Doesnot Match');
    expect(api.callsTo('user/change-password')).toHaveLength(0);
  });

  it('requires all three fields', async () => {
    const api = accountApi();
    await renderApp({ path: '/user/account/', api, user });
    const f = await screen.findByRole('form', { name: T.passwordTitle });
    await press(within(f).getByRole('button', { name: T.changePassword }));
    for (const label of [T.oldPassword, T.newPassword, T.confirmPassword]) {
      expect(within(f).getByLabelText(label)).toHaveAccessibleDescription(T.required);
    }
    expect(api.callsTo('user/change-password')).toHaveLength(0);
  });

  it("shows the server's message in red beside the confirm field on a non-200 answer", async () => {
    const api = accountApi({ 'user/change-password': () => ({ statusCode: 422, message: 'Old password is incorrect.' }) });
    await renderApp({ path: '/user/account/', api, user });
    await screen.findByRole('form', { name: T.passwordTitle });
    const f = await fillPasswords('wrong', 'new-secret', 'new-secret');
    expect(api.callsTo('user/change-password')[0].body).toEqual({ old_password: 'wrong', password: 'new-secret', new_password: 'new-secret' });
    const alert = await within(f).findByRole('alert');
    expect(alert).toHaveTextContent('Old password is incorrect.');
    expect(alert).toHaveClass('cg-alert--danger');
    // Right after the confirm field.
    const confirmField = within(f).getByLabelText(T.confirmPassword).closest('.cg-field');
    expect(confirmField?.nextElementSibling).toBe(alert);
  });

  it("shows the server's message and empties the fields on success", async () => {
    const api = accountApi({ 'user/change-password': () => ({ statusCode: 200, message: 'Password changed successfully.' }) });
    await renderApp({ path: '/user/account/', api, user });
    await screen.findByRole('form', { name: T.passwordTitle });
    const f = await fillPasswords('old-secret', 'new-secret', 'new-secret');
    expect(await within(f).findByRole('status')).toHaveTextContent('Password changed successfully.');
    await waitFor(() => expect(within(f).getByLabelText(T.oldPassword)).toHaveValue(''));
    expect(within(f).getByLabelText(T.confirmPassword)).toHaveValue('');
    expect(within(f).getByLabelText(T.confirmPassword)).not.toHaveAccessibleDescription(T.required);
  });
});

describe('Register a Product', () => {
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bill.png', { type: 'image/png' });

  async function fillWarranty(file: File) {
    const f = form(T.warrantyTitle);
    const model = within(f).getByRole('combobox', { name: T.modelNumber });
    await typeInto(model, 'galaxy');
    await press(await within(f).findByRole('option', { name: /SM-R400/ }));
    await typeInto(within(f).getByLabelText(T.serialNumber), 'IMEI-3567');
    await typeInto(within(f).getByLabelText(T.placeOfPurchase), 'CG Digital, Durbarmarg');
    await typeInto(within(f).getByLabelText(T.purchaseDate), '2026-10-01');
    await act(async () => {
      fireEvent.change(within(f).getByLabelText(T.proofOfPurchase), { target: { files: [file] } });
    });
    return f;
  }

  it('labels the serial number "or IMEI/MEID" and finds the models by number or product name', async () => {
    await renderApp({ path: '/user/account/', api: accountApi(), user });
    const f = await screen.findByRole('form', { name: T.warrantyTitle });
    expect(screen.getByRole('heading', { name: 'Register a Product' })).toBeInTheDocument();
    expect(within(f).getByLabelText(/or IMEI\/MEID/)).toBeInTheDocument();
    expect(within(f).getByLabelText(T.proofOfPurchase)).toHaveAttribute('accept', 'image/*');
    const model = within(f).getByRole('combobox', { name: T.modelNumber });
    expect(model).toHaveAttribute('placeholder', T.chooseModel);
    await typeInto(model, '');
    await waitFor(() => expect(within(f).getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['55UQ7500LG 55" 4K UHD Smart TV', 'SM-R400Samsung Galaxy Watch']));
    await typeInto(model, '4k tv');
    expect(within(f).getAllByRole('option').map((o) => o.textContent)).toEqual(['55UQ7500LG 55" 4K UHD Smart TV']);
    await typeInto(model, 'sm-r');
    expect(within(f).getAllByRole('option').map((o) => o.textContent)).toEqual(['SM-R400Samsung Galaxy Watch']);
  });

  it('asks to pick a model from the list when the model field holds text that is not a model', async () => {
    const api = accountApi();
    await renderApp({ path: '/user/account/', api, user });
    const f = await screen.findByRole('form', { name: T.warrantyTitle });
    await typeInto(within(f).getByRole('combobox', { name: T.modelNumber }), 'my television');
    await press(within(f).getByRole('button', { name: T.register }));
    const description = within(f).getByLabelText(T.modelNumber);
    expect(description).toHaveAccessibleDescription(expect.stringContaining(`${T.modelHint} ${T.modelNotChosen}`));
    expect(description).not.toHaveAccessibleDescription(expect.stringContaining(T.required));
    expect(api.callsTo('post-warranty-web')).toHaveLength(0);
  });

  it('requires every field', async () => {
    const api = accountApi();
    await renderApp({ path: '/user/account/', api, user });
    const f = await screen.findByRole('form', { name: T.warrantyTitle });
    await press(within(f).getByRole('button', { name: T.register }));
    expect(within(f).getByLabelText(T.modelNumber)).toHaveAccessibleDescription(`${T.modelHint} ${T.required}`);
    for (const label of [T.serialNumber, T.placeOfPurchase, T.purchaseDate]) {
      expect(within(f).getByLabelText(label)).toHaveAccessibleDescription(T.required);
    }
    expect(within(f).getByLabelText(T.proofOfPurchase)).toHaveAccessibleDescription(`${T.proofHint} ${T.required}`);
    expect(api.callsTo('post-warranty-web')).toHaveLength(0);
  });

  it('refuses a file that is not an image without sending it', async () => {
    const api = accountApi();
    await renderApp({ path: '/user/account/', api, user });
    await screen.findByRole('form', { name: T.warrantyTitle });
    const f = await fillWarranty(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(f).getByLabelText(T.proofOfPurchase)).toHaveAccessibleDescription(`${T.proofHint} ${T.imageOnly}`);
    await press(within(f).getByRole('button', { name: T.register }));
    expect(api.callsTo('post-warranty-web')).toHaveLength(0);
  });

  it('posts multipart with the bearer token, shows the message and clears the fields', async () => {
    const api = accountApi({ 'post-warranty-web': () => ({ statusCode: 200, message: 'Your product has been registered.' }) });
    await renderApp({ path: '/user/account/', api, user });
    await screen.findByRole('form', { name: T.warrantyTitle });
    const file = png();
    const f = await fillWarranty(file);
    await press(within(f).getByRole('button', { name: T.register }));
    const call = api.callsTo('post-warranty-web')[0];
    expect(call.options).toMatchObject({ auth: true });
    const body = call.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('model_no')).toBe('SM-R400');
    expect(body.get('serial_number')).toBe('IMEI-3567');
    expect(body.get('place_of_purchase')).toBe('CG Digital, Durbarmarg');
    expect(body.get('purchase_date')).toBe('2026-10-01');
    expect((body.get('proof_of_purchase') as File).name).toBe('bill.png');
    expect(await within(f).findByRole('status')).toHaveTextContent('Your product has been registered.');
    await waitFor(() => expect(within(f).getByLabelText(T.serialNumber)).toHaveValue(''));
    expect(within(f).getByLabelText(T.modelNumber)).toHaveValue('');
    expect(within(f).getByLabelText(T.placeOfPurchase)).toHaveValue('');
    expect(within(f).getByLabelText(T.purchaseDate)).toHaveValue('');
    expect((within(f).getByLabelText(T.proofOfPurchase) as HTMLInputElement).files?.length ?? 0).toBe(0);
  });

  it("shows the server's refusal in red and keeps the fields", async () => {
    const api = accountApi({ 'post-warranty-web': () => ({ statusCode: 422, message: 'The proof of purchase must be an image.' }) });
    await renderApp({ path: '/user/account/', api, user });
    await screen.findByRole('form', { name: T.warrantyTitle });
    const f = await fillWarranty(png());
    await press(within(f).getByRole('button', { name: T.register }));
    const alert = await within(f).findByRole('alert');
    expect(alert).toHaveTextContent('The proof of purchase must be an image.');
    expect(within(f).getByLabelText(T.serialNumber)).toHaveValue('IMEI-3567');
  });
});
