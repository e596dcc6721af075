// Promotional banners (home sliders, layout banners, event banners, the pop-up), category icons,
// store fronts, catalogue covers and pages, and scooter pictures.
import { DRAWINGS, PRODUCT_DEFS, scooterBody, type Paint } from './products';
import type { DrawKind } from './kinds';
import { SANS, esc, fitFont, lightness, shade, svgDoc, wrapText } from './svg';

export interface BannerTheme {
  slug: string;
  headline: string;
  sub: string;
  cta: string;
  kinds: DrawKind[];
  from: string;
  to: string;
}

export const BANNER_THEMES: BannerTheme[] = [
  { slug: 'mega-tv-fest', headline: 'Mega TV Festival', sub: 'Up to 35% off on 4K, QLED and OLED TVs', cta: 'Shop TVs', kinds: ['tv', 'soundbar'], from: '#0f2027', to: '#2c5364' },
  { slug: 'cool-summer', headline: 'Stay Cool This Summer', sub: 'Inverter ACs with free installation in the valley', cta: 'Shop ACs', kinds: ['ac-split', 'cooler', 'fan'], from: '#0077b6', to: '#48cae4' },
  { slug: 'smartphone-bonanza', headline: 'Smartphone Bonanza', sub: 'The latest 5G phones with 0% EMI', cta: 'Shop Phones', kinds: ['phone', 'iphone', 'watch'], from: '#3a0ca3', to: '#7209b7' },
  { slug: 'kitchen-essentials', headline: 'Kitchen Essentials', sub: 'Mixers, air fryers and kettles from NPR 1,499', cta: 'Shop Kitchen', kinds: ['mixer', 'airfryer', 'kettle'], from: '#9d0208', to: '#e85d04' },
  { slug: 'laptop-days', headline: 'Laptop Days', sub: 'Work, study and play: laptops for everyone', cta: 'Shop Laptops', kinds: ['laptop', 'keyboard'], from: '#1b263b', to: '#415a77' },
  { slug: 'fridge-fiesta', headline: 'Fridge Fiesta', sub: '10 years warranty on the compressor', cta: 'Shop Refrigerators', kinds: ['fridge-double', 'fridge-single'], from: '#005f73', to: '#0a9396' },
  { slug: 'wash-smart', headline: 'Wash Smart', sub: 'Steam wash front loaders and smart top loaders', cta: 'Shop Washers', kinds: ['washer-front', 'washer-top'], from: '#264653', to: '#2a9d8f' },
  { slug: 'audio-beats', headline: 'Feel the Beat', sub: 'Earbuds, speakers and soundbars', cta: 'Shop Audio', kinds: ['earbuds', 'speaker', 'headphones'], from: '#22223b', to: '#9a031e' },
  { slug: 'cg-coins', headline: 'Collect CG|Coins', sub: 'One coin for every NPR 200 you spend', cta: 'Learn More', kinds: [], from: '#7f5539', to: '#ddb892' },
  { slug: 'flexi-pay', headline: 'Flexi Pay', sub: '0% interest, 0% down payment EMI with partner banks', cta: 'Know More', kinds: ['laptop', 'tv'], from: '#283618', to: '#606c38' },
  { slug: 'free-delivery', headline: 'Free Delivery', sub: 'Inside the Kathmandu valley on orders above NPR 5,000', cta: 'Shop Now', kinds: ['fridge-double', 'washer-front'], from: '#335c67', to: '#9e2a2b' },
  { slug: 'flash-sale', headline: 'Flash Sale is Live', sub: 'Grab the deals before the clock runs out', cta: 'Shop the Sale', kinds: ['phone', 'earbuds', 'kettle'], from: '#d00000', to: '#ffba08' },
  { slug: 'electric-ride', headline: 'Ride Electric', sub: 'Reserve the OLA S1 Pro for NPR 9,999', cta: 'Reserve Now', kinds: ['scooter'], from: '#111111', to: '#3a3a3a' },
  { slug: 'camera-club', headline: 'Capture Every Moment', sub: 'DSLR, mirrorless and action cameras', cta: 'Shop Cameras', kinds: ['dslr', 'mirrorless', 'actioncam'], from: '#353535', to: '#3c6e71' },
  { slug: 'new-arrivals', headline: 'New Arrivals', sub: 'Fresh from the world\u2019s best brands', cta: 'See What\u2019s New', kinds: ['tablet', 'watch', 'phone'], from: '#006d77', to: '#83c5be' },
  { slug: 'best-deals', headline: 'CG Exclusive Deals', sub: 'Prices you will only find here', cta: 'Grab a Deal', kinds: ['tv', 'microwave', 'headphones'], from: '#6a040f', to: '#dc2f02' },
  { slug: 'personal-care', headline: 'Look Your Best', sub: 'Dryers, straighteners and trimmers', cta: 'Shop Personal Care', kinds: ['hairdryer', 'trimmer', 'straightener'], from: '#6d597a', to: '#e56b6f' },
  { slug: 'cg-care-services', headline: 'CG Care Services', sub: 'Installation, extended warranty and repairs at your door', cta: 'Book a Service', kinds: ['installation', 'warranty', 'repair'], from: '#9b2226', to: '#bb3e03' },
  { slug: 'winter-warmers', headline: 'Winter Warmers', sub: 'Room heaters and geysers for cold mornings', cta: 'Shop Heating', kinds: ['heater', 'geyser'], from: '#3d405b', to: '#e07a5f' },
  { slug: 'dashain-dhamaka-offers', headline: 'Dashain Dhamaka Offers', sub: 'Festival prices with free gifts and easy EMI', cta: 'Explore Offers', kinds: ['tv', 'fridge-double', 'washer-front'], from: '#9d0208', to: '#f48c06' },
  { slug: 'back-to-school-laptop-fest', headline: 'Back to School Laptop Fest', sub: 'Laptops and tablets for students', cta: 'Shop the Fest', kinds: ['laptop', 'tablet'], from: '#023e8a', to: '#0096c7' },
  { slug: 'summer-cooling-carnival', headline: 'Summer Cooling Carnival', sub: 'ACs, coolers and fans with installation offers', cta: 'Beat the Heat', kinds: ['ac-split', 'towercooler', 'ceilingfan'], from: '#0077b6', to: '#90e0ef' },
  { slug: 'kitchen-makeover-week', headline: 'Kitchen Makeover Week', sub: 'Everything your kitchen needs', cta: 'Shop the Week', kinds: ['chimney', 'microwave', 'mixer'], from: '#7f4f24', to: '#bc6c25' },
];

export const BANNER_BY_SLUG: ReadonlyMap<string, BannerTheme> = new Map(BANNER_THEMES.map((t) => [t.slug, t]));

export const BANNER_FORMATS = {
  slide: [1600, 500],
  wide: [1200, 300],
  half: [800, 320],
  third: [600, 360],
  side: [300, 600],
  popup: [600, 600],
} as const;

export type BannerFormat = keyof typeof BANNER_FORMATS;

export function isBannerFormat(s: string): s is BannerFormat {
  return Object.prototype.hasOwnProperty.call(BANNER_FORMATS, s);
}

const LIGHT: Paint = { body: '#f1f3f5', dark: '#adb5bd', accent: '#e31e24' };

function products(kinds: DrawKind[], x: number, y: number, w: number, h: number): string {
  if (kinds.length === 0) {
    // CG|Coins: a stack of coins.
    const cx = x + w / 2;
    const cy = y + h / 2;
    const s = Math.min(w, h) / 400;
    return `<g transform="translate(${cx - 200 * s} ${cy - 200 * s}) scale(${s.toFixed(3)})">` +
      [0, 1, 2, 3].map((i) => `<ellipse cx="200" cy="${300 - i * 40}" rx="110" ry="34" fill="#f4c430" stroke="#b8860b" stroke-width="6"/>`).join('') +
      `<text x="200" y="190" text-anchor="middle" font-family="${SANS}" font-weight="900" font-size="44" fill="#8a6d00">CG</text></g>`;
  }
  const n = kinds.length;
  const cell = Math.min(w / n, h);
  const s = cell / 400;
  return kinds
    .map((kind, i) => {
      const tx = x + (w - cell * n) / 2 + i * cell;
      const ty = y + (h - cell) / 2 + (i % 2 ? cell * 0.06 : 0);
      return `<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${s.toFixed(3)})">${DRAWINGS[kind](LIGHT).body}</g>`;
    })
    .join('');
}

/** A promotional banner in one of the formats. */
export function banner(theme: BannerTheme, format: BannerFormat): string {
  const [W, H] = BANNER_FORMATS[format];
  const defs = PRODUCT_DEFS + `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>`;
  const portrait = H > W;
  let text: string;
  let art: string;
  if (W / H < 2) {
    const pad = W * 0.08;
    const hs = fitFont(theme.headline, W - 2 * pad, W * 0.095, 800);
    const ss = fitFont(theme.sub, W - 2 * pad, W * 0.05);
    // The headline's capitals (about 0.75 of its size above the baseline) clear the top edge.
    const headlineY = Math.max(H * 0.14, H * 0.06 + hs * 0.8);
    const subY = headlineY + hs * 1.1;
    text =
      `<text x="${W / 2}" y="${headlineY.toFixed(1)}" text-anchor="middle" font-family="${SANS}" font-weight="800" font-size="${hs.toFixed(1)}" fill="#ffffff">${esc(theme.headline)}</text>` +
      `<text x="${W / 2}" y="${subY.toFixed(1)}" text-anchor="middle" font-family="${SANS}" font-size="${ss.toFixed(1)}" fill="#ffffff" opacity="0.9">${esc(theme.sub)}</text>`;
    const artTop = Math.max(H * 0.3, subY + ss * 0.6);
    art = products(theme.kinds.slice(0, portrait ? 1 : 3), pad, artTop, W - 2 * pad, H * 0.82 - artTop);
    const bw = W * 0.5;
    text += `<rect x="${(W - bw) / 2}" y="${H * 0.85}" width="${bw}" height="${H * 0.08}" rx="${H * 0.04}" fill="#ffffff"/>` +
      `<text x="${W / 2}" y="${H * 0.85 + H * 0.055}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${fitFont(theme.cta, bw * 0.8, H * 0.035, 700).toFixed(1)}" fill="${theme.from}">${esc(theme.cta)}</text>`;
  } else {
    const pad = H * 0.12;
    const textW = W * 0.5 - pad;
    const hs = fitFont(theme.headline, textW, H * 0.2, 800);
    // The line under the headline in up to two lines, large enough to read where the banner is small.
    const sub = wrapText(theme.sub, textW, H * 0.1, 2);
    const cs = Math.min(H * 0.06, 22);
    const headlineY = Math.max(pad + hs * 0.8, H * 0.36 - (sub.lines.length - 1) * sub.size * 0.6);
    const subLines = sub.lines
      .map((line, i) => `<tspan x="${pad}" dy="${i === 0 ? 0 : (sub.size * 1.15).toFixed(1)}">${esc(line)}</tspan>`)
      .join('');
    text =
      `<text x="${pad}" y="${headlineY.toFixed(1)}" font-family="${SANS}" font-weight="800" font-size="${hs.toFixed(1)}" fill="#ffffff">${esc(theme.headline)}</text>` +
      `<text x="${pad}" y="${(headlineY + hs * 0.95).toFixed(1)}" font-family="${SANS}" font-size="${sub.size.toFixed(1)}" fill="#ffffff" opacity="0.92">${subLines}</text>` +
      `<rect x="${pad}" y="${H * 0.7}" width="${cs * 9}" height="${cs * 2.2}" rx="${cs * 1.1}" fill="#ffffff"/>` +
      `<text x="${pad + cs * 4.5}" y="${H * 0.7 + cs * 1.45}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${fitFont(theme.cta, cs * 8, cs, 700).toFixed(1)}" fill="${theme.from}">${esc(theme.cta)}</text>`;
    art = products(theme.kinds, W * 0.5, H * 0.06, W * 0.48, H * 0.88);
  }
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<circle cx="${W * 0.78}" cy="${H * 0.5}" r="${Math.min(W, H) * 0.45}" fill="#ffffff" opacity="0.08"/>` +
    `<circle cx="${W * 0.1}" cy="${H * 1.05}" r="${Math.min(W, H) * 0.35}" fill="#ffffff" opacity="0.06"/>` +
    art + text;
  return svgDoc(W, H, `${theme.headline}: ${theme.sub}`, body, defs);
}

/** A round category icon. 200 x 200. */
export function categoryIcon(kind: DrawKind, name: string): string {
  const paint: Paint = { body: '#dee2e6', dark: '#868e96', accent: '#e31e24' };
  const body =
    `<circle cx="100" cy="100" r="96" fill="#fff1f0"/>` +
    `<g transform="translate(30 26) scale(0.35)">${DRAWINGS[kind](paint).body}</g>`;
  return svgDoc(200, 200, name, body, PRODUCT_DEFS);
}

/** A store front with its sign. 600 x 400. */
export function storeFront(kind: 'product' | 'lg-shoppe', n: number): string {
  const sign = kind === 'lg-shoppe' ? 'LG Shoppe' : 'CG Digital';
  const colour = kind === 'lg-shoppe' ? '#a50034' : '#e31e24';
  const sky = ['#bde0fe', '#a2d2ff', '#cdb4db', '#ffc8dd'][n % 4];
  const body =
    `<rect width="600" height="400" fill="${sky}"/>` +
    `<path d="M0 210 L90 120 L160 180 L260 90 L360 170 L450 110 L600 200 L600 400 L0 400 Z" fill="#ffffff" opacity="0.5"/>` +
    `<rect x="60" y="110" width="480" height="250" fill="#f8f9fa"/><rect x="60" y="110" width="480" height="70" fill="${colour}"/>` +
    `<text x="300" y="158" text-anchor="middle" font-family="${SANS}" font-weight="900" font-size="40" fill="#ffffff">${sign}</text>` +
    [0, 1, 2].map((i) => `<rect x="${90 + i * 150}" y="200" width="120" height="130" fill="#8ecae6" stroke="#495057" stroke-width="4"/><rect x="${90 + i * 150}" y="200" width="60" height="60" fill="#ffffff" opacity="0.3"/>`).join('') +
    `<rect x="0" y="360" width="600" height="40" fill="#6c757d"/>`;
  return svgDoc(600, 400, `${sign} store`, body);
}

/** A catalogue cover, A4 proportions, 420 x 594 (the catalogue itself: content/brochure.ts). */
export function catalogueCover(brandName: string, colour: string, title: string, kinds: DrawKind[]): string {
  const paint: Paint = { body: '#e9ecef', dark: '#868e96', accent: colour };
  const ts = fitFont(title, 360, 30, 800);
  const body = `<rect width="420" height="594" fill="#ffffff"/><rect width="420" height="120" fill="${colour}"/>` +
    `<text x="30" y="58" font-family="${SANS}" font-weight="900" font-size="34" fill="#ffffff">${esc(brandName)}</text>` +
    `<text x="30" y="96" font-family="${SANS}" font-size="${Math.min(ts, 20).toFixed(1)}" fill="#ffffff" opacity="0.9">${esc(title)}</text>` +
    `<g transform="translate(60 150) scale(0.75)">${DRAWINGS[kinds[0] ?? 'tv'](paint).body}</g>` +
    `<text x="210" y="500" text-anchor="middle" font-family="${SANS}" font-weight="800" font-size="${ts.toFixed(1)}" fill="#212529">${esc(title)}</text>` +
    `<text x="210" y="540" text-anchor="middle" font-family="${SANS}" font-size="14" fill="#6c757d">Product catalogue</text>`;
  return svgDoc(420, 594, `${brandName} ${title}`, body, PRODUCT_DEFS);
}

/** A scooter picture: 1 side, 2 the other side, 3 close-up, 4 on the road. 800 x 600. */
export function scooterPicture(name: string, hex: string, view: number): string {
  const dark = shade(hex, -0.45);
  const plain = lightness(hex) > 0.8 ? '#dde3ea' : '#f3f4f6';
  const bg = view === 4
    ? `<rect width="800" height="600" fill="#cfe8ff"/><path d="M0 380 L160 250 L300 330 L470 210 L640 320 L800 260 L800 600 L0 600 Z" fill="#8fb996"/><rect y="470" width="800" height="130" fill="#5c677d"/><rect x="60" y="530" width="680" height="8" fill="#f8f9fa" opacity="0.7"/>`
    : `<rect width="800" height="600" fill="${plain}"/><ellipse cx="400" cy="520" rx="300" ry="26" fill="#000000" opacity="0.08"/>`;
  const place: Record<number, string> = {
    1: 'translate(100 80) scale(1.5)',
    2: 'translate(700 80) scale(-1.5 1.5)',
    3: 'translate(-180 -160) scale(2.4)',
    4: 'translate(140 120) scale(1.3)',
  };
  const body = bg + `<g transform="${place[view] ?? place[1]}">${scooterBody(hex, dark)}</g>`;
  return svgDoc(800, 600, `${name} electric scooter`, body);
}
