// Images of the demo store, drawn as SVG from their path alone: same path, same picture.
//
//   /media/product/{kind}/{brand}/{colour}/{id}-{view}.svg   product pictures (view 1 front, 2 other side, 3 close-up)
//   /media/brand/{brand}.svg                                  brand wordmark logo
//   /media/brand-banner/{brand}.svg                           brand page banner
//   /media/supplier/{supplier}.svg                            supplier logo
//   /media/supplier-banner/{supplier}.svg                     supplier page banner
//   /media/bank/{bank}.svg                                    bank and payment partner logos
//   /media/category/{category, sub-category or type url}.svg  category icons
//   /media/banner/{format}/{theme}.svg                        promotional banners (formats: slide, wide, half, third, side, popup)
//   /media/{banner,brand-banner,supplier-banner}/phone/{theme, brand or supplier}.svg   phone art (phone-banners.ts)
//   /media/store/{product|lg-shoppe}-{n}.svg                  store fronts
//   /media/catalogue/{brand}-{n}.svg                          catalogue covers (the catalogues: /catalogue-files/, content/brochure.ts)
//   /media/scooter/{colour}/{n}.svg                           scooter pictures (n 1..4)
import { BRAND_BY_SLUG, SUPPLIER_BY_SLUG } from '../seed/data/brands';
import { CATEGORIES, categoryIcons } from '../seed/data/categories';
import { BANK_LOGOS } from '../seed/data/content';
import { KINDS } from '../seed/data/kinds';
import { SCOOTER_COLOURS } from '../seed/data/scooter';
import { BANNER_BY_SLUG, banner, catalogueCover, categoryIcon, isBannerFormat, scooterPicture, storeFront } from './banners';
import { isDrawKind, type DrawKind } from './kinds';
import { bankLogo, brandBanner, brandLogo, supplierBanner, supplierLogo } from './logos';
import { phoneBanner, phoneBrandBanner, phoneSupplierBanner } from './phone-banners';
import { COLOURS, isColourSlug } from './palette';
import { DRAWINGS, PRODUCT_DEFS } from './products';
import { SANS, esc, fitFont, lightness, seedOf, svgDoc } from './svg';

export const CATALOGUE_TITLES = ['Product Range 2025', 'Festive Offers', 'Buying Guide'] as const;

const ICONS = categoryIcons();
const CATEGORY_NAMES = new Map<string, string>();
for (const c of CATEGORIES) {
  CATEGORY_NAMES.set(c.url, c.name);
  for (const s of c.subs) {
    CATEGORY_NAMES.set(s.url, s.name);
    for (const t of s.types ?? []) CATEGORY_NAMES.set(t.url, t.name);
  }
}

const BRAND_KINDS = new Map<string, DrawKind[]>();
for (const kind of KINDS) {
  for (const b of kind.brands) {
    const list = BRAND_KINDS.get(b) ?? [];
    if (!list.includes(kind.draw)) list.push(kind.draw);
    BRAND_KINDS.set(b, list);
  }
}
BRAND_KINDS.set('ola-electric', ['scooter']);

const BANKS = new Map(BANK_LOGOS.map((b) => [b.slug, b]));
const SCOOTERS = new Map(SCOOTER_COLOURS.map((s) => [s.slug, s]));

/** The kinds a brand makes, for its banner and catalogues. */
export function brandKinds(slug: string): DrawKind[] {
  return BRAND_KINDS.get(slug) ?? ['tv'];
}

/** Soft studio backdrops: [front, other side, close-up] for dark and light products. */
const BACKDROPS = [
  { dark: ['#f5f6f8', '#eef1f5', '#f7f3ee'], light: ['#dfe4ea', '#d8dee6', '#e6e1da'] },
  { dark: ['#eef4fb', '#e6eef8', '#f1f5fb'], light: ['#d5e0ec', '#cfdae7', '#dce5ef'] },
  { dark: ['#f8f1ea', '#f3ebe2', '#faf4ee'], light: ['#e4d9cc', '#ddd2c4', '#e9dfd3'] },
  { dark: ['#eef6f1', '#e7f1ea', '#f2f8f4'], light: ['#d6e4db', '#cfded4', '#dde9e1'] },
] as const;

/**
 * A product picture. Its seed (from brand and id, never 0) picks the screen content, the shape
 * variant, the backdrop and the size, so products of one kind differ while each keeps its look.
 */
function productPicture(kind: DrawKind, brandSlug: string, colourSlug: keyof typeof COLOURS, id: number, view: number): string {
  const brand = BRAND_BY_SLUG.get(brandSlug);
  const colour = COLOURS[colourSlug];
  const seed = (seedOf(`${brandSlug}/${id}`) | 1) >>> 0;
  const drawing = DRAWINGS[kind]({ body: colour.hex, dark: colour.dark, accent: brand?.plate ?? brand?.colour ?? '#e31e24', seed });
  const light = lightness(colour.hex) > 0.8;
  const backdrop = BACKDROPS[(seed >>> 17) % BACKDROPS.length];
  const bg = (light ? backdrop.light : backdrop.dark)[view - 1];
  const size = [1, 0.94, 0.88][(seed >>> 21) % 3];
  const placement = view === 2 ? 'translate(400 0) scale(-1 1)' : view === 3 ? 'translate(-120 -90) scale(1.6)' : '';
  let label = '';
  if (drawing.label && brand) {
    const text = brand.mark ?? (brand.upper ? brand.name.toUpperCase() : brand.name);
    const x = view === 2 ? 400 - drawing.label.x : drawing.label.x;
    const fontSize = fitFont(text, drawing.label.size * 7, drawing.label.size, brand.weight);
    const t = `<text x="${x}" y="${drawing.label.y}" text-anchor="middle" dominant-baseline="central" font-family="${SANS}" font-weight="${brand.weight}"${brand.italic ? ' font-style="italic"' : ''} font-size="${fontSize.toFixed(1)}" fill="${light && lightness(drawing.label.fill) > 0.8 ? colour.dark : drawing.label.fill}">${esc(text)}</text>`;
    label = view === 3 ? `<g transform="${placement}">${t}</g>` : t;
  }
  const product = `<g${placement ? ` transform="${placement}"` : ''}>${drawing.body}</g>` + label;
  const body =
    `<rect width="400" height="400" fill="${bg}"/>` +
    `<ellipse cx="200" cy="350" rx="${150 * size}" ry="12" fill="#000000" opacity="0.07"/>` +
    (size === 1 ? product : `<g transform="translate(200 350) scale(${size}) translate(-200 -350)">${product}</g>`);
  const title = `${brand?.name ?? ''} ${kind.replace(/-/g, ' ')} in ${colour.name}`.trim();
  return svgDoc(400, 400, title, body, PRODUCT_DEFS);
}

/**
 * The SVG for a /media/… path (given without the /media/ prefix, e.g. "brand/lg.svg"),
 * or null when there is no such picture.
 */
export function renderMedia(path: string): string | null {
  const m = /^([a-z-]+)\/(.+)\.svg$/.exec(path);
  if (!m) return null;
  const [, kind, rest] = m;
  const parts = rest.split('/');
  if (parts.some((x) => x.length === 0 || x.length > 80)) return null;

  switch (kind) {
    case 'product': {
      if (parts.length !== 4) return null;
      const [drawKind, brand, colour, file] = parts;
      const f = /^(\d{1,9})-([1-3])$/.exec(file);
      if (!f || !isDrawKind(drawKind) || !BRAND_BY_SLUG.has(brand) || !isColourSlug(colour)) return null;
      return productPicture(drawKind, brand, colour, Number(f[1]), Number(f[2]));
    }
    case 'brand':
    case 'brand-banner': {
      if (kind === 'brand-banner' && parts.length === 2 && parts[0] === 'phone') {
        const b = BRAND_BY_SLUG.get(parts[1]);
        return b ? phoneBrandBanner(b, brandKinds(b.slug)) : null;
      }
      const b = parts.length === 1 ? BRAND_BY_SLUG.get(parts[0]) : undefined;
      if (!b) return null;
      return kind === 'brand' ? brandLogo(b) : brandBanner(b, brandKinds(b.slug));
    }
    case 'supplier':
    case 'supplier-banner': {
      if (kind === 'supplier-banner' && parts.length === 2 && parts[0] === 'phone') {
        const s = SUPPLIER_BY_SLUG.get(parts[1]);
        return s ? phoneSupplierBanner(s) : null;
      }
      const s = parts.length === 1 ? SUPPLIER_BY_SLUG.get(parts[0]) : undefined;
      if (!s) return null;
      return kind === 'supplier' ? supplierLogo(s) : supplierBanner(s);
    }
    case 'bank': {
      const b = parts.length === 1 ? BANKS.get(parts[0]) : undefined;
      return b ? bankLogo(b.name, b.colour) : null;
    }
    case 'category': {
      const icon = parts.length === 1 ? ICONS.get(parts[0]) : undefined;
      return icon ? categoryIcon(icon, CATEGORY_NAMES.get(parts[0]) ?? parts[0]) : null;
    }
    case 'banner': {
      const theme = parts.length === 2 ? BANNER_BY_SLUG.get(parts[1]) : undefined;
      if (!theme) return null;
      if (parts[0] === 'phone') return phoneBanner(theme);
      return isBannerFormat(parts[0]) ? banner(theme, parts[0]) : null;
    }
    case 'store': {
      const s = parts.length === 1 ? /^(product|lg-shoppe)-([1-9]\d?)$/.exec(parts[0]) : null;
      return s ? storeFront(s[1] as 'product' | 'lg-shoppe', Number(s[2])) : null;
    }
    case 'catalogue': {
      const c = parts.length === 1 ? /^([a-z0-9-]+)-([1-3])$/.exec(parts[0]) : null;
      const b = c ? BRAND_BY_SLUG.get(c[1]) : undefined;
      if (!c || !b) return null;
      const n = Number(c[2]);
      const kinds = brandKinds(b.slug);
      const rotated = kinds.slice((n - 1) % kinds.length).concat(kinds.slice(0, (n - 1) % kinds.length));
      return catalogueCover(b.name, b.plate ?? b.colour, `${b.name} ${CATALOGUE_TITLES[n - 1]}`, rotated);
    }
    case 'scooter': {
      if (parts.length !== 2 || !/^[1-4]$/.test(parts[1])) return null;
      const colour = SCOOTERS.get(parts[0]);
      return colour ? scooterPicture(colour.option_value, colour.hex, Number(parts[1])) : null;
    }
    default:
      return null;
  }
}
