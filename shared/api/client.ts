/**
 * The HTTP client every call goes through: the configurable API base, the bearer header,
 * the progress counter behind the loading overlay, and the shared response helper.
 */

/** What every answer of the contract looks like; calls narrow `data` and add their extra keys. */
export interface ApiEnvelope<T = unknown> {
  statusCode?: number;
  status?: string;
  statusMessage?: string;
  message?: string;
  data?: T;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  /** Send the bearer token (authenticated calls). */
  auth?: boolean;
  /** Send no custom headers at all (get/categories in spec part 2). */
  bare?: boolean;
  /** Background request (the next page of a listing): does not drive the loading overlay. */
  quiet?: boolean;
}

export interface ApiClientOptions {
  /** API base, e.g. '/api/' or 'https://api.example.com/api/'. */
  base: string;
  getToken?: () => string | null | undefined;
  /** Told +1 when a request starts and -1 when it ends, whatever the outcome. */
  onProgress?: (delta: 1 | -1) => void;
  fetchImpl?: typeof fetch;
  /** Network failures are only logged (spec part 1 §8). */
  log?: (message: string, error: unknown) => void;
}

export interface ApiClient {
  readonly base: string;
  get<T extends ApiEnvelope>(path: string, options?: RequestOptions): Promise<T | null>;
  post<T extends ApiEnvelope>(path: string, body?: unknown, options?: RequestOptions): Promise<T | null>;
  /** Absolute URL of a path (for next_page_url that the server hands back, forms, links). */
  url(path: string, query?: Query): string;
  token(): string | null;
}

export function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

export function withQuery(url: string, query?: Query): string {
  if (!query) return url;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  }
  if (!parts.length) return url;
  return url + (url.includes('?') ? '&' : '?') + parts.join('&');
}

/** Message of the envelope made up for an answer whose body is not a JSON object. */
export const UNEXPECTED_ANSWER = 'Unexpected answer from the server.';

/**
 * The shared response helper: always ends the progress indicator, then reads the body as
 * JSON. A body that is not a JSON object becomes an envelope with the HTTP status and a
 * message; a 2xx answer with such a body (an HTML fallback page, a proxy's error text) gets
 * statusCode 502 so that it never passes for success.
 */
export async function handleResponse<T extends ApiEnvelope>(
  response: Response,
  done: () => void,
): Promise<T> {
  done();
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as T;
  const ok = response.status >= 200 && response.status < 300;
  return {
    statusCode: ok ? 502 : response.status,
    message: (!ok && response.statusText) || UNEXPECTED_ANSWER,
  } as T;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.base || '/api/';
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const log = options.log ?? ((message, error) => console.error(message, error));
  const token = () => options.getToken?.() ?? null;

  async function send<T extends ApiEnvelope>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    opts: RequestOptions = {},
  ): Promise<T | null> {
    const headers: Record<string, string> = {};
    if (!opts.bare) {
      headers.Accept = 'application/json';
      const t = opts.auth ? token() : null;
      if (t) headers.Authorization = `Bearer ${t}`;
    }
    let payload: BodyInit | undefined;
    if (typeof FormData !== 'undefined' && body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const progress = opts.quiet ? undefined : options.onProgress;
    progress?.(1);
    let ended = false;
    const done = () => {
      if (!ended) {
        ended = true;
        progress?.(-1);
      }
    };
    try {
      const response = await fetchImpl(withQuery(joinUrl(base, path), opts.query), {
        method,
        headers,
        body: payload,
      });
      return await handleResponse<T>(response, done);
    } catch (error) {
      done();
      log(`${method} ${path} failed`, error);
      return null;
    }
  }

  return {
    base,
    get: (path, opts) => send('GET', path, undefined, opts),
    post: (path, body, opts) => send('POST', path, body ?? {}, opts),
    url: (path, query) => withQuery(joinUrl(base, path), query),
    token,
  };
}

/** True when an answer came back with statusCode 200. */
export const isOk = (r: ApiEnvelope | null | undefined): r is ApiEnvelope => !!r && r.statusCode === 200;
