/**
 * Pictures come from the API as '/media/…' paths: on a partner page (another origin) they must
 * be loaded from the store, so every widget resolves them against its API base.
 */
export function mediaUrl(src: string | null | undefined, apiBase: string): string {
  if (!src) return '';
  if (/^(https?:|data:|blob:)/i.test(src)) return src;
  try {
    const page = typeof document !== 'undefined' ? document.baseURI : 'http://localhost/';
    return new URL(src, new URL(apiBase, page)).href;
  } catch {
    return src;
  }
}
