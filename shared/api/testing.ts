/**
 * Test helpers: a fake fetch that records every request and answers from a responder, and an
 * API client wired to it. For unit tests only (production code never imports this file).
 */
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

export interface RecordedRequest {
  method: string;
  /** The full URL as fetched. */
  url: string;
  /** Path after the base, without the query ('get/cat-tv'). */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON body, the FormData itself, or undefined. */
  body: unknown;
}

/** What the responder returns: a JSON value (sent with status 200), a Response, or an Error to throw. */
export type FakeAnswer = unknown | Response | Error;
export type Responder = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  last(): RecordedRequest;
}

export function createFakeFetch(responder: Responder = () => ({ statusCode: 200, data: null }), base = 'http://api.test/api/'): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, base);
    const basePath = new URL(base).pathname;
    const path = parsed.pathname.startsWith(basePath) ? parsed.pathname.slice(basePath.length) : parsed.pathname;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => {
      headers[k] = v;
    });
    let body: unknown;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    else if (init.body != null) body = init.body;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      path: decodeURIComponent(path),
      query: Object.fromEntries(parsed.searchParams.entries()),
      headers,
      body,
    };
    requests.push(request);
    const answer = await responder(request);
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return {
    fetch: fake as typeof fetch,
    requests,
    last: () => {
      const r = requests[requests.length - 1];
      if (!r) throw new Error('No request was made');
      return r;
    },
  };
}

/** An API client over a fake fetch; `token` is what getToken answers. */
export function createTestClient(
  responder?: Responder,
  options: Partial<ApiClientOptions> & { token?: string | null } = {},
): { api: ApiClient; fake: FakeFetch } {
  const base = options.base ?? 'http://api.test/api/';
  const fake = createFakeFetch(responder, base);
  const { token = null, ...rest } = options;
  const api = createApiClient({
    base,
    getToken: () => token,
    fetchImpl: fake.fetch,
    log: () => undefined,
    ...rest,
  });
  return { api, fake };
}
