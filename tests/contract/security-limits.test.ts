/**
 * Issue 14 §3: rate limits nobody can walk around. X-Forwarded-For is believed only from the
 * proxies TRUST_PROXY names; failed logins and reset codes are limited per account and address,
 * password changes per account; the per-address ceiling fits many shoppers behind one NAT address;
 * coupon guessing is limited on every route that takes a coupon. Issue 30: failures by others slow
 * them, never the owner (the owner's right password from an address that has not failed, and a
 * freshly mailed code, work). Windows are ended with SQL, never by waiting.
 */
import { parseTrustProxy } from '../../server/config';
import { LIMIT_MESSAGES } from '../../server/http/rate-limits';
import { createTestApp, type TestApp } from '../support/contract-app';
import { shopper } from './checkout-support';
import { call, get, post, type Answer } from './http';

/** The text of a limit message with its wait replaced by a pattern. */
const shape = (message: (s: number) => string) =>
  new RegExp(`^${message(7).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('7 seconds', '\\d+ (seconds|minutes)')}$`);

const fromAddress = (base: string, path: string, body: unknown, address: string, token?: string): Promise<Answer> =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, headers: res.headers, body: await res.json() }));

let seq = 0;
const newAccount = async (t: TestApp, password = 'right-pass') => {
  seq += 1;
  const email = `sec-${seq}-${Date.now()}@example.com`;
  const r = await post<{ data: { token: string } }>(`${t.baseUrl}/api`, '/register', {
    fullName: 'Sita Thapa', emailAddress: email, mobileNumber: '9801234567', password,
  });
  expect(r.status).toBe(200);
  return { email, token: r.body.data.token };
};

describe('with the default limits', () => {
  let t: TestApp;
  let api: string;
  beforeAll(async () => {
    t = await createTestApp({ seedProducts: 0 });
    api = `${t.baseUrl}/api`;
  });
  afterAll(() => t.close());

  it('stops the X-Forwarded-For walk: 15 wrong passwords for one account from 15 invented addresses → 429 from the 11th', async () => {
    const { email } = await newAccount(t);
    const statuses: number[] = [];
    let last: Answer | null = null;
    for (let i = 1; i <= 15; i++) {
      last = await fromAddress(api, '/login', { email, password: 'wrong-pass' }, `198.51.100.${i}`);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    expect(last!.body.statusCode).toBe(429);
    expect(last!.body.message).toMatch(shape(LIMIT_MESSAGES.login));
    expect(last!.body.message).toMatch(/^Too many failed logins for this account\. Please wait 15 minutes/);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits failed logins per account and address: others on the same address still log in, the window ending lifts it', async () => {
    const a = await newAccount(t);
    const b = await newAccount(t);
    for (let i = 0; i < 10; i++) expect((await post(api, '/login', { email: a.email, password: 'nope-nope' })).status).toBe(401);
    const locked = await post(api, '/login', { email: a.email.toUpperCase(), password: 'right-pass' });
    expect([locked.status, locked.body.message]).toEqual([429, expect.stringMatching(shape(LIMIT_MESSAGES.login))]);
    expect((await post(api, '/login', { email: b.email, password: 'right-pass' })).status).toBe(200);
    // The window ends (moved back in SQL, no waiting): the owner logs in again.
    await t.db.query(`UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key LIKE 'login:acct:%'`);
    expect((await post(api, '/login', { email: a.email, password: 'right-pass' })).status).toBe(200);
  });

  it('lets 15 shoppers behind one NAT address register and log in within a minute', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 15; i++) {
      const email = `nat-${i}-${Date.now()}@example.com`;
      const reg = await post(api, '/register', { fullName: 'Hari Shrestha', emailAddress: email, mobileNumber: '9801234567', password: 'secret12' });
      const login = await post(api, '/login', { email, password: 'secret12' });
      answers.push(reg.status, login.status);
    }
    expect(answers).toEqual(Array(30).fill(200));
  });

  it('limits wrong reset codes per account and address, however many codes are asked for', async () => {
    const { email } = await newAccount(t);
    const latestCode = async () => {
      const r = await t.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE lower(to_email) = lower($1) ORDER BY id DESC LIMIT 1', [email]);
      return /\b(\d{6})\b/.exec(r.rows[0].body)![1];
    };
    const ask = async () => (await post<{ remember_token: string }>(api, '/forgot-password', { email })).body.remember_token;
    for (let round = 0; round < 2; round++) {
      const token = await ask();
      const wrong = (await latestCode()) === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect((await post(api, `/forgot-password-verify?token=${token}`, { code: wrong })).status).toBe(422);
    }
    const token = await ask();
    const right = await post(api, `/forgot-password-verify?token=${token}`, { code: await latestCode() });
    expect([right.status, right.body.message]).toEqual([429, expect.stringMatching(shape(LIMIT_MESSAGES.resetCode))]);
  });

  it('limits password changes per account', async () => {
    const { token } = await newAccount(t);
    for (let i = 0; i < 10; i++) {
      const r = await post(api, '/user/change-password', { old_password: 'not-it', password: 'second-pass', new_password: 'second-pass' }, token);
      expect(r.status).toBe(422);
    }
    const r = await post(api, '/user/change-password', { old_password: 'right-pass', password: 'second-pass', new_password: 'second-pass' }, token);
    expect([r.status, r.body.message]).toEqual([429, expect.stringMatching(shape(LIMIT_MESSAGES.password))]);
  });
});

describe('failures by others slow them, not the owner (ACCOUNT_RATE_LIMIT 3, addresses from X-Forwarded-For)', () => {
  let t: TestApp;
  let api: string;
  beforeAll(async () => {
    t = await createTestApp({ seedProducts: 0, env: { ACCOUNT_RATE_LIMIT: '3', AUTH_RATE_LIMIT: '100000', TRUST_PROXY: '127.0.0.1' } });
    api = `${t.baseUrl}/api`;
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, address: string) => fromAddress(api, '/login', { email, password }, address);
  const latestCode = async (email: string) => {
    const r = await t.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE lower(to_email) = lower($1) ORDER BY id DESC LIMIT 1', [email]);
    return /\b(\d{6})\b/.exec(r.rows[0].body)![1];
  };
  const askCode = async (email: string, address: string) => {
    const r = await fromAddress(api, '/forgot-password', { email }, address);
    expect(r.status).toBe(200);
    return (r.body as { remember_token: string }).remember_token;
  };
  const verify = (token: string, code: string, address: string) => fromAddress(api, `/forgot-password-verify?token=${token}`, { code }, address);
  const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

  it('a stranger’s wrong passwords refuse the stranger’s address, even the right password from it; the owner elsewhere logs in', async () => {
    const { email } = await newAccount(t);
    for (let i = 0; i < 3; i++) expect((await login(email, 'wrong-pass', '203.0.113.10')).status).toBe(401);
    const stranger = await login(email, 'right-pass', '203.0.113.10');
    expect([stranger.status, stranger.body.message]).toEqual([429, expect.stringMatching(shape(LIMIT_MESSAGES.login))]);
    expect((await login(email, 'right-pass', '198.51.100.20')).status).toBe(200);
  });

  it('stops one address failing on many accounts at ten times the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await login(`nobody-${i}-${Date.now()}@example.com`, 'wrong-pass', '203.0.113.11')).status);
    expect(statuses).toEqual([...Array(30).fill(401), 429]);
    const r = await login('someone-else@example.com', 'wrong-pass', '203.0.113.11');
    expect([r.status, r.body.message]).toEqual([429, expect.stringMatching(shape(LIMIT_MESSAGES.loginAddress))]);
    // Another address is not held back.
    const { email } = await newAccount(t);
    expect((await login(email, 'right-pass', '203.0.113.12')).status).toBe(200);
  });

  it('holds many addresses guessing one account at a ceiling that the owner’s known address and a mailed code pass', async () => {
    const { email } = await newAccount(t);
    expect((await login(email, 'right-pass', '198.51.100.30')).status).toBe(200); // the owner's usual address
    for (let i = 1; i <= 30; i++) expect((await login(email, 'wrong-pass', `192.0.2.${i}`)).status).toBe(401);
    const fresh = await login(email, 'right-pass', '198.51.100.31');
    expect([fresh.status, fresh.body.message]).toEqual([429, expect.stringMatching(shape(LIMIT_MESSAGES.loginAccount))]);
    expect((await login(email, 'right-pass', '198.51.100.30')).status).toBe(200);
    // A reset by mail from the new address lifts the ceiling there.
    const token = await askCode(email, '198.51.100.31');
    const reset = await fromAddress(api, `/forgot-password-reset?token=${token}`, { code: await latestCode(email), password: 'new-pass-1', password_confirmation: 'new-pass-1' }, '198.51.100.31');
    expect([reset.status, reset.body.message]).toEqual([200, expect.any(String)]);
    expect((await login(email, 'new-pass-1', '198.51.100.31')).status).toBe(200);
  });

  it('a stranger’s wrong reset codes refuse the stranger; the owner’s freshly mailed code works, and each later code gets one attempt', async () => {
    const { email } = await newAccount(t);
    const strangers = await askCode(email, '203.0.113.40');
    const strangersCode = await latestCode(email);
    for (let i = 0; i < 3; i++) expect((await verify(strangers, wrongCode(strangersCode), '203.0.113.40')).status).toBe(422);
    const held = await verify(strangers, strangersCode, '203.0.113.40');
    expect([held.status, held.body.message]).toEqual([429, expect.stringMatching(shape(LIMIT_MESSAGES.resetCode))]);
    // Another stranger's address: the account had its share of wrong codes, one wrong code ends a reset.
    const other = await askCode(email, '203.0.113.41');
    const otherCode = await latestCode(email);
    expect((await verify(other, wrongCode(otherCode), '203.0.113.41')).status).toBe(422);
    expect((await verify(other, otherCode, '203.0.113.41')).status).toBe(422);
    // The owner asks for a code and enters it.
    const owners = await askCode(email, '198.51.100.40');
    expect((await verify(owners, await latestCode(email), '198.51.100.40')).status).toBe(200);
  });

  it('limits codes asked for one email per address, and at twice that per email against mail floods', async () => {
    const { email } = await newAccount(t);
    for (let i = 0; i < 3; i++) await askCode(email, '203.0.113.50');
    const held = await fromAddress(api, '/forgot-password', { email }, '203.0.113.50');
    expect([held.status, held.body.message]).toEqual([429, expect.stringMatching(shape(LIMIT_MESSAGES.forgot))]);
    for (let i = 0; i < 3; i++) await askCode(email, '198.51.100.50');
    expect((await fromAddress(api, '/forgot-password', { email }, '198.51.100.51')).status).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  const registerFrom = (base: string, address: string) => fromAddress(`${base}/api`, '/register', {}, address);

  it('is off by default: an invented X-Forwarded-For does not buy a new address', async () => {
    const t = await createTestApp({ seedProducts: 0, env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const statuses = [];
      for (let i = 1; i <= 4; i++) statuses.push((await registerFrom(t.baseUrl, `203.0.113.${i}`)).status);
      expect(statuses).toEqual([422, 422, 422, 429]);
    } finally {
      await t.close();
    }
  });

  it('when configured, counts each forwarded client address on its own', async () => {
    const t = await createTestApp({ seedProducts: 0, env: { AUTH_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' } });
    try {
      const a = [];
      for (let i = 0; i < 4; i++) a.push((await registerFrom(t.baseUrl, '203.0.113.7')).status);
      expect(a).toEqual([422, 422, 422, 429]);
      expect((await registerFrom(t.baseUrl, '203.0.113.8')).status).toBe(422);
    } finally {
      await t.close();
    }
  });

  it('parses hop counts, addresses and CIDRs, and refuses junk', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/TRUST_PROXY/);
  });
});

describe('coupon guessing', () => {
  let t: TestApp;
  let api: string;
  beforeAll(async () => {
    t = await createTestApp({ seedProducts: 5, env: { COUPON_RATE_LIMIT: '4' } });
    api = `${t.baseUrl}/api`;
  });
  afterAll(() => t.close());

  // Every row has three entries: jest would take a missing third for the `done` callback.
  const ROUTES: [string, string, unknown][] = [
    ['GET', '/get-cart?platform=W&coupon=GUESS1', null],
    ['GET', '/get-checkout?platform=W&coupon=GUESS1', null],
    ['POST', '/post-checkout?platform=W&coupon=GUESS1', {}],
    ['GET', '/get-prebooking/1?coupon=GUESS1', null],
    ['GET', '/get-booknow/1?coupon=GUESS1', null],
    ['POST', '/post-prebooking/1?platform=W&coupon=GUESS1', {}],
    ['GET', '/get-checkout-flexipay?coupon=GUESS1', null],
    ['POST', '/post-checkout-flexipay', { coupon: 'GUESS1' }],
  ];

  it.each(ROUTES)('is limited per account on %s %s', async (method, path, body) => {
    const s = await shopper(t);
    for (let i = 0; i < 4; i++) {
      const r = await call(api, method, path, body ?? undefined, { token: s.token });
      expect([path, r.status]).not.toEqual([path, 429]);
    }
    const r = await call(api, method, path, body ?? undefined, { token: s.token });
    expect([r.status, r.body.message]).toEqual([429, expect.stringMatching(shape(LIMIT_MESSAGES.coupon))]);
    // Without a coupon the route still answers.
    expect((await get(api, '/get-cart?platform=W', s.token)).status).toBe(200);
  });

  it('keeps a per-address ceiling (ten accounts’ worth) against many accounts guessing from one address', async () => {
    // The eight routes above counted 8 × 4 tries against this address (the refused fifth stopped at the
    // account limit); eight more, each from a fresh account, reach its ceiling of 4 × 10.
    for (let i = 0; i < 8; i++) {
      const r = await get(api, '/get-cart?platform=W&coupon=GUESS2', (await shopper(t)).token);
      expect(r.status).toBe(200);
    }
    const r = await get(api, '/get-cart?platform=W&coupon=GUESS2', (await shopper(t)).token);
    expect([r.status, r.body.message]).toEqual([429, expect.stringMatching(shape(LIMIT_MESSAGES.coupon))]);
  });
});
