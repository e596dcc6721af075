import { REDACTED, isSecretKey, redactSecrets, redactUrlSecrets } from './redact';

describe('redactSecrets', () => {
  it('replaces passwords, tokens, reset codes, cookies and Authorization headers at any depth', () => {
    const line = {
      body: { email: 'sita@example.com', password: 'sita1234', new_password: 'n3w-pass', old_password: 'old', code: '042917' },
      user: { remember_token: 'rt-1', profile: { otp: '991100' } },
      headers: { authorization: 'Bearer abc.def', cookie: 'sid=s3cr3t', 'set-cookie': ['sid=s3cr3t'], 'x-api-key': 'k-1', accept: 'text/html' },
      list: [{ token: 'wish-token' }, { name: 'kept' }],
    };
    const out = redactSecrets(line);
    expect(out).toEqual({
      body: { email: 'sita@example.com', password: REDACTED, new_password: REDACTED, old_password: REDACTED, code: REDACTED },
      user: { remember_token: REDACTED, profile: { otp: REDACTED } },
      headers: { authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED, 'x-api-key': REDACTED, accept: 'text/html' },
      list: [{ token: REDACTED }, { name: 'kept' }],
    });
    expect(JSON.stringify(out)).not.toMatch(/sita1234|n3w-pass|042917|rt-1|991100|abc\.def|s3cr3t|k-1|wish-token/);
  });

  it('keeps what operators need: error codes, status codes, ids, references; and leaves the input unchanged', () => {
    const line = { code: 'ECONNREFUSED', sqlstate: { code: '57P01' }, statusCode: 500, order: 12, reference: 'REF-9', coupon: 'DASHAIN10' };
    expect(redactSecrets(line)).toBe(line);
    const withSecret = { password: 'x', order: 1 };
    redactSecrets(withSecret);
    expect(withSecret.password).toBe('x');
  });

  it('redacts secret query parameters in any string it meets', () => {
    expect(redactSecrets({ url: '/api/get-wishlist?token=secret-1&page=2' })).toEqual({ url: `/api/get-wishlist?token=${REDACTED}&page=2` });
  });

  it('leaves class instances (errors, requests) to their serializers', () => {
    const err = Object.assign(new Error('boom'), { password: 'x' });
    expect(redactSecrets({ err }).err).toBe(err);
  });
});

describe('redactUrlSecrets', () => {
  it.each([
    ['/api/get-wishlist?token=secret', `/api/get-wishlist?token=${REDACTED}`],
    ['/api/x?page=1&access_token=abc&q=tv', `/api/x?page=1&access_token=${REDACTED}&q=tv`],
    ['/reset?code=123456#top', `/reset?code=${REDACTED}#top`],
    ['/x?Password=a;otp=1', `/x?Password=${REDACTED};otp=${REDACTED}`],
    ['/x?%74oken=abc', `/x?%74oken=${REDACTED}`],
    ['GET /api/x?token=abc not found', `GET /api/x?token=${REDACTED} not found`],
    ['email=a@b.c&password=hunter2', `email=a@b.c&password=${REDACTED}`],
  ])('%s', (input, expected) => {
    expect(redactUrlSecrets(input)).toBe(expected);
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrlSecrets('/search/tv?price_min=1000&sort=price&tokenize')).toBe('/search/tv?price_min=1000&sort=price&tokenize');
  });
});

describe('isSecretKey', () => {
  it.each(['password', 'newPassword', 'password_hash', 'token', 'remember_token', 'accessToken', 'otp', 'code', 'reset_code', 'cookie', 'Authorization', 'client_secret', 'apiKey'])(
    '%s is a secret',
    (key) => expect(isSecretKey(key)).toBe(true),
  );
  it.each(['statusCode', 'email', 'order', 'reference', 'footprint', 'coupon', 'shipping', 'passed'])('%s is not', (key) => expect(isSecretKey(key)).toBe(false));
});
