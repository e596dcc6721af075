/**
 * Infinite scroll: listings answer with productPaginate.next_page_url, and the next page is
 * fetched by following that URL until it is null (spec part 2 §2, §4).
 */
import type { ApiClient, ApiEnvelope, RequestOptions } from './client';

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * Turns a next_page_url into a path the client can fetch:
 * - absolute ('https://host/api/get/cat-tv?page=2') and protocol-relative URLs are kept;
 * - origin-relative ('/api/get/cat-tv?page=2') is resolved against an absolute API base, or has
 *   the API base path stripped when the base itself is relative ('/api/');
 * - anything else ('get/cat-tv?page=2', '?page=2' after `basePath`) is relative to the API base.
 */
export function resolveNextPageUrl(base: string, nextPageUrl: string, basePath = ''): string {
  const next = nextPageUrl.trim();
  if (ABSOLUTE.test(next)) return next;
  if (next.startsWith('//')) {
    const protocol = ABSOLUTE.test(base) ? base.slice(0, base.indexOf(':') + 1) : 'https:';
    return protocol + next;
  }
  if (next.startsWith('/')) {
    if (ABSOLUTE.test(base)) return new URL(next, base).href;
    const prefix = '/' + base.replace(/^\/+|\/+$/g, '') + '/';
    if (prefix !== '//' && next.startsWith(prefix)) return next.slice(prefix.length);
    if (prefix === '//') return next.replace(/^\/+/, '');
    // Outside the API base path: climb out of it so the browser resolves it from the origin.
    const depth = prefix.split('/').filter(Boolean).length;
    return '../'.repeat(depth) + next.replace(/^\/+/, '');
  }
  if (next.startsWith('?')) return basePath.replace(/\?.*$/, '') + next;
  return next;
}

/** Whether a listing has another page. */
export const hasNextPage = (paginate: { next_page_url?: string | null } | null | undefined): boolean =>
  !!paginate?.next_page_url;

/**
 * GET the page a next_page_url names. The answer has the same shape as the first page's, so
 * pass that response type: `followNextPage<CategoryListingResponse>(api, paginate.next_page_url)`.
 * `basePath` is the first page's path, used only when the server answers with a bare '?page=2'.
 */
export function followNextPage<T extends ApiEnvelope>(
  api: ApiClient,
  nextPageUrl: string,
  options: RequestOptions & { basePath?: string } = {},
): Promise<T | null> {
  const { basePath, ...rest } = options;
  return api.get<T>(resolveNextPageUrl(api.base, nextPageUrl, basePath), rest);
}
