/**
 * A server-rendered page carries inline only the CSS its first paint needs, and the whole
 * stylesheet as `media="print"` (server/http/page-styles.ts). The app switches that stylesheet on
 * before it hydrates: what it shows next (menus, dialogs, other pages) is styled by it.
 * Resolves once the stylesheet has loaded, or failed (the page keeps its inline CSS), or after
 * `giveUpMs` (a failure that happened before this ran leaves no event to wait for).
 */
export function applyWholeStylesheet(doc: Document = document, giveUpMs = 4000): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-cg-styles]');
  if (!link) return Promise.resolve();
  const loaded = new Promise<void>((resolve) => {
    if (link.sheet) return resolve();
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, giveUpMs);
  });
  link.media = 'all';
  return loaded;
}
