import { generateKeyPairSync } from 'node:crypto';
import { paymentSettings } from './config';
import { connectIpsFields, paymentTokenText, tokenIsValid, txnDate, validationTokenText } from './connect-ips';
import { esewaFields, esewaGateway, transrecSucceeded } from './esewa';
import { parseRupees, rupeesText } from './http';
import { isFinal } from './types';

const settings = paymentSettings({ publicUrl: 'http://shop.test' }, {});
const payment = { transactionId: 'CG0123456789ABCDEF', amountPaisa: 12345, currency: 'NPR', reference: 'BKG-7', description: 'Reservation of OLA S1 Pro', particulars: 'Reservation 7: OLA S1 Pro, Jet Black' };

describe('amounts', () => {
  it.each([[999900, '9999'], [12345, '123.45'], [1005, '10.05'], [1, '0.01']])('%i paisa prints as %s rupees and back', (paisa, text) => {
    expect(rupeesText(paisa)).toBe(text);
    expect(parseRupees(text)).toBe(paisa);
  });
  it.each(['', 'abc', '1.234', '-5', '1e3'])('refuses %j as rupees', (v) => expect(parseRupees(v)).toBeNull());
  it('reads 9999.0 as 999900 paisa', () => expect(parseRupees('9999.0')).toBe(999900));
});

describe('settings', () => {
  it('defaults to the sandbox under the public URL', () => {
    expect(settings.esewa.baseUrl).toBe('http://shop.test/sandbox/esewa');
    expect(settings.connectIps.baseUrl).toBe('http://shop.test/sandbox/connect-ips');
    expect(settings.nabilCard.baseUrl).toBe('http://shop.test/sandbox/nabil-card');
    expect(settings.returnBase).toBe('http://shop.test/api/payment');
  });
  it('takes a real gateway from the environment and refuses junk', () => {
    expect(paymentSettings({ publicUrl: 'http://shop.test' }, { ESEWA_BASE_URL: 'https://uat.esewa.com.np/' }).esewa.baseUrl).toBe('https://uat.esewa.com.np');
    expect(() => paymentSettings({ publicUrl: 'http://shop.test' }, { ESEWA_BASE_URL: 'ftp://x' })).toThrow(/ESEWA_BASE_URL/);
  });
});

describe('eSewa', () => {
  it('builds the nine form fields with tAmt = amt + txAmt + psc + pdc', () => {
    const f = esewaFields(settings, payment);
    expect(f).toEqual({
      tAmt: 123.45, amt: 123.45, txAmt: 0, psc: 0, pdc: 0, scd: 'EPAYTEST', pid: payment.transactionId,
      su: 'http://shop.test/api/payment/esewa/success',
      fu: `http://shop.test/api/payment/esewa/failure?pid=${payment.transactionId}`,
    });
  });
  it('reads transrec answers', () => {
    expect(transrecSucceeded('<response>\n<response_code>\nSuccess\n</response_code>\n</response>')).toBe(true);
    expect(transrecSucceeded('<response><response_code>Failure</response_code></response>')).toBe(false);
    expect(transrecSucceeded('Success')).toBe(false);
  });
});

describe('Connect IPS', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  it('signs the fields in the gateway order, ending with TOKEN=TOKEN', async () => {
    const f = await connectIpsFields(settings, { privateKey, publicKey }, payment, new Date('2024-03-31T20:00:00Z'));
    expect(f.TXNDATE).toBe('01-04-2024'); // already the next day in Kathmandu (UTC+5:45)
    expect(f.TXNAMT).toBe(12345);
    expect(f.PARTICULARS).toBe('Reservation 7: OLA S1 Pro Jet Black'); // no ',' or '=' inside the signed text
    const text = paymentTokenText(f);
    expect(text).toBe(
      `MERCHANTID=1001,APPID=CG-DEMO-APP,APPNAME=CG Digital,TXNID=${payment.transactionId},TXNDATE=01-04-2024,TXNCRNCY=NPR,TXNAMT=12345,REFERENCEID=BKG-7,REMARKS=Reservation of OLA S1 Pro,PARTICULARS=${f.PARTICULARS},TOKEN=TOKEN`,
    );
    expect(tokenIsValid(publicKey, text, f.TOKEN)).toBe(true);
    expect(tokenIsValid(publicKey, text.replace('TXNAMT=12345', 'TXNAMT=1'), f.TOKEN)).toBe(false);
    expect(tokenIsValid(publicKey, text, 'bm90IGEgc2lnbmF0dXJl')).toBe(false);
  });

  it('writes the validation token text and Nepal dates', () => {
    expect(validationTokenText({ merchantId: '1001', appId: 'A', referenceId: 'T1', txnAmt: 500 })).toBe('MERCHANTID=1001,APPID=A,REFERENCEID=T1,TXNAMT=500');
    expect(txnDate(new Date('2024-12-05T06:00:00Z'))).toBe('05-12-2024');
  });
});

describe('what settles a payment (docs/adr/0010-payment-truth.md)', () => {
  it('only paid, or the gateway’s own cancelled / declined / another amount', () => {
    expect(isFinal({ ok: true, reference: 'R', raw: null })).toBe(true);
    for (const reason of ['cancelled by payer', 'declined by the bank', 'amount mismatch'] as const) expect(isFinal({ ok: false, reason, raw: null })).toBe(true);
    for (const reason of ['not completed', 'verification failed', 'gateway unavailable'] as const) expect(isFinal({ ok: false, reason, raw: null })).toBe(false);
  });

  it('eSewa: a failure return, or a success return without a refId, is not even asked about', async () => {
    const g = esewaGateway(settings);
    const stored = { transactionId: payment.transactionId, amountPaisa: 12345, currency: 'NPR', requestData: null };
    expect(g.lookup).toBeUndefined();
    expect(await g.verify(stored, 'failure', { pid: payment.transactionId })).toMatchObject({ ok: false, reason: 'verification failed' });
    expect(await g.verify(stored, 'success', { oid: payment.transactionId, amt: '123.45' })).toMatchObject({ ok: false, reason: 'verification failed' });
  });
});
