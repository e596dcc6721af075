import { createApiClient, type ApiClient } from '../../shared/api/client';
import type { AppStore } from '../../shared/storage/keys';

export const DEFAULT_API_BASE = '/api/';

/** The API base the server puts in `<meta name="cg-api-base" content="/api/">`; '/api/' without it. */
export function readApiBase(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string {
  const content = doc?.querySelector<HTMLMetaElement>('meta[name="cg-api-base"]')?.content?.trim();
  return content || DEFAULT_API_BASE;
}

/**
 * The storefront's API client: bearer token from the stored user, and every request counted
 * for the loading overlay.
 */
export function createStorefrontApi(
  storage: AppStore,
  onProgress: (delta: 1 | -1) => void,
  base: string = readApiBase(),
): ApiClient {
  return createApiClient({
    base,
    getToken: () => storage.get('user')?.token ?? null,
    onProgress,
  });
}
