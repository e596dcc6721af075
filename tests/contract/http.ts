/** Small fetch helpers for contract tests: every answer is read as JSON with its HTTP status. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T & { statusCode?: number; message?: string };
}

export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; raw?: string; contentType?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.raw !== undefined) payload = options.raw;
  else if (body !== undefined) payload = JSON.stringify(body);
  if (payload !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
  const res = await fetch(baseUrl + path, { method, headers, body: payload });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, body: parsed as Answer<T>['body'] };
}

export const get = <T = Record<string, unknown>>(base: string, path: string, token?: string) =>
  call<T>(base, 'GET', path, undefined, { token });
export const post = <T = Record<string, unknown>>(base: string, path: string, body?: unknown, token?: string) =>
  call<T>(base, 'POST', path, body ?? {}, { token });
