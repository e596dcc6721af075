import { createApiClient, handleResponse, isOk, joinUrl, withQuery, UNEXPECTED_ANSWER } from './client';
import { createTestClient } from './testing';

describe('joinUrl', () => {
  it('joins base and path with exactly one slash', () => {
    expect(joinUrl('/api/', 'login')).toBe('/api/login');
    expect(joinUrl('/api', '/login')).toBe('/api/login');
    expect(joinUrl('https://x.test/api//', '//get/categories')).toBe('https://x.test/api/get/categories');
  });
  it('keeps absolute URLs as they are', () => {
    expect(joinUrl('/api/', 'https://other.test/api/get/cat-tv?page=2')).toBe('https://other.test/api/get/cat-tv?page=2');
  });
});

describe('withQuery', () => {
  it('skips undefined, null and empty values and encodes the rest', () => {
    expect(withQuery('/api/get-cart', { platform: 'W', coupon: undefined, redeem: null, x: '' })).toBe('/api/get-cart?platform=W');
    expect(withQuery('/api/web-search', { keywords: 'led tv & more', page: 2, flag: false })).toBe(
      '/api/web-search?keywords=led%20tv%20%26%20more&page=2&flag=false',
    );
  });
  it('keeps 0 and appends to an existing query', () => {
    expect(withQuery('/api/x?a=1', { b: 0 })).toBe('/api/x?a=1&b=0');
  });
  it('leaves the URL alone without query values', () => {
    expect(withQuery('/api/x')).toBe('/api/x');
    expect(withQuery('/api/x', { a: undefined })).toBe('/api/x');
  });
});

describe('createApiClient requests', () => {
  it('sends the bearer header only on authenticated calls', async () => {
    const { api, fake } = createTestClient(undefined, { token: 'tok-1' });
    await api.get('get-cart', { auth: true });
    expect(fake.last().headers.authorization).toBe('Bearer tok-1');
    await api.get('layouts');
    expect(fake.last().headers.authorization).toBeUndefined();
    expect(fake.last().headers.accept).toBe('application/json');
  });

  it('sends no Authorization header when authenticated but logged out', async () => {
    const { api, fake } = createTestClient(undefined, { token: null });
    await api.get('get-orders', { auth: true });
    expect(fake.last().headers.authorization).toBeUndefined();
  });

  it('sends no custom headers at all on bare calls', async () => {
    const { api, fake } = createTestClient(undefined, { token: 'tok-1' });
    await api.get('get/categories', { bare: true, auth: true });
    expect(fake.last().headers).toEqual({});
  });

  it('posts JSON with a Content-Type, and an empty object when no body is given', async () => {
    const { api, fake } = createTestClient();
    await api.post('login', { email: 'a@b.co', password: 'x' });
    expect(fake.last()).toMatchObject({ method: 'POST', body: { email: 'a@b.co', password: 'x' } });
    expect(fake.last().headers['content-type']).toBe('application/json');
    await api.post('logout');
    expect(fake.last().body).toEqual({});
  });

  it('sends FormData as is, without forcing a Content-Type', async () => {
    const { api, fake } = createTestClient(undefined, { token: 't' });
    const form = new FormData();
    form.append('a', '1');
    await api.post('post-warranty-web', form, { auth: true });
    expect(fake.last().body).toBe(form);
    expect(fake.last().headers['content-type']).toBeUndefined();
    expect(fake.last().headers.authorization).toBe('Bearer t');
  });

  it('builds the URL from the base, the path and the query', async () => {
    const { api, fake } = createTestClient(undefined, { base: 'http://api.test/api' });
    await api.get('get-cart', { query: { platform: 'W', coupon: '' } });
    expect(fake.last().url).toBe('http://api.test/api/get-cart?platform=W');
    expect(api.url('view-product', { product: 5 })).toBe('http://api.test/api/view-product?product=5');
    expect(api.base).toBe('http://api.test/api');
  });

  it('answers the token of getToken, or null', () => {
    expect(createTestClient(undefined, { token: 'abc' }).api.token()).toBe('abc');
    expect(createApiClient({ base: '/api/' }).token()).toBeNull();
  });

  it('defaults the base to /api/', () => {
    expect(createApiClient({ base: '' }).url('login')).toBe('/api/login');
  });
});

describe('createApiClient answers and the progress counter', () => {
  const progressClient = (responder: Parameters<typeof createTestClient>[0]) => {
    const deltas: number[] = [];
    const log = jest.fn();
    const { api } = createTestClient(responder, { onProgress: (d) => deltas.push(d), log });
    const balance = () => deltas.reduce((a, b) => a + b, 0);
    return { api, deltas, balance, log };
  };

  it('returns the parsed envelope and counts +1 then -1', async () => {
    const { api, deltas } = progressClient(() => ({ statusCode: 200, data: { x: 1 } }));
    const r = await api.get<{ statusCode: number; data: { x: number } }>('x');
    expect(r).toEqual({ statusCode: 200, data: { x: 1 } });
    expect(deltas).toEqual([1, -1]);
  });

  it('leaves the progress counter alone for a quiet request', async () => {
    const { api, deltas } = progressClient(() => ({ statusCode: 200, data: { x: 1 } }));
    const r = await api.get<{ statusCode: number }>('x', { quiet: true });
    expect(r?.statusCode).toBe(200);
    expect(deltas).toEqual([]);
  });

  it('returns null on a network failure, logs it, and still ends the progress', async () => {
    const { api, deltas, log } = progressClient(() => new TypeError('Failed to fetch'));
    await expect(api.post('add-to-cart', { qty: 1, product_id: 1 })).resolves.toBeNull();
    expect(deltas).toEqual([1, -1]);
    expect(log).toHaveBeenCalledWith('POST add-to-cart failed', expect.any(TypeError));
  });

  it('returns null when fetch throws synchronously', async () => {
    const deltas: number[] = [];
    const api = createApiClient({
      base: '/api/',
      onProgress: (d) => deltas.push(d),
      log: () => undefined,
      fetchImpl: (() => {
        throw new Error('boom');
      }) as unknown as typeof fetch,
    });
    await expect(api.get('x')).resolves.toBeNull();
    expect(deltas).toEqual([1, -1]);
  });

  it('returns null when the body cannot be read, with the progress ended once', async () => {
    const broken = new Response('x');
    jest.spyOn(broken, 'text').mockRejectedValue(new Error('aborted'));
    const { api, deltas } = progressClient(() => broken);
    await expect(api.get('x')).resolves.toBeNull();
    expect(deltas).toEqual([1, -1]);
  });

  it('keeps the counter balanced over many concurrent requests, failures included', async () => {
    let n = 0;
    const { api, balance, deltas } = progressClient(() => (n++ % 3 === 0 ? new Error('down') : { statusCode: 200 }));
    await Promise.all(Array.from({ length: 9 }, (_, i) => (i % 2 ? api.get('a') : api.post('b', {}))));
    expect(deltas.filter((d) => d === 1)).toHaveLength(9);
    expect(balance()).toBe(0);
  });

  it('turns an error status with a JSON body into that envelope', async () => {
    const { api } = progressClient(
      () => new Response(JSON.stringify({ statusCode: 422, message: 'Please enter email' }), { status: 422 }),
    );
    const r = await api.post('register', {});
    expect(r).toEqual({ statusCode: 422, message: 'Please enter email' });
    expect(isOk(r)).toBe(false);
  });

  it('turns a non-JSON error body into an envelope with the HTTP status', async () => {
    const { api, deltas } = progressClient(() => new Response('<h1>Bad gateway</h1>', { status: 503, statusText: 'Service Unavailable' }));
    const r = await api.get('x');
    expect(r).toEqual({ statusCode: 503, message: 'Service Unavailable' });
    expect(deltas).toEqual([1, -1]);
  });

  it('never lets a non-JSON 200 answer pass for success', async () => {
    const { api } = progressClient(() => new Response('<!doctype html><html></html>', { status: 200 }));
    const r = await api.get('x');
    expect(r).toEqual({ statusCode: 502, message: UNEXPECTED_ANSWER });
    expect(isOk(r)).toBe(false);
  });

  it('treats JSON that is not an object as an unexpected answer', async () => {
    for (const body of ['null', '[1,2]', '"text"', '42', '']) {
      const { api } = progressClient(() => new Response(body, { status: 200 }));
      const r = await api.get('x');
      expect(r).toEqual({ statusCode: 502, message: UNEXPECTED_ANSWER });
    }
  });
});

describe('handleResponse', () => {
  it('calls done before reading the body', async () => {
    const order: string[] = [];
    const response = new Response('{"statusCode":200}');
    const original = response.text.bind(response);
    jest.spyOn(response, 'text').mockImplementation(() => {
      order.push('read');
      return original();
    });
    const r = await handleResponse(response, () => order.push('done'));
    expect(order).toEqual(['done', 'read']);
    expect(r).toEqual({ statusCode: 200 });
  });
});

describe('isOk', () => {
  it('is true only for statusCode 200', () => {
    expect(isOk({ statusCode: 200 })).toBe(true);
    expect(isOk({ statusCode: 201 })).toBe(false);
    expect(isOk({ status: 'success' })).toBe(false);
    expect(isOk(null)).toBe(false);
    expect(isOk(undefined)).toBe(false);
  });
});
