// Wordmark logos of brands, suppliers and banks, and brand banners.
import type { BrandDef, SupplierDef } from '../seed/data/brands';
import { DRAWINGS, PRODUCT_DEFS, type Paint } from './products';
import type { DrawKind } from './kinds';
import { SANS, SERIF, esc, fitFont, lightness, shade, svgDoc, wrapText } from './svg';

function wordmark(b: BrandDef, cx: number, cy: number, maxWidth: number, maxSize: number, fill = b.colour): string {
  const text = b.mark ?? (b.upper ? b.name.toUpperCase() : b.name);
  const spacing = b.spacing ?? 0;
  const size = fitFont(text, maxWidth, maxSize, b.weight, spacing);
  return (
    `<text x="${cx}" y="${cy}" text-anchor="middle" dominant-baseline="central" font-family="${b.serif ? SERIF : SANS}" ` +
    `font-weight="${b.weight}" font-size="${size.toFixed(1)}"${b.italic ? ' font-style="italic"' : ''}` +
    `${spacing ? ` letter-spacing="${(spacing * size * 0.06).toFixed(1)}"` : ''} fill="${fill}">${esc(text)}</text>`
  );
}

/** A brand's logo: its wordmark, on its plate colour when it has one. 240 x 100. */
export function brandLogo(b: BrandDef): string {
  const body = b.plate
    ? `<rect width="240" height="100" fill="#ffffff"/><rect x="20" y="18" width="200" height="64" rx="10" fill="${b.plate}"/>` + wordmark(b, 120, 50, 170, 40)
    : `<rect width="240" height="100" fill="#ffffff"/>` + wordmark(b, 120, 50, 200, 46);
  return svgDoc(240, 100, `${b.name} logo`, body);
}

/** A brand's banner: its colour, wordmark, tagline and a few of its products. 1200 x 300. */
export function brandBanner(b: BrandDef, kinds: DrawKind[]): string {
  const base = b.plate ?? b.colour;
  const bg = lightness(base) > 0.75 ? '#2b2d31' : base;
  const defs =
    PRODUCT_DEFS +
    `<linearGradient id="bb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(bg, -0.25)}"/><stop offset="1" stop-color="${shade(bg, 0.2)}"/></linearGradient>`;
  const paint: Paint = { body: '#e9ecef', dark: '#9aa0a6', accent: base };
  const items = kinds.slice(0, 3).map((kind, i) => {
    const d = DRAWINGS[kind](paint);
    return `<g transform="translate(${600 + i * 195} ${46 + (i % 2) * 12}) scale(0.5)">${d.body}</g>`;
  });
  const body =
    `<rect width="1200" height="300" fill="url(#bb)"/>` +
    `<circle cx="1050" cy="-40" r="260" fill="#ffffff" opacity="0.07"/><circle cx="700" cy="360" r="200" fill="#ffffff" opacity="0.05"/>` +
    wordmark({ ...b, mark: b.mark ?? (b.upper ? b.name.toUpperCase() : b.name) }, 300, 120, 480, 96, '#ffffff') +
    `<text x="300" y="200" text-anchor="middle" font-family="${SANS}" font-size="26" fill="#ffffff" opacity="0.9">${esc(b.tagline)}</text>` +
    `<rect x="220" y="230" width="160" height="40" rx="20" fill="#ffffff"/><text x="300" y="256" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="16" fill="${bg}">Shop ${esc(b.name)}</text>` +
    items.join('');
  return svgDoc(1200, 300, `${b.name} banner`, body, defs);
}

/** A supplier's logo: a monogram badge and the name. 240 x 100. */
export function supplierLogo(s: SupplierDef): string {
  // A long name takes two lines rather than shrinking to a size nobody reads on a small logo.
  const name = wrapText(s.name, 140, 22, 2, 700);
  const lineHeight = name.size * 1.15;
  const firstY = 51 - ((name.lines.length - 1) * lineHeight) / 2;
  const lines = name.lines
    .map((line, i) => `<tspan x="88" y="${(firstY + i * lineHeight).toFixed(1)}">${esc(line)}</tspan>`)
    .join('');
  const body =
    `<rect width="240" height="100" fill="#ffffff"/>` +
    `<circle cx="46" cy="50" r="30" fill="${s.colour}"/><circle cx="46" cy="50" r="30" fill="none" stroke="${s.accent}" stroke-width="4"/>` +
    `<text x="46" y="51" text-anchor="middle" dominant-baseline="central" font-family="${SANS}" font-weight="800" font-size="22" fill="#ffffff">${esc(s.initials)}</text>` +
    `<text dominant-baseline="central" font-family="${SANS}" font-weight="700" font-size="${name.size.toFixed(1)}" fill="${shade(s.colour, -0.2)}">${lines}</text>`;
  return svgDoc(240, 100, `${s.name} logo`, body);
}

/**
 * A supplier's banner for its page: its colours, monogram, name and line, and three kinds of product it
 * sells. 1200 x 300; the text stays in the left half, large enough to read when the banner is scaled down.
 */
export function supplierBanner(s: SupplierDef): string {
  const bg = lightness(s.colour) > 0.75 ? '#2b2d31' : s.colour;
  const defs =
    PRODUCT_DEFS +
    `<linearGradient id="sb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(bg, -0.3)}"/><stop offset="1" stop-color="${shade(bg, 0.15)}"/></linearGradient>`;
  const paint: Paint = { body: '#f1f3f5', dark: '#adb5bd', accent: s.accent };
  const items = s.kinds.map((kind, i) => `<g transform="translate(${640 + i * 180} ${40 + (i % 2) * 24}) scale(0.52)">${DRAWINGS[kind](paint).body}</g>`);
  const nameSize = fitFont(s.name, 440, 64, 800);
  const lineSize = fitFont(s.tagline, 500, 30);
  const body =
    `<rect width="1200" height="300" fill="url(#sb)"/>` +
    `<circle cx="900" cy="150" r="230" fill="#ffffff" opacity="0.08"/><rect x="0" y="282" width="1200" height="18" fill="${s.accent}"/>` +
    `<circle cx="110" cy="120" r="62" fill="#ffffff"/><circle cx="110" cy="120" r="62" fill="none" stroke="${s.accent}" stroke-width="8"/>` +
    `<text x="110" y="122" text-anchor="middle" dominant-baseline="central" font-family="${SANS}" font-weight="900" font-size="48" fill="${bg}">${esc(s.initials)}</text>` +
    `<text x="196" y="122" dominant-baseline="central" font-family="${SANS}" font-weight="800" font-size="${nameSize.toFixed(1)}" fill="#ffffff">${esc(s.name)}</text>` +
    `<text x="48" y="232" font-family="${SANS}" font-size="${lineSize.toFixed(1)}" fill="#ffffff" opacity="0.92">${esc(s.tagline)}</text>` +
    items.join('');
  return svgDoc(1200, 300, `${s.name}: ${s.tagline}`, body, defs);
}

/** A bank or payment partner's logo. 240 x 100. */
export function bankLogo(name: string, colour: string): string {
  const size = fitFont(name, 150, 24, 700);
  const body =
    `<rect width="240" height="100" fill="#ffffff"/>` +
    `<rect x="16" y="24" width="52" height="52" rx="12" fill="${colour}"/>` +
    `<path d="M26 46 L42 34 L58 46 Z M29 48 h6 v16 h-6 Z M39 48 h6 v16 h-6 Z M49 48 h6 v16 h-6 Z M26 66 h32 v4 h-32 Z" fill="#ffffff"/>` +
    `<text x="80" y="51" dominant-baseline="central" font-family="${SANS}" font-weight="700" font-size="${size.toFixed(1)}" fill="${colour}">${esc(name)}</text>`;
  return svgDoc(240, 100, `${name} logo`, body);
}
