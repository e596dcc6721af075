/**
 * HTML that comes from the server (product descriptions, quick overview, static page content)
 * rendered only after DOMPurify cleaned it (DESIGN §3 security): no <script>, <style>, <iframe>,
 * <object>, <embed>, forms or inline event handlers (on*), no javascript:/data: links; links that
 * open a new window get rel="noopener noreferrer". Use this component, never
 * dangerouslySetInnerHTML with raw server HTML.
 */
import DOMPurify, { type Config } from 'dompurify';
import { createElement, useMemo } from 'react';

const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'option', 'noscript', 'template'];
const FORBID_ATTR = ['style', 'srcset', 'action', 'formaction', 'xlink:href', 'ping'];
/** http(s), mailto, tel, and relative links; everything else (javascript:, data:, vbscript:) is dropped. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ADD_ATTR: ['target'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;
/** The window DOMPurify parses in where there is no browser window (the server's renderer gives one). */
let windowOutsideBrowser: Parameters<typeof DOMPurify>[0] | null = null;

/** Lets a renderer without a browser window sanitize too (storefront/server/render.tsx, with jsdom). */
export function setSanitizingWindow(win: Parameters<typeof DOMPurify>[0]): void {
  windowOutsideBrowser = win;
  purifier = null;
}

/** One DOMPurify instance bound to this window, with the link hook added once. */
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  const win = typeof window !== 'undefined' ? window : windowOutsideBrowser;
  if (!win) return null;
  const p = DOMPurify(win);
  if (!p.isSupported) return null;
  p.addHook('afterSanitizeAttributes', (node) => {
    // Every on* attribute is already gone (not in the allow list); links opening a new window
    // must not hand it a reference to this page.
    if (node.tagName === 'A' && node.getAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = p;
  return p;
}

/**
 * Cleaned HTML as a string. Without a DOM (old engines, a server that gave no window) the text is
 * escaped instead: nothing unsanitized ever reaches innerHTML.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  const source = String(html ?? '');
  if (!source.trim()) return '';
  const p = getPurifier();
  if (!p) return source.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return String(p.sanitize(source, { ...CONFIG, RETURN_TRUSTED_TYPE: false }));
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  /** The wrapping element (default div). */
  as?: 'div' | 'section' | 'article' | 'span';
  className?: string;
  id?: string;
}

/** Server HTML, sanitized, in a wrapper element; nothing when the HTML is empty. */
export function SafeHtml({ html, as = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  // The server sanitized with jsdom's parser, the browser with its own: the same content may be
  // serialized a little differently, and either is safe.
  return createElement(as, { className, id, dangerouslySetInnerHTML: { __html: clean }, suppressHydrationWarning: true });
}
