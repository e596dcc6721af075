import { paymentSettings } from './config';
import { cgPayGateway, cgPaySignature, cgPaySignatureIsValid, signingText } from './cg-pay';
import { checkoutData, readResponse, responseData } from './imepay';
import { khaltiGateway } from './khalti';

const settings = paymentSettings({ publicUrl: 'http://shop.test' }, {});
const payment = { transactionId: 'CG0123456789ABCDEF', amountPaisa: 12345, currency: 'NPR', reference: 'ORD-7', description: 'Order #7 at CG Digital', particulars: 'Order 7' };

describe('settings', () => {
  it('default to the sandboxes and read the environment', () => {
    expect(settings.khalti).toEqual({ baseUrl: 'http://shop.test/sandbox/khalti', publicKey: 'test_public_key_cg_sandbox', secretKey: 'test_secret_key_cg_sandbox' });
    expect(settings.imepay.baseUrl).toBe('http://shop.test/sandbox/imepay');
    expect(settings.cgPay.baseUrl).toBe('http://shop.test/sandbox/cg-pay');
    expect(settings.holdMinutes).toBe(15);
    expect(settings.holdMaxUnits).toBe(10);
    const real = paymentSettings({ publicUrl: 'http://shop.test' }, { KHALTI_BASE_URL: 'https://khalti.com/', PAYMENT_HOLD_MINUTES: '45' });
    expect(real.khalti.baseUrl).toBe('https://khalti.com');
    expect(real.holdMinutes).toBe(45);
  });
});

describe('Khalti', () => {
  it('opens the wallet widget with the public key, our transaction id and the amount in paisa', async () => {
    const h = await khaltiGateway(settings).initiate(payment);
    expect(h).toEqual({
      kind: 'widget',
      url: 'http://shop.test/sandbox/khalti/api/v2',
      fields: {
        public_key: 'test_public_key_cg_sandbox', product_identity: payment.transactionId, product_name: payment.description,
        product_url: 'http://shop.test/', amount: 12345, api_base: 'http://shop.test/sandbox/khalti/api/v2',
        payment_preference: ['KHALTI', 'EBANKING', 'MOBILE_BANKING', 'CONNECT_IPS', 'SCT'],
      },
    });
  });
  it('refuses a payload without a token or with another amount before asking Khalti', async () => {
    const g = khaltiGateway(settings);
    const stored = { transactionId: payment.transactionId, amountPaisa: 12345, currency: 'NPR', requestData: null };
    expect(await g.verify(stored, 'success', {})).toMatchObject({ ok: false, reason: 'verification failed' });
    // Neither settles anything: the payload is the browser's word (payments/payments.ts then asks lookup()).
    expect(await g.verify(stored, 'success', { token: 't', amount: '1' })).toMatchObject({ ok: false, reason: 'verification failed' });
  });
});

describe('IME Pay', () => {
  it('encodes the checkout and reads the response, as data or as fields', () => {
    const data = checkoutData({ TokenId: 'T1', MerchantCode: 'M', RefId: 'R', TranAmount: '10', Method: 'GET', RespUrl: 'http://a/s', CancelUrl: 'http://a/f' });
    expect(Buffer.from(data, 'base64').toString()).toBe('T1|M|R|10|GET|http://a/s|http://a/f');
    const r = { ResponseCode: '0', ResponseDescription: 'Success', Msisdn: '98', TransactionId: 'X', RefId: 'R', TranAmount: '10', TokenId: 'T1' };
    expect(readResponse({ data: responseData(r) })).toEqual(r);
    expect(readResponse({ ResponseCode: '1', RefId: 'R' })).toEqual({ ResponseCode: '1', RefId: 'R' });
    expect(readResponse({ data: 'garbage' })).toEqual({});
  });
});

describe('CG Pay', () => {
  it('signs the sorted parameters with HMAC-SHA256 and checks signatures in constant time', () => {
    expect(signingText({ txn: 'A', amount: 5, signature: 'x', currency: 'NPR' })).toBe('amount=5&currency=NPR&txn=A');
    const sig = cgPaySignature('k', { a: 1, b: 'two' });
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(cgPaySignatureIsValid('k', { b: 'two', a: 1 }, sig)).toBe(true);
    expect(cgPaySignatureIsValid('k', { a: 2, b: 'two' }, sig)).toBe(false);
    expect(cgPaySignatureIsValid('other', { a: 1, b: 'two' }, sig)).toBe(false);
    expect(cgPaySignatureIsValid('k', { a: 1, b: 'two' }, 'zz')).toBe(false);
  });
  it('redirects with a signature over every parameter', async () => {
    const h = await cgPayGateway(settings).initiate(payment);
    if (h.kind !== 'redirect') throw new Error('not a redirect');
    const q = Object.fromEntries(new URL(h.url).searchParams);
    const { signature, ...signed } = q;
    expect(signed).toMatchObject({ merchant: 'CG-STORE', txn: payment.transactionId, amount: '12345', currency: 'NPR', return_url: 'http://shop.test/api/payment/cg-pay/success' });
    expect(cgPaySignatureIsValid('sandbox-cgpay-secret', signed, signature)).toBe(true);
  });
});
