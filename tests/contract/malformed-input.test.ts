/**
 * A sweep over every API route the server registers: malformed ids, bodies and queries must be
 * answered with a 4xx JSON {statusCode, message}, never a 5xx — with and without a session.
 */
import { createTestApp, type TestApp } from '../support/contract-app';
import { call, post } from './http';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 60, env: { AUTH_RATE_LIMIT: '100000' } });
  const login = await post<{ data: { token: string } }>(`${t.baseUrl}/api`, '/login', {
    email: 'ram@example.com',
    password: 'ram12345',
  });
  token = login.body.data.token;
});
afterAll(() => t.close());

const PARAM_VALUES = ['abc', '0', '-1', '99999999999999999999', "x'; DROP TABLE users; --", '%E0%A4%A'];
const BODIES: { label: string; raw: string }[] = [
  { label: 'invalid JSON', raw: '{"a": ' },
  { label: 'an array', raw: '[1,2,3]' },
  { label: 'a string', raw: '"hello"' },
  { label: 'null', raw: 'null' },
  { label: 'empty object', raw: '{}' },
  {
    label: 'wrong types everywhere',
    raw: JSON.stringify({
      email: 5, password: [], name: {}, qty: 'many', product_id: 'abc', coupon: 7, mobile: true,
      shipping_data: 'x', payment_method: 42, area: 'abc', city: -1, province_id: 'x', code: 1,
      fullName: 1, emailAddress: 2, mobileNumber: 3, rating: 'x', quality: 9, keywords: {},
    }),
  },
];

function concrete(url: string, value: string): string {
  return url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, value);
}

function apiRoutes() {
  const seen = new Set<string>();
  return t.app.routeList
    .filter((r) => r.url.startsWith('/api/') && ['GET', 'POST'].includes(r.method))
    .filter((r) => {
      const key = `${r.method} ${r.url}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

it('has routes to sweep', () => {
  expect(apiRoutes().length).toBeGreaterThan(8);
});

it('never answers 5xx to malformed input', async () => {
  const failures: string[] = [];
  for (const route of apiRoutes()) {
    for (const value of PARAM_VALUES) {
      const path = concrete(route.url, value).slice('/api'.length);
      for (const auth of [undefined, token]) {
        const queries = ['', '?page=abc&range=x-y&sort=zzz&brand=&platform=Q&token=bad&product=-1&keywords=%25'];
        for (const q of queries) {
          if (route.method === 'GET') {
            const r = await call(`${t.baseUrl}/api`, 'GET', path + q, undefined, { token: auth });
            if (r.status >= 500 || typeof r.body.message !== 'string' && r.status >= 400) {
              failures.push(`GET ${path}${q} → ${r.status} ${JSON.stringify(r.body).slice(0, 120)}`);
            }
          } else {
            for (const body of BODIES) {
              const r = await call(`${t.baseUrl}/api`, 'POST', path + q, undefined, { token: auth, raw: body.raw });
              if (r.status >= 500 || (r.status >= 400 && typeof r.body.message !== 'string')) {
                failures.push(`POST ${path}${q} with ${body.label} → ${r.status} ${JSON.stringify(r.body).slice(0, 120)}`);
              }
            }
          }
        }
      }
    }
  }
  expect(failures).toEqual([]);
});
