/**
 * The route-table fuzz walker (issue 14 §4): EVERY route the server registers — read from its own
 * route table (app.routeList, filled by an onRoute hook in server/app.ts), so a route added later
 * is walked without touching this file — is called with hostile values, anonymously and with a
 * session:
 *   - path parameters: a NUL byte, ids past int4 and int8, negative and zero ids, 10,000
 *     characters, an impossible date, a quote, a broken percent-encoding;
 *   - the query: every common key at once, set to each hostile value (and to an array);
 *   - the body, for every method that takes one: JSON objects whose every known field (all keys of
 *     the shared yup schemas plus the ids, tokens and gateway fields routes read) holds the hostile
 *     value — NUL bytes, huge, negative and fractional numbers, 10,000-character strings, wrong
 *     types (objects, booleans, null), arrays for scalars, impossible dates — then the same as a
 *     url-encoded form and as multipart/form-data with a tiny file.
 *
 * The rule for an answer:
 *   - never 5xx;
 *   - a 4xx is JSON {statusCode, message} whose message is a non-empty string a person can read:
 *     none of yup's internal wording ("must be a `", "but the final value was", "cast from the
 *     value") and no SQL or stack text;
 *   - a path-parameter probe of an /api/ route must be 4xx: a hostile id or slug names nothing.
 *     (Catch-all `*` routes — the static site, media — may answer their page or a 404; a parameter
 *     glued to literal text, `event-:url`, makes `event--1`, a legitimate slug ending in an id.)
 *   - a route of the site that answers 503 to harmless input (the storefront's server entry not
 *     built in this checkout) is left out of the walk; an /api/ route never is.
 *   - a query or body probe may be answered 2xx/3xx: a route legitimately ignores keys it does not
 *     read (a GET with an unknown query key, an optional filter, a body sent to a GET, a payment
 *     return that redirects to its result page). That is safe only if nothing was written, which is
 *     what the last rule proves:
 *   - nothing written: a checksum of every table's rows is the same before and after the whole walk.
 *     Excluded: the rate-limit counters (they count requests by design) and sessions, whose
 *     last-used time slides with each authenticated call; for sessions the row count must still
 *     match (no session is created or revoked by hostile input). Routes whose URL ends the session
 *     (logout) are walked last so the authenticated pass stays authenticated.
 *
 * Nothing is skipped: /sandbox/ and the payment-return routes are walked too (their answers are
 * HTML pages or redirects for input they accept, which the rules above allow). The sandbox plays
 * third-party gateways and answers in THEIR formats (Connect IPS's, the card gateway's JSON), so
 * there the rule is only: never 5xx, no internals, nothing written.
 */
import { createTestApp, type TestApp } from '../support/contract-app';
import { post } from './http';
import * as validation from '../../shared/validation';
import { isCalendarDate } from '../../shared/validation/limits';

jest.setTimeout(600_000);

let t: TestApp;
let token: string;
beforeAll(async () => {
  const lots = '1000000';
  t = await createTestApp({
    seedProducts: 20,
    env: { AUTH_RATE_LIMIT: lots, ACCOUNT_RATE_LIMIT: lots, COUPON_RATE_LIMIT: lots, FORM_RATE_LIMIT: lots },
  });
  const login = await post<{ data: { token: string } }>(`${t.baseUrl}/api`, '/login', {
    email: 'ram@example.com',
    password: 'ram12345',
  });
  token = login.body.data.token;
  expect(typeof token).toBe('string');
});
afterAll(() => t?.close());

const LONG = 'x'.repeat(10_000);
const NUL = 'ram\u0000@example.com';

/** Path parameter values, already URL-encoded. */
const PARAM_VALUES = [
  '%00',
  'a%00b',
  '2147483648',
  '99999999999',
  '9223372036854775808',
  '99999999999999999999999999',
  '-1',
  '0',
  '1.5',
  '2024-02-31',
  'x'.repeat(250),
  "x'%22",
  "x'%3B%20DROP%20TABLE%20users%3B%20--",
  'abc',
  '%E0%A4%A',
];

/** JSON values put in every field of a body (and, as text, in every query key). */
const FIELD_VALUES: { label: string; value: unknown }[] = [
  { label: 'a NUL byte', value: NUL },
  { label: 'a lone NUL', value: '\u0000' },
  { label: 'other control characters', value: 'Ram\u0001\u001b[31m\u007f' },
  { label: 'int4 overflow', value: 2147483648 },
  { label: 'int8 overflow', value: 9223372036854775808 },
  { label: 'a huge number', value: 1e308 },
  { label: 'a negative number', value: -1 },
  { label: 'a fraction', value: 1.5 },
  { label: 'digits past int4', value: '99999999999' },
  { label: '10,000 characters', value: LONG },
  { label: 'an object', value: { a: 1 } },
  { label: 'a boolean', value: true },
  { label: 'null', value: null },
  { label: 'an array for a scalar', value: ['1', '2'] },
  { label: 'an impossible date', value: '2024-02-31' },
];

/** Query keys routes read (listing filters, ids, tokens, gateway returns), all set at once. */
const QUERY_KEYS = [
  'page', 'sort', 'range', 'brand', 'keywords', 'product', 'product_id', 'id', 'token', 'coupon', 'qty',
  'cat', 'sub', 'type', 'platform', 'source', 'pid', 'oid', 'amt', 'refId', 'data', 'q', 'date', 'limit',
  'offset', 'status', 'transaction_id', 'purchase_order_id', 'pidx', 'TXNID', 'code', 'su', 'fu',
];

/** Every field name of the shared schemas (nested ones too), plus what routes read by hand. */
function knownFields(): string[] {
  const names = new Set<string>([
    'product_id', 'qty', 'quantity', 'coupon', 'token', 'id', 'ids', 'variant_id', 'booking_id', 'order_id',
    'cart_id', 'date', 'pid', 'oid', 'amt', 'refId', 'data', 'idx', 'status', 'buy_now', 'keywords',
    'transaction_id', 'pidx', 'gateway', 'reason', 'color', 'size', 'items', 'products', 'country_code',
  ]);
  const walk = (description: unknown) => {
    const fields = (description as { fields?: Record<string, unknown> }).fields;
    if (!fields) return;
    for (const [k, v] of Object.entries(fields)) {
      names.add(k);
      walk(v);
    }
  };
  for (const value of Object.values(validation)) {
    const maybe = value as { describe?: () => unknown; type?: string };
    if (maybe && typeof maybe === 'object' && maybe.type === 'object' && typeof maybe.describe === 'function') walk(maybe.describe());
  }
  return [...names];
}

const YUP_WORDING = ['must be a `', 'but the final value was', 'cast from the value'];
/** Stack frames, driver and PostgreSQL wording (case-insensitive), and SQL (our SQL is upper case: 'Please select area.' is fine). */
const DRIVER_TEXT =
  /\n\s+at |\bat [\w.<>]+ \(|node_modules|\.(ts|js):\d+|syntax error|relation "|violates (check|foreign key|not-null|unique)|duplicate key|invalid input syntax|out of range for type|invalid byte sequence|SQLSTATE|ECONNREFUSED/i;
const SQL_TEXT = /\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|\bDELETE FROM\b/;
const INTERNALS = { test: (text: string) => DRIVER_TEXT.test(text) || SQL_TEXT.test(text) };

/**
 * The methods walked. HEAD is GET without a body; OPTIONS is CORS; the rest that `app.all()`
 * registers (TRACE, PROPFIND, …) run the same handler as these, and fetch cannot send some of them.
 */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface Route {
  method: string;
  url: string;
}

function routes(): Route[] {
  const seen = new Set<string>();
  const list = t.app.routeList.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (!METHODS.includes(r.method) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Ending the session is walked last, so the authenticated pass stays authenticated.
  const endsSession = (r: Route) => /log-?out/i.test(r.url);
  return [...list.filter((r) => !endsSession(r)), ...list.filter(endsSession)];
}

const hasParams = (url: string) => /:[A-Za-z_]|\*/.test(url);
/** Every parameter fills a whole path segment (`/:id`), not part of one (`/event-:url`, where `event--1` is a real slug-with-id). */
const wholeSegments = (url: string) => !/[^/]:[A-Za-z_]/.test(url);
const concrete = (url: string, value: string) => url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, value).replace(/\*$/, value);
/** A harmless value for the parameters while the query or body is probed. */
const plain = (url: string) => concrete(url, '1');

interface Probe {
  label: string;
  path: string;
  body?: BodyInit;
  contentType?: string;
  mustBe4xx: boolean;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function probes(route: Route, fields: string[]): Probe[] {
  const out: Probe[] = [];
  const api = route.url.startsWith('/api/');
  if (hasParams(route.url)) {
    for (const v of PARAM_VALUES) {
      out.push({ label: `param ${v.slice(0, 30)}`, path: concrete(route.url, v), mustBe4xx: api && !route.url.endsWith('*') && wholeSegments(route.url) });
    }
  }
  const base = plain(route.url);
  for (const { label, value } of FIELD_VALUES) {
    const q = new URLSearchParams();
    for (const k of QUERY_KEYS) {
      if (Array.isArray(value)) for (const item of value) q.append(k, String(item));
      else q.append(k, textOf(value));
    }
    out.push({ label: `query ${label}`, path: `${base}?${q}`, mustBe4xx: false });
  }
  // Plausible but malformed listing filters and ids (folded in from the former malformed-input sweep).
  out.push({ label: 'query malformed filters', path: `${base}?page=abc&range=x-y&sort=zzz&brand=&platform=Q&token=bad&product=-1&keywords=%25`, mustBe4xx: false });
  if (route.method === 'GET' || route.method === 'DELETE') return out;
  for (const { label, value } of FIELD_VALUES) {
    const body: Record<string, unknown> = {};
    for (const k of fields) body[k] = value;
    body.shipping_data = value;
    body.account_holder_detail = value;
    out.push({ label: `JSON body, ${label}`, path: base, body: JSON.stringify(body), contentType: 'application/json', mustBe4xx: false });
    out.push({ label: `JSON body, nested ${label}`, path: base, mustBe4xx: false, contentType: 'application/json',
      body: JSON.stringify({ ...body, shipping_data: { ...body }, account_holder_detail: { ...body } }) });
  }
  for (const raw of ['[1,2,3]', '"hello"', 'null', '{}', '{"a":', '{"email":"a\\u0000b"}']) {
    out.push({ label: `JSON body ${raw}`, path: base, body: raw, contentType: 'application/json', mustBe4xx: false });
  }
  for (const { label, value } of FIELD_VALUES.filter((v) => typeof v.value === 'string')) {
    const form = new URLSearchParams();
    for (const k of fields) form.append(k, value as string);
    out.push({ label: `form body, ${label}`, path: base, body: form.toString(), contentType: 'application/x-www-form-urlencoded', mustBe4xx: false });
    const multipart = new FormData();
    for (const k of fields) multipart.append(k, value as string);
    multipart.append('proof_of_purchase', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'a\u0000.png');
    out.push({ label: `multipart, ${label}`, path: base, body: multipart, mustBe4xx: false });
  }
  return out;
}

async function send(method: string, probe: Probe, auth: string | undefined) {
  const headers: Record<string, string> = {};
  if (auth) headers.Authorization = `Bearer ${auth}`;
  if (probe.contentType) headers['Content-Type'] = probe.contentType;
  const res = await fetch(t.baseUrl + probe.path, { method, headers, body: probe.body, redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text };
}

/** What is wrong with one answer, or null. */
function judge(route: Route, probe: Probe, answer: { status: number; type: string; text: string }): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 160)}`;
  if (answer.status < 400) return probe.mustBe4xx ? `answered ${answer.status}, not 4xx` : null;
  const api = route.url.startsWith('/api/');
  if (!api && !answer.type.includes('json')) return null; // a page of the site or the sandbox
  if (route.url.startsWith('/sandbox/')) {
    // The sandbox plays third-party gateways and answers in their formats, not ours.
    return INTERNALS.test(answer.text) || YUP_WORDING.some((w) => answer.text.includes(w)) ? `shows internals: ${answer.text.slice(0, 160)}` : null;
  }
  let body: { statusCode?: unknown; message?: unknown };
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} without JSON: ${answer.text.slice(0, 120)}`;
  }
  if (typeof body.message !== 'string' || body.message.trim() === '') return `answered ${answer.status} without a message`;
  if (body.statusCode !== answer.status) return `statusCode ${String(body.statusCode)} differs from ${answer.status}`;
  const leak = YUP_WORDING.find((w) => (body.message as string).includes(w));
  if (leak) return `message has yup's wording: ${body.message}`;
  if (INTERNALS.test(body.message)) return `message shows internals: ${body.message.slice(0, 160)}`;
  return null;
}

/** md5 of each table's rows (ordered), and row counts, to prove nothing was written. */
async function tableState(): Promise<Record<string, string>> {
  const tables = await t.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    // Counters the walk itself moves, and the job runners' bookkeeping (each run moves a job's run_at).
    if (/rate_limit|rate-limit|ratelimit/i.test(name) || name === 'jobs') continue;
    const q = `"${name.replace(/"/g, '""')}"`;
    const sessions = name === 'sessions';
    const r = await t.db.query<{ n: string; sum: string | null }>(
      sessions
        ? `SELECT count(*)::text AS n, NULL AS sum FROM ${q}`
        : `SELECT count(*)::text AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS sum FROM ${q} x`,
    );
    out[name] = `${r.rows[0].n} rows ${r.rows[0].sum ?? ''}`;
  }
  return out;
}

describe('the route table', () => {
  it('is read from the server and covers the API, the site and the gateways', () => {
    const urls = routes().map((r) => r.url);
    expect(urls.length).toBeGreaterThan(40);
    expect(urls).toEqual(expect.arrayContaining(['/api/post-subscribers', '/api/get-cities-via-province/:province']));
  });
});

describe('the concrete cases of issue 14', () => {
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${t.baseUrl}/api${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) } }).then(
      async (r) => ({ status: r.status, body: (await r.json()) as { statusCode: number; message: string } }),
    );

  it('refuses a NUL byte in the newsletter email with a 400 that says why', async () => {
    const before = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM newsletter_subscribers');
    const r = await api('/post-subscribers', { method: 'POST', body: JSON.stringify({ email: 'ram\u0000@example.com' }) });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(validation.INPUT_MESSAGES.controlCharacters('"email"'));
    const after = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM newsletter_subscribers');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('answers 400 for a province id past int4 (get-cities-via-province/2147483648)', async () => {
    const r = await api('/get-cities-via-province/2147483648');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Province id must be a positive whole number no larger than 2147483647.');
    expect((await api('/get-cities-via-province/2147483647')).status).toBe(404);
  });

  it('answers 400 for a city id past int4 (get-areas-via-city/99999999999)', async () => {
    const r = await api('/get-areas-via-city/99999999999');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('City id must be a positive whole number no larger than 2147483647.');
  });

  it('refuses the impossible purchase date 2024-02-31 at warranty registration', async () => {
    expect(isCalendarDate('2024-02-31')).toBe(false);
    const model = await t.db.query<{ model_number: string }>('SELECT model_number FROM products WHERE status LIMIT 1');
    const form = new FormData();
    form.append('model_no', model.rows[0].model_number);
    form.append('serial_number', 'SN-1');
    form.append('place_of_purchase', 'Kathmandu');
    form.append('purchase_date', '2024-02-31');
    const png = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001080600000000', 'hex');
    form.append('proof_of_purchase', new Blob([png], { type: 'image/png' }), 'bill.png');
    const before = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM warranty_registrations');
    const res = await fetch(`${t.baseUrl}/api/post-warranty-web`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    const body = (await res.json()) as { message: string };
    expect(res.status).toBe(422);
    expect(body.message).toBe(validation.STORE_MESSAGES.dateInvalid);
    const after = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM warranty_registrations');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('refuses a 100,000-character name at registration with a max-length message', async () => {
    const users = async () => (await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM users')).rows[0].n;
    const before = await users();
    const register = (fullName: string, email: string) =>
      api('/register', {
        method: 'POST',
        body: JSON.stringify({ fullName, emailAddress: email, mobileNumber: '9812345678', password: 'secret12' }),
      });
    const huge = await register('Ram '.repeat(25_000), 'huge-name@example.com');
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe(validation.INPUT_MESSAGES.tooLongAny('"fullName"', validation.INPUT_LIMITS.textMax));
    const over = await register('R'.repeat(101), 'long-name@example.com');
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('Full name should not be more than 100 characters.');
    expect(await users()).toBe(before);
  });

  it('answers a wrong type in plain words, not yup\'s', async () => {
    const r = await api('/post-subscribers', { method: 'POST', body: JSON.stringify({ email: 42 }) });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('email must be text.');
    const login = await api('/login', { method: 'POST', body: JSON.stringify({ email: ['a'], password: 'x' }) });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.status).toBeLessThan(500);
    expect(login.body.message).not.toMatch(/must be a `|final value was/);
  });
});

describe('the hostile walk', () => {
  it('answers every route with a 4xx a person can read (or ignores the value), never 5xx, and writes nothing', async () => {
    const fields = knownFields();
    const before = await tableState();
    const failures: string[] = [];
    const failedRoutes = new Map<string, string>();
    let calls = 0;
    const unavailable: string[] = [];
    for (const route of routes()) {
      // A route that answers 503 to harmless input is unavailable here (the storefront's server
      // entry is not built in this checkout), not failing on hostile input: it is left out.
      if ((await send(route.method, { label: 'baseline', path: plain(route.url), mustBe4xx: false }, undefined)).status === 503) {
        unavailable.push(`${route.method} ${route.url}`);
        continue;
      }
      for (const probe of probes(route, fields)) {
        for (const auth of [undefined, token]) {
          const answer = await send(route.method, probe, auth);
          calls++;
          const wrong = judge(route, probe, answer);
          if (!wrong) continue;
          failures.push(`${route.method} ${route.url} [${probe.label}${auth ? ', logged in' : ''}] ${wrong}`);
          const key = `${route.method} ${route.url}`;
          if (!failedRoutes.has(key)) failedRoutes.set(key, failures[failures.length - 1]);
        }
      }
    }
    const after = await tableState();
    const written = Object.keys(before).filter((k) => before[k] !== after[k]).map((k) => `${k}: ${before[k]} → ${after[k]}`);
    expect(calls).toBeGreaterThan(1000);
    expect(unavailable.filter((r) => r.includes(' /api/'))).toEqual([]);
    // One line per failing route (its first failure), and how many probes failed in all.
    expect({ failures: [...failedRoutes.values()], count: failures.length, written }).toEqual({ failures: [], count: 0, written: [] });
  });
});
