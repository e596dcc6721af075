/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFakeApi, press, renderApp, typeInto, type FakeApi } from '../../app/test-utils';
import { RESET_TEXT as T } from './messages';

function resetApi(over: Parameters<typeof createFakeApi>[0] = {}): FakeApi {
  return createFakeApi({
    'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
    'forgot-password': () => ({
      statusCode: 200,
      message: 'If an account exists for this email, we have sent a reset code to it.',
      remember_token: 'remember-1',
    }),
    'forgot-password-verify': ({ body }) =>
      (body as { code: string }).code === '123456'
        ? { statusCode: 200, message: 'The reset code is correct.' }
        : { statusCode: 422, message: 'Invalid Reset Code' },
    'forgot-password-reset': () => ({ statusCode: 200, message: 'Your password has been changed.' }),
    ...over,
  });
}

async function openPopup(api: FakeApi) {
  await renderApp({ path: '/user/login', api });
  const opener = screen.getByRole('button', { name: 'Forgot password?' });
  act(() => opener.focus());
  await press(opener);
  return { dialog: screen.getByRole('dialog', { name: T.title }), opener };
}

const inDialog = () => within(screen.getByRole('dialog'));
const submitStep = (name: string) => press(inDialog().getByRole('button', { name }));
const errorText = (label: string) => {
  const input = inDialog().getByLabelText(label);
  const id = (input.getAttribute('aria-describedby') ?? '').split(' ').find((x) => x.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : null;
};

describe("the 'Forgot password?' popup", () => {
  it('is a labelled modal dialog that takes focus, closes on Escape and gives focus back', async () => {
    const { dialog, opener } = await openPopup(resetApi());
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(inDialog().getByLabelText('Email')).toHaveFocus();
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    await openPopup(resetApi());
    const close = inDialog().getByRole('button', { name: 'Close' });
    const send = inDialog().getByRole('button', { name: T.sendCode });
    act(() => send.focus());
    act(() => {
      fireEvent.keyDown(send, { key: 'Tab' });
    });
    expect(close).toHaveFocus();
    act(() => {
      fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    });
    expect(send).toHaveFocus();
  });

  it('checks the email: required, then valid', async () => {
    const api = resetApi();
    await openPopup(api);
    await submitStep(T.sendCode);
    expect(errorText('Email')).toBe('Please enter your email.');
    await typeInto(inDialog().getByLabelText('Email'), 'asha@');
    expect(errorText('Email')).toBe('Please enter valid email address.');
    expect(api.callsTo('forgot-password')).toHaveLength(0);
  });

  it("shows the server's message in red when forgot-password fails", async () => {
    const api = resetApi({ 'forgot-password': () => ({ statusCode: 429, message: 'Too many attempts. Please wait 60 seconds and try again.' }) });
    await openPopup(api);
    await typeInto(inDialog().getByLabelText('Email'), 'asha@example.com');
    await submitStep(T.sendCode);
    expect(inDialog().getByRole('alert')).toHaveTextContent('Too many attempts. Please wait 60 seconds and try again.');
    expect(inDialog().getByLabelText('Email')).toBeInTheDocument();
  });

  it('goes email → mailed code (checked by the server) → new password → Password changed', async () => {
    const api = resetApi();
    await openPopup(api);
    await typeInto(inDialog().getByLabelText('Email'), 'asha@example.com');
    await submitStep(T.sendCode);
    expect(api.callsTo('forgot-password')[0].body).toEqual({ email: 'asha@example.com', source: undefined });

    // step 2: the reset code
    expect(inDialog().getByLabelText(T.code)).toHaveFocus();
    await submitStep(T.verifyCode);
    expect(errorText(T.code)).toBe('Enter Reset Code');
    await typeInto(inDialog().getByLabelText(T.code), '000000');
    await submitStep(T.verifyCode);
    expect(inDialog().getByRole('alert')).toHaveTextContent('Invalid Reset Code');
    expect(api.callsTo('forgot-password-verify')[0].options?.query).toEqual({ token: 'remember-1' });
    await typeInto(inDialog().getByLabelText(T.code), '123456');
    await submitStep(T.verifyCode);

    // step 3: the new password
    expect(inDialog().getByLabelText(T.newPassword)).toHaveFocus();
    await typeInto(inDialog().getByLabelText(T.newPassword), 'newpass1');
    await typeInto(inDialog().getByLabelText(T.confirmPassword), 'newpass2');
    await submitStep(T.changePassword);
    expect(errorText(T.confirmPassword)).toBe('Password does not match');
    expect(api.callsTo('forgot-password-reset')).toHaveLength(0);
    await typeInto(inDialog().getByLabelText(T.confirmPassword), 'newpass1');
    await submitStep(T.changePassword);
    const reset = api.callsTo('forgot-password-reset')[0];
    expect(reset.body).toEqual({ password: 'newpass1', code: '123456' });
    expect(reset.options?.query).toEqual({ token: 'remember-1' });

    expect(inDialog().getByText('Password changed')).toBeInTheDocument();
    await press(inDialog().getByRole('button', { name: T.backToLogin }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('compares locally when the forgot-password answer carries the resetCode', async () => {
    const api = resetApi({
      'forgot-password': () => ({ statusCode: 200, remember_token: 'remember-2', resetCode: 482913 }),
    });
    await openPopup(api);
    await typeInto(inDialog().getByLabelText('Email'), 'asha@example.com');
    await submitStep(T.sendCode);
    await typeInto(inDialog().getByLabelText(T.code), '111111');
    await submitStep(T.verifyCode);
    expect(inDialog().getByRole('alert')).toHaveTextContent('Invalid Reset Code');
    await typeInto(inDialog().getByLabelText(T.code), '482913');
    await submitStep(T.verifyCode);
    expect(inDialog().getByLabelText(T.newPassword)).toBeInTheDocument();
    expect(api.callsTo('forgot-password-verify')).toHaveLength(0);
  });

  it("shows the server's message in red when the reset fails", async () => {
    const api = resetApi({ 'forgot-password-reset': () => ({ statusCode: 422, message: 'Invalid Reset Code' }) });
    await openPopup(api);
    await typeInto(inDialog().getByLabelText('Email'), 'asha@example.com');
    await submitStep(T.sendCode);
    await typeInto(inDialog().getByLabelText(T.code), '123456');
    await submitStep(T.verifyCode);
    await typeInto(inDialog().getByLabelText(T.newPassword), 'newpass1');
    await typeInto(inDialog().getByLabelText(T.confirmPassword), 'newpass1');
    await submitStep(T.changePassword);
    expect(inDialog().getByRole('alert')).toHaveTextContent('Invalid Reset Code');
    expect(inDialog().queryByText('Password changed')).toBeNull();
  });
});
