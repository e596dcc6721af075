/**
 * Connect IPS (NCHL) e-payment.
 * - Hand-off: a form POSTed to {base}/connectipswebgw/loginpage with MERCHANTID, APPID, APPNAME,
 *   TXNID, TXNDATE (DD-MM-YYYY), TXNCRNCY (NPR), TXNAMT (paisa), REFERENCEID, REMARKS,
 *   PARTICULARS and TOKEN: base64 RSA-SHA256, with the creditor's private key, over
 *   `MERCHANTID=…,APPID=…,APPNAME=…,TXNID=…,TXNDATE=…,TXNCRNCY=…,TXNAMT=…,REFERENCEID=…,REMARKS=…,PARTICULARS=…,TOKEN=TOKEN`.
 * - Return: the success or failure URL registered for the app, with ?TXNID=….
 * - Verification: POST {base}/connectipswebws/api/creditor/validatetxn, basic auth APPID:password,
 *   JSON {merchantId, appId, referenceId (= TXNID), txnAmt, token} with token signed over
 *   `MERCHANTID=…,APPID=…,REFERENCEID=…,TXNAMT=…`; the answer's status is SUCCESS, FAILED or ERROR.
 *   It is asked by our own TXNID, so it is also the status call (lookup()): SUCCESS is paid;
 *   FAILED is final (cancelled by the payer, or another amount, when statusDesc says so, else
 *   declined); ERROR
 *   (the request could not be answered) is "unavailable"; any other status (a transaction still
 *   open or not known yet) settles nothing (docs/adr/0010-payment-truth.md).
 */
import { createSign, createVerify, type KeyObject } from 'node:crypto';
import type { PaymentSettings } from './config';
import { basicAuth, gatewayFetch, jsonObject } from './http';
import type { MerchantKeys } from './merchant-keys';
import type { Handoff, PaymentGateway, PaymentToStart, ReturnOutcome, ReturnParams, StoredPayment, Verification } from './types';

export const CONNECT_IPS_SLUG = 'connect-ips';

export interface ConnectIpsFormFields {
  MERCHANTID: string;
  APPID: string;
  APPNAME: string;
  TXNID: string;
  TXNDATE: string;
  TXNCRNCY: string;
  TXNAMT: number;
  REFERENCEID: string;
  REMARKS: string;
  PARTICULARS: string;
  TOKEN: string;
}

type Unsigned = Omit<ConnectIpsFormFields, 'TOKEN'>;
const FIELD_ORDER = ['MERCHANTID', 'APPID', 'APPNAME', 'TXNID', 'TXNDATE', 'TXNCRNCY', 'TXNAMT', 'REFERENCEID', 'REMARKS', 'PARTICULARS'] as const;

/** The text the form TOKEN signs. */
export function paymentTokenText(f: Record<(typeof FIELD_ORDER)[number], string | number>): string {
  return `${FIELD_ORDER.map((k) => `${k}=${f[k]}`).join(',')},TOKEN=TOKEN`;
}

/** The text the validatetxn token signs. */
export const validationTokenText = (v: { merchantId: string | number; appId: string; referenceId: string; txnAmt: string | number }) =>
  `MERCHANTID=${v.merchantId},APPID=${v.appId},REFERENCEID=${v.referenceId},TXNAMT=${v.txnAmt}`;

export const signToken = (key: KeyObject, text: string) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');

export function tokenIsValid(key: KeyObject, text: string, token: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(key, token, 'base64');
  } catch {
    return false;
  }
}

/** DD-MM-YYYY of the day in Nepal. */
export function txnDate(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')}`;
}

/** Keeps gateway text fields to their length limits and free of the token's separators. */
const clean = (value: string, max: number) => value.replace(/[,=]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);

export async function connectIpsFields(s: PaymentSettings, keys: MerchantKeys, p: PaymentToStart, at = new Date()): Promise<ConnectIpsFormFields> {
  const c = s.connectIps;
  const unsigned: Unsigned = {
    MERCHANTID: c.merchantId,
    APPID: c.appId,
    APPNAME: c.appName,
    TXNID: p.transactionId,
    TXNDATE: txnDate(at),
    TXNCRNCY: 'NPR',
    TXNAMT: p.amountPaisa,
    REFERENCEID: clean(p.reference, 20),
    REMARKS: clean(p.description, 50),
    PARTICULARS: clean(p.particulars, 100),
  };
  return { ...unsigned, TOKEN: signToken(keys.privateKey, paymentTokenText(unsigned)) };
}

export function connectIpsGateway(s: PaymentSettings, keys: () => Promise<MerchantKeys>): PaymentGateway {
  const c = s.connectIps;

  /** validatetxn for our TXNID and amount. */
  const validate = async (payment: StoredPayment): Promise<Verification> => {
    const request = { merchantId: c.merchantId, appId: c.appId, referenceId: payment.transactionId, txnAmt: payment.amountPaisa };
    let answer: Record<string, unknown> | null;
    let raw: Record<string, unknown>;
    try {
      const body = { ...request, token: signToken((await keys()).privateKey, validationTokenText(request)) };
      const r = await gatewayFetch(
        `${c.baseUrl}/connectipswebws/api/creditor/validatetxn`,
        { method: 'POST', headers: { Authorization: basicAuth(c.appId, c.password), 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
        s.timeoutMs,
      );
      answer = jsonObject(r.text);
      raw = { validatetxn: { status: r.status, body: answer ?? r.text.slice(0, 2000) } };
      if (r.status >= 500 || r.status === 401 || r.status === 403 || !answer || answer.status === 'ERROR') return { ok: false, reason: 'gateway unavailable', raw };
    } catch (err) {
      return { ok: false, reason: 'gateway unavailable', raw: { error: String(err) } };
    }
    if (answer.referenceId !== undefined && String(answer.referenceId) !== payment.transactionId) return { ok: false, reason: 'verification failed', raw };
    if (answer.status === 'SUCCESS') {
      if (answer.txnAmt !== undefined && Number(answer.txnAmt) !== payment.amountPaisa) return { ok: false, reason: 'amount mismatch', raw };
      return { ok: true, reference: payment.transactionId, raw };
    }
    if (answer.status === 'FAILED') {
      const desc = String(answer.statusDesc ?? '');
      return { ok: false, reason: /cancel/i.test(desc) ? 'cancelled by payer' : /amount/i.test(desc) ? 'amount mismatch' : 'declined by the bank', raw };
    }
    return { ok: false, reason: 'not completed', raw };
  };

  return {
    id: 'connect_ips',
    slug: CONNECT_IPS_SLUG,

    async initiate(p: PaymentToStart): Promise<Handoff> {
      const fields = await connectIpsFields(s, await keys(), p);
      return { kind: 'form', url: `${c.baseUrl}/connectipswebgw/loginpage`, method: 'POST', fields: { ...fields } };
    },

    transactionIdOf(_outcome: ReturnOutcome, params: ReturnParams): string | null {
      return params.TXNID || null;
    },

    async verify(payment: StoredPayment, outcome: ReturnOutcome, params: ReturnParams): Promise<Verification> {
      // The return only names the TXNID; validatetxn about OUR TXNID and amount is the whole answer.
      if (outcome === 'failure') return { ok: false, reason: 'verification failed', raw: { returned: params } };
      const v = await validate(payment);
      return { ...v, raw: { returned: params, ...(v.raw as object) } } as Verification;
    },

    lookup: validate,
  };
}
