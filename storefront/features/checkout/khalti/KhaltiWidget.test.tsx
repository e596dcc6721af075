/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { STORE_MESSAGES as S } from '../../../../shared/validation/store-messages';
import { KHALTI_TEXT as K } from '../messages';
import { KhaltiWidget } from './KhaltiWidget';
import { validateFields, validateKhaltiConfig, type KhaltiConfig } from './wallet';

const success = { idx: 'T1', token: 'tok', amount: 110000, mobile: '9800000001', product_identity: 'CG42', product_name: 'Order #42', product_url: 'http://shop/' };

/** A wallet API answering by step; records what was posted. */
function fakeWallet(answers: Partial<Record<'initiate' | 'confirm', { status: number; body: unknown }>> = {}) {
  const posted: { url: string; body: Record<string, unknown> }[] = [];
  const fetchFn = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const u = String(url);
    posted.push({ url: u, body: JSON.parse(String(init?.body ?? '{}')) });
    const step = u.includes('/initiate/') ? 'initiate' : 'confirm';
    const a = answers[step] ?? (step === 'initiate' ? { status: 200, body: { token: 'tok', mobile: '9800000001', amount: 110000, message: 'A confirmation code was sent to 9800000001.' } } : { status: 200, body: success });
    return { ok: a.status < 400, status: a.status, json: async () => a.body } as Response;
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, posted };
}

function config(over: Partial<KhaltiConfig> = {}): KhaltiConfig {
  return {
    publicKey: 'test_public_key',
    productIdentity: 'CG42',
    productName: 'Order #42',
    productUrl: 'http://shop/',
    amount: 110000,
    apiBase: 'http://shop/sandbox/khalti/api/v2',
    paymentPreference: ['KHALTI', 'EBANKING', 'MOBILE_BANKING', 'CONNECT_IPS', 'SCT'],
    eventHandler: { onSuccess: jest.fn(), onError: jest.fn(), onClose: jest.fn() },
    ...over,
  };
}

const type = (label: string, value: string) => act(async () => void fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const click = (name: string | RegExp) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('the Khalti wallet widget', () => {
  it('is an accessible dialog with the amount (paisa shown as rupees) and the five payment preferences', () => {
    render(<KhaltiWidget config={config()} fetchFn={fakeWallet().fetchFn} />);
    const dialog = screen.getByRole('dialog', { name: K.title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Order #42.*NPR 1,100/);
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['KHALTI', 'EBANKING', 'MOBILE_BANKING', 'CONNECT_IPS', 'SCT']);
    expect(screen.getByRole('radio', { name: 'Khalti Wallet' })).toBeChecked();
  });

  it('pays in two calls: initiate with mobile, PIN, amount and identity, then confirm with the code; success gets the payload', async () => {
    const wallet = fakeWallet();
    const c = config();
    render(<KhaltiWidget config={c} fetchFn={wallet.fetchFn} />);
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: 'E-Banking' })));
    await type(K.mobile, '9800000001');
    await type(K.pin, '1111');
    await click(/^Pay/);
    expect(wallet.posted[0]).toEqual({
      url: 'http://shop/sandbox/khalti/api/v2/payment/initiate/',
      body: { public_key: 'test_public_key', mobile: '9800000001', transaction_pin: '1111', amount: 110000, product_identity: 'CG42', product_name: 'Order #42', product_url: 'http://shop/', payment_preference: 'EBANKING' },
    });
    expect(await screen.findByText('A confirmation code was sent to 9800000001.')).toBeInTheDocument();
    await type(K.code, '987654');
    await click(K.confirm);
    expect(wallet.posted[1]).toEqual({
      url: 'http://shop/sandbox/khalti/api/v2/payment/confirm/',
      body: { public_key: 'test_public_key', token: 'tok', confirmation_code: '987654', transaction_pin: '1111' },
    });
    await waitFor(() => expect(c.eventHandler.onSuccess).toHaveBeenCalledWith(success));
  });

  it("checks the fields ('This field is required.'), and shows the wallet's refusal in an alert", async () => {
    const wallet = fakeWallet({ initiate: { status: 400, body: { detail: 'Incorrect Khalti PIN.', error_key: 'validation_error' } } });
    render(<KhaltiWidget config={config()} fetchFn={wallet.fetchFn} />);
    await click(/^Pay/);
    expect(screen.getByLabelText(K.mobile)).toHaveAccessibleDescription(`${K.mobileHint} ${S.required}`);
    expect(screen.getByLabelText(K.pin)).toHaveAccessibleDescription(S.required);
    expect(wallet.posted).toHaveLength(0);
    await type(K.mobile, '12345');
    await type(K.pin, '0000');
    await click(/^Pay/);
    expect(screen.getByLabelText(K.mobile)).toHaveAccessibleDescription(`${K.mobileHint} ${K.invalidMobile}`);
    await type(K.mobile, '9800000001');
    await click(/^Pay/);
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect Khalti PIN.');
  });

  it('closing (the close button or Escape) calls onClose', async () => {
    const c = config();
    render(<KhaltiWidget config={c} fetchFn={fakeWallet().fetchFn} />);
    await click(K.close);
    expect(c.eventHandler.onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(c.eventHandler.onClose).toHaveBeenCalledTimes(2);
  });

  it('an invalid configuration is refused: onError with the problems, nothing shown', () => {
    const c = config({ publicKey: '', amount: 0 });
    render(<KhaltiWidget config={c} fetchFn={fakeWallet().fetchFn} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(c.eventHandler.onError).toHaveBeenCalledWith({ publicKey: S.required, amount: S.required });
  });
});

describe('the payment widget validator', () => {
  it("defaults to 'This field is required.' and 'Invalid email id.'", () => {
    expect(validateFields({ a: '', b: 'not-an-email', c: 'x@y.np' }, { a: ['required'], b: ['required', 'email'], c: ['email'] })).toEqual({
      a: 'This field is required.',
      b: 'Invalid email id.',
    });
  });

  it('requires public key, product url, identity, name, event handler, amount and the three handlers', () => {
    expect(validateKhaltiConfig({})).toEqual({
      publicKey: S.required,
      productUrl: S.required,
      productIdentity: S.required,
      productName: S.required,
      eventHandler: S.required,
      amount: S.required,
    });
    expect(validateKhaltiConfig({ ...config(), eventHandler: { onSuccess: jest.fn() } as unknown as KhaltiConfig['eventHandler'] })).toEqual({
      'eventHandler.onError': S.required,
      'eventHandler.onClose': S.required,
    });
  });
});
