/**
 * The back office's one way to the staff API (/api/admin/): JSON in and out, the staff token in
 * the Authorization header, and every refusal as an ApiError carrying the server's message (and,
 * for a stale edit, what changed). The token lives in sessionStorage: it ends with the tab, and no
 * other page of the site reads it.
 */
const TOKEN_KEY = 'cg-staff-token';
const BASE = '/api/admin/';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
  }
}

export function storedToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function keepToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
}

let sessionEnded: () => void = () => undefined;
/** Called when the server says the session is over (401 on any call but login). */
export function onSessionEnded(listener: () => void): void {
  sessionEnded = listener;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A CSV file sent as it is (text/csv) instead of a JSON body. */
  csv?: string;
  /** A multipart form (a file upload), sent as the browser encodes it. */
  form?: FormData;
  signal?: AbortSignal;
}

export async function api<T = Record<string, unknown>>(path: string, { method = 'GET', body, csv, form, signal }: CallOptions = {}): Promise<T> {
  const token = storedToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (csv !== undefined) headers['Content-Type'] = 'text/csv; charset=utf-8';
  if (token) headers.Authorization = `Bearer ${token}`;
  const payload = form ?? csv ?? (body === undefined ? undefined : JSON.stringify(body));
  let response: Response;
  try {
    response = await fetch(BASE + path, { method, headers, body: payload, signal, credentials: 'omit' });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, 'The store could not be reached. Check the connection and try again.', null);
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    if (response.status === 401 && path !== 'login') sessionEnded();
    const message = typeof data?.message === 'string' ? data.message : `The store answered ${response.status}. Try again in a moment.`;
    throw new ApiError(response.status, message, data);
  }
  return data as T;
}

/** A query string from the set values of `params` ('' when none). */
export function queryOf(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** A file answer (an export, an image), fetched with the token: a plain link or <img> cannot send it. */
export async function fileOf(path: string): Promise<Blob> {
  const token = storedToken();
  const response = await fetch(BASE + path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'omit' });
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, data?.message ?? `The store answered ${response.status}.`, null);
  }
  return response.blob();
}

/** Downloads a CSV export as `fileName`. */
export async function download(path: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await fileOf(path));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
