import { useEffect } from 'react';
import type { Meta } from '../../../shared/api/types';
import { SITE_NAME } from '../../../shared/domain/site';

function setMeta(attr: 'name' | 'property', key: string, content: string | null): () => void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  const created = !el;
  const before = el?.getAttribute('content') ?? null;
  if (!content) return () => undefined;
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
  const node = el;
  return () => {
    if (created) node.remove();
    else if (before != null) node.setAttribute('content', before);
  };
}

/**
 * Page title, meta description, keywords and og:title from the answer's meta (spec part 2 §2),
 * falling back to the page heading; restored when the page goes.
 */
export function useDocumentMeta(meta: Meta | null | undefined, heading: string | null | undefined) {
  const title = meta?.title?.trim() || (heading ? `${heading} | ${SITE_NAME}` : '');
  const description = meta?.description?.trim() || null;
  const keywords = meta?.keywords?.trim() || null;
  const ogTitle = meta?.og_title?.trim() || meta?.title?.trim() || heading || null;
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    const undo = [setMeta('name', 'description', description), setMeta('name', 'keywords', keywords), setMeta('property', 'og:title', ogTitle)];
    return () => {
      document.title = previous;
      undo.forEach((u) => u());
    };
  }, [title, description, keywords, ogTitle]);
}
