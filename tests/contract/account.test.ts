import { ACCOUNT_MESSAGES as M } from '../../shared/validation/messages';
import { createTestApp, type TestApp } from '../support/contract-app';
import { call, get, post } from './http';

let t: TestApp;
let api: string;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 40, env: { AUTH_RATE_LIMIT: '1000' } });
  api = `${t.baseUrl}/api`;
});
afterAll(() => t.close());

const valid = {
  fullName: 'Asha K. Gurung',
  emailAddress: 'asha@example.com',
  mobileNumber: '9801234567',
  password: 'secret12',
  source: 'ola',
  product: 'ola-s1-pro',
  platform: 'ola',
};

async function latestCode(email: string): Promise<string> {
  const r = await get<{ data: { body: string }[] }>(t.baseUrl, `/_dev/outbox.json?to=${encodeURIComponent(email)}`);
  const match = /\b(\d{6})\b/.exec(r.body.data[0]?.body ?? '');
  if (!match) throw new Error(`no reset code mailed to ${email}`);
  return match[1];
}

describe('register', () => {
  it('creates an account and answers with a session', async () => {
    const r = await post<{ data: { token: string; name: string; email: string; loyality: number } }>(api, '/register', valid);
    expect(r.status).toBe(200);
    expect(r.body.statusCode).toBe(200);
    expect(r.body.data.name).toBe('Asha K. Gurung');
    expect(r.body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(r.body.data.loyality).toBe(0);
    const again = await get(api, '/get-loyalty-point', r.body.data.token);
    expect(again.status).toBe(200);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const r = await post(api, '/register', { ...valid, emailAddress: 'ASHA@example.com' });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ statusCode: 409, message: 'An account with this email already exists. Please log in.' });
  });

  it.each([
    [{ fullName: '' }, M.fullNameRequired],
    [{ fullName: 'Asha #1' }, M.fullNameCharacters],
    [{ emailAddress: '' }, M.emailRequired],
    [{ emailAddress: 'asha@example' }, M.emailInvalid],
    [{ mobileNumber: '' }, M.mobileRequired],
    [{ mobileNumber: '98012' }, M.mobileInvalid],
    [{ password: '' }, M.passwordRequired],
    [{ password: '12345' }, M.passwordShort],
  ])('answers 422 with the spec message for %j', async (change, message) => {
    const r = await post(api, '/register', { ...valid, emailAddress: 'new@example.com', ...change });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ statusCode: 422, message });
  });

  it('refuses wrong types instead of converting them', async () => {
    const r = await post(api, '/register', { ...valid, emailAddress: 'typed@example.com', mobileNumber: 9801234567 });
    expect(r.status).toBe(422);
    expect(r.body.message).toMatch(/mobileNumber/);
  });

  it('answers 400 to a body that is not JSON, or not an object', async () => {
    const bad = await call(api, 'POST', '/register', undefined, { raw: '{"fullName": ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.' });
    const list = await post(api, '/register', [valid]);
    expect(list.status).toBe(400);
    expect(list.body.message).toBe('The request body must be a JSON object.');
  });

  it('answers 413 to an oversized body and writes nothing', async () => {
    const r = await post(api, '/register', { ...valid, emailAddress: 'big@example.com', fullName: 'A'.repeat(2_000_000) });
    expect(r.status).toBe(413);
    const login = await post(api, '/login', { email: 'big@example.com', password: valid.password });
    expect(login.status).toBe(401);
  });
});

describe('login and logout', () => {
  it('logs in with any case of the email and returns the stored-user fields', async () => {
    const r = await post<{ data: Record<string, unknown> }>(api, '/login', {
      email: 'Asha@Example.com',
      password: valid.password,
      source: 'ola',
      product: 'ola-s1-pro',
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data).sort()).toEqual(
      ['address', 'avatar', 'email', 'loyality', 'mobile', 'name', 'product', 'source', 'token'].sort(),
    );
    expect(r.body.data).toMatchObject({ product: 'ola-s1-pro', source: 'ola', email: 'asha@example.com' });
  });

  it('says the same thing for an unknown email and a wrong password', async () => {
    const wrong = await post(api, '/login', { email: 'asha@example.com', password: 'nope-nope' });
    const unknown = await post(api, '/login', { email: 'nobody@example.com', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('The email or password you entered is incorrect.');
  });

  it.each([{ email: 'asha@example.com' }, { password: 'x' }, {}])('needs both fields: %j', async (body) => {
    const r = await post(api, '/login', body);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(M.loginRequired);
  });

  it('revokes the token on logout', async () => {
    const r = await post<{ data: { token: string } }>(api, '/login', { email: valid.emailAddress, password: valid.password });
    const token = r.body.data.token;
    expect((await get(api, '/get-loyalty-point', token)).status).toBe(200);
    expect((await post(api, '/logout', {}, token)).status).toBe(200);
    const after = await get(api, '/get-loyalty-point', token);
    expect(after.status).toBe(401);
    expect(after.body.statusCode).toBe(401);
  });

  it('answers get-loyalty-point with the ledger balance of a demo account', async () => {
    const r = await post<{ data: { token: string; loyality: number } }>(api, '/login', {
      email: 'sita@example.com',
      password: 'sita1234',
    });
    expect(r.status).toBe(200);
    const points = await get<{ data: { loyality: number } }>(api, '/get-loyalty-point', r.body.data.token);
    expect(points.body.data.loyality).toBe(r.body.data.loyality);
    expect(points.body.data.loyality).toBeGreaterThan(0);
  });

  it('refuses get-loyalty-point without a token or with a made-up one', async () => {
    expect((await get(api, '/get-loyalty-point')).status).toBe(401);
    expect((await get(api, '/get-loyalty-point', 'made-up-token')).status).toBe(401);
  });
});

describe('forgot password', () => {
  it.each([
    [{}, M.forgotEmailRequired],
    [{ email: 'not-an-email' }, M.emailInvalid],
  ])('validates the email: %j', async (body, message) => {
    const r = await post(api, '/forgot-password', body);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(message);
  });

  it('answers alike for unknown emails and never sends the code to the browser', async () => {
    const r = await post(api, '/forgot-password', { email: 'nobody@example.com', source: 'ola' });
    expect(r.status).toBe(200);
    expect(typeof r.body.remember_token).toBe('string');
    expect(r.body).not.toHaveProperty('resetCode');
    const check = await post(api, `/forgot-password-verify?token=${r.body.remember_token}`, { code: '123456' });
    expect(check.body).toEqual({ statusCode: 422, message: M.resetCodeInvalid });
  });

  it('mails a code, checks it, changes the password and revokes old sessions', async () => {
    const session = await post<{ data: { token: string } }>(api, '/login', {
      email: valid.emailAddress,
      password: valid.password,
    });
    const r = await post<{ remember_token: string }>(api, '/forgot-password', { email: valid.emailAddress });
    expect(r.body).not.toHaveProperty('resetCode');
    const token = r.body.remember_token;
    const code = await latestCode(valid.emailAddress);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrong = await post(api, `/forgot-password-verify?token=${token}`, { code: wrongCode });
    expect(wrong.body).toEqual({ statusCode: 422, message: M.resetCodeInvalid });
    expect((await post(api, `/forgot-password-verify?token=${token}`, { code: '' })).body.message).toBe(
      M.resetCodeRequired,
    );
    expect((await post(api, `/forgot-password-verify?token=${token}`, { code })).status).toBe(200);

    const wrongReset = await post(api, `/forgot-password-reset?token=${token}`, { password: 'fresh123', code: wrongCode });
    expect(wrongReset.body.message).toBe(M.resetCodeInvalid);
    const short = await post(api, `/forgot-password-reset?token=${token}`, { password: '123', code });
    expect(short.body.message).toBe(M.passwordShort);
    const noToken = await post(api, '/forgot-password-reset', { password: 'fresh123', code });
    expect(noToken.status).toBe(422);

    const ok = await post(api, `/forgot-password-reset?token=${token}`, { password: 'fresh123', code });
    expect(ok.status).toBe(200);
    expect((await get(api, '/get-loyalty-point', session.body.data.token)).status).toBe(401);
    expect((await post(api, '/login', { email: valid.emailAddress, password: valid.password })).status).toBe(401);
    expect((await post(api, '/login', { email: valid.emailAddress, password: 'fresh123' })).status).toBe(200);

    const reuse = await post(api, `/forgot-password-reset?token=${token}`, { password: 'again123', code });
    expect(reuse.body.message).toBe(M.resetCodeInvalid);
  });

  it('gives up on a code after five wrong tries', async () => {
    const r = await post<{ remember_token: string }>(api, '/forgot-password', { email: valid.emailAddress });
    const token = r.body.remember_token;
    const code = await latestCode(valid.emailAddress);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post(api, `/forgot-password-verify?token=${token}`, { code: wrongCode });
    const right = await post(api, `/forgot-password-verify?token=${token}`, { code });
    expect(right.body).toEqual({ statusCode: 422, message: M.resetCodeInvalid });
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ seedProducts: 0, env: { AUTH_RATE_LIMIT: '3' } });
  });
  afterAll(() => limited.close());

  it.each(['/login', '/register', '/forgot-password'])('answers 429 with Retry-After on %s', async (path) => {
    for (let i = 0; i < 3; i++) await post(`${limited.baseUrl}/api`, path, {});
    const r = await post(`${limited.baseUrl}/api`, path, {});
    expect(r.status).toBe(429);
    expect(r.body.statusCode).toBe(429);
    expect(r.body.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('unknown API routes', () => {
  it('answer 404 JSON', async () => {
    const r = await get(api, '/no-such-thing');
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('There is no API route GET /api/no-such-thing.');
  });
});
