// Phone art of the banners (/media/banner/phone/{theme}.svg, /media/brand-banner/phone/{brand}.svg,
// /media/supplier-banner/phone/{supplier}.svg):
// the desktop art scaled to a phone's width shrinks its text to 5-7 px, so phones get their own
// 600 x 400 drawing whose headline (56), line (28) and button (26) stay 12 px or more at 320 px.
import type { BrandDef, SupplierDef } from '../seed/data/brands';
import type { BannerTheme } from './banners';
import type { DrawKind } from './kinds';
import { DRAWINGS, PRODUCT_DEFS, type Paint } from './products';
import { SANS, esc, lightness, shade, svgDoc, textWidthEm } from './svg';

export const PHONE_BANNER = { width: 600, height: 400 } as const;

const PAD = 32;
const TEXT_WIDTH = PHONE_BANNER.width - 2 * PAD;
const LIGHT: Paint = { body: '#f1f3f5', dark: '#adb5bd', accent: '#e31e24' };

/** `text` in lines no wider than `maxWidth` at `size` (a word longer than a line gets its own). */
function wrap(text: string, maxWidth: number, size: number, weight: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidthEm(`${last} ${word}`, weight) * size <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Up to `max` lines at `size`, smaller (down to `min`) when the text needs more. */
function fitLines(text: string, max: number, size: number, min: number, weight: number): { lines: string[]; size: number } {
  let s = size;
  let lines = wrap(text, TEXT_WIDTH, s, weight);
  while (lines.length > max && s > min) {
    s -= 2;
    lines = wrap(text, TEXT_WIDTH, s, weight);
  }
  return { lines, size: s };
}

function textLines(lines: string[], y: number, size: number, attrs: string): string {
  return lines
    .map((line, i) => `<text x="${PAD}" y="${(y + i * size * 1.15).toFixed(1)}" font-family="${SANS}" font-size="${size}" ${attrs}>${esc(line)}</text>`)
    .join('');
}

const CELL = 140;

/** Products drawn side by side in the lower right, as many (up to two) as fit right of `left`. */
function products(kinds: DrawKind[], paint: Paint, left: number): string {
  const room = Math.floor((PHONE_BANNER.width - PAD - left) / CELL);
  const list = kinds.slice(0, Math.max(1, Math.min(2, room)));
  const cell = CELL;
  return list
    .map((kind, i) => {
      const x = PHONE_BANNER.width - PAD - cell * (list.length - i);
      const y = PHONE_BANNER.height - cell - 28 + (i % 2 ? 10 : 0);
      return `<g transform="translate(${x} ${y}) scale(${(cell / 400).toFixed(3)})">${DRAWINGS[kind](paint).body}</g>`;
    })
    .join('');
}

interface PhoneArt {
  title: string;
  headline: string;
  sub: string;
  /** The button's text; none, no button. */
  cta?: string;
  kinds: DrawKind[];
  paint: Paint;
  from: string;
  to: string;
}

/** Headline and line at the top, the products lower right, the button lower left. */
function phoneArt({ title, headline, sub, cta, kinds, paint, from, to }: PhoneArt): string {
  const { width: W, height: H } = PHONE_BANNER;
  const head = fitLines(headline, 2, 56, 40, 800);
  const line = fitLines(sub, 2, 28, 24, 400);
  const headTop = PAD + head.size * 0.9;
  const lineTop = headTop + (head.lines.length - 1) * head.size * 1.15 + line.size * 1.5;
  const ctaSize = 26;
  const ctaWidth = cta ? textWidthEm(cta, 700) * ctaSize + 48 : 0;
  const ctaTop = H - PAD - 56;
  const button = cta
    ? `<rect x="${PAD}" y="${ctaTop}" width="${ctaWidth.toFixed(1)}" height="56" rx="28" fill="#ffffff"/>` +
      `<text x="${(PAD + ctaWidth / 2).toFixed(1)}" y="${ctaTop + 37}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${ctaSize}" fill="${from}">${esc(cta)}</text>`
    : '';
  const defs = PRODUCT_DEFS + `<linearGradient id="pbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#pbg)"/>` +
    `<circle cx="${W * 0.85}" cy="${H * 0.8}" r="${H * 0.45}" fill="#ffffff" opacity="0.08"/>` +
    products(kinds, paint, PAD + ctaWidth + 16) +
    textLines(head.lines, headTop, head.size, 'font-weight="800" fill="#ffffff"') +
    textLines(line.lines, lineTop, line.size, 'fill="#ffffff" opacity="0.92"') +
    button;
  return svgDoc(W, H, title, body, defs);
}

/** A promotional banner's phone art: its headline, line and button. */
export function phoneBanner(theme: BannerTheme): string {
  return phoneArt({ title: `${theme.headline}: ${theme.sub}`, ...theme, paint: LIGHT });
}

/** A brand banner's phone art: the brand's name, tagline and 'Shop {brand}'. */
export function phoneBrandBanner(b: BrandDef, kinds: DrawKind[]): string {
  const base = b.plate ?? b.colour;
  const bg = lightness(base) > 0.75 ? '#2b2d31' : base;
  return phoneArt({
    title: `${b.name} banner`,
    headline: b.mark ?? (b.upper ? b.name.toUpperCase() : b.name),
    sub: b.tagline,
    cta: `Shop ${b.name}`,
    kinds,
    paint: { body: '#e9ecef', dark: '#9aa0a6', accent: base },
    from: shade(bg, -0.25),
    to: shade(bg, 0.2),
  });
}

/** A supplier banner's phone art: the supplier's name and line (no button, as on its wide banner). */
export function phoneSupplierBanner(s: SupplierDef): string {
  const bg = lightness(s.colour) > 0.75 ? '#2b2d31' : s.colour;
  return phoneArt({
    title: `${s.name}: ${s.tagline}`,
    headline: s.name,
    sub: s.tagline,
    kinds: s.kinds,
    paint: { body: '#f1f3f5', dark: '#adb5bd', accent: s.accent },
    from: shade(bg, -0.3),
    to: shade(bg, 0.15),
  });
}
