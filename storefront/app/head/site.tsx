import { createContext, useContext } from 'react';

/**
 * The store's public origin ('https://cgdigital.com.np'), which canonical and Open Graph URLs are
 * absolute against: handed to the server render by the API server, and to the browser by
 * `<meta name="cg-public-url">` (the page's own origin without it).
 */
const PublicUrl = createContext('');
export const PublicUrlProvider = PublicUrl.Provider;
export const usePublicUrl = () => useContext(PublicUrl);

/** The public URL the server wrote into the page. */
export function readPublicUrl(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string {
  const content = doc?.querySelector<HTMLMetaElement>('meta[name="cg-public-url"]')?.content?.trim();
  return content || (doc?.location?.origin ?? '');
}
