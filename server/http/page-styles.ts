/**
 * The styles of a server-rendered page: the CSS its HTML needs goes inline at the end of its head
 * (http/critical-css.ts), then the whole stylesheet as `media="print"` in an inert template: the
 * storefront's entry puts it into the document once the first screen has painted
 * (storefront/app/firstScreen.ts) and switches it on before hydrating (storefront/app/stylesheet.ts). Only the CSS a page needs blocks its first paint, and the page
 * looks the same with JavaScript off.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { criticalCss, parseStylesheet, type ParsedStylesheet } from './critical-css';
import { escapeHtml } from './html';
import type { PageStyles } from './page-render';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"?#]+\.css)">/;

/** `</style` inside the CSS would end the element early. */
const safeInStyle = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * For the document template: its stylesheet link (built into index.html by rollup) and the CSS
 * file behind it, read once per build (the file name carries its hash); null when the template
 * links none or the file cannot be read: the page then keeps its blocking link.
 */
export function pageStylesReader(assetsDir: string): (html: string) => PageStyles | null {
  let known: { href: string; sheet: ParsedStylesheet } | null = null;
  return (html) => {
    const link = STYLESHEET_LINK.exec(html);
    if (!link) return null;
    const href = link[1];
    if (known?.href !== href) {
      try {
        known = { href, sheet: parseStylesheet(readFileSync(join(assetsDir, href.slice('/assets/'.length)), 'utf8')) };
      } catch {
        return null;
      }
    }
    const { sheet } = known;
    return {
      link: link[0],
      forPage: (body) =>
        `<style data-cg-critical>${safeInStyle(criticalCss(sheet, body))}</style>\n` +
        `    <template data-cg-later><link rel="stylesheet" href="${escapeHtml(href)}" media="print" data-cg-styles></template>\n  `,
    };
  };
}
