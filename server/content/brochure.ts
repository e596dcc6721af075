/**
 * A brand's catalogue as a printable brochure of HTML pages (GET /catalogue-files/{brand}-{n}.html,
 * the file_path of a catalogue): a cover with the contents, pages of the brand's products with their
 * pictures, key specifications and prices (formatMoney), and a back page with the terms. What goes in
 * follows the catalogue's title: offers show the discounted products, best saving first (the range
 * while there are none); a buying
 * guide shows an entry, a middle and a top model of each range; anything else the whole range.
 */
import type { Queryable } from '../db/types';
import { escapeHtml as h } from '../http/html';
import { formatMoney, paisaToRupees } from '../../shared/domain/money';
import { productPath } from '../../shared/domain/slug';

export type BrochureKind = 'range' | 'offers' | 'guide';

/** What a catalogue's title promises. */
export function brochureKind(title: string): BrochureKind {
  if (/offer|deal|sale|festive/i.test(title)) return 'offers';
  if (/guide/i.test(title)) return 'guide';
  return 'range';
}

/** Products per page (two columns of three on paper) and pages at most, the covers included. */
export const PER_PAGE = 6;
const MAX_PRODUCTS = 60;

export interface BrochureProduct {
  id: number;
  name: string;
  model_number: string;
  image: string | null;
  range: string;
  price_paisa: number;
  discount_price_paisa: number | null;
  specs: string[];
  /** In a buying guide: where the model sits in its range. */
  tier?: string;
}

export interface Brochure {
  brand: string;
  logo: string | null;
  title: string;
  cover: string | null;
  kind: BrochureKind;
  /** Pages of products, each of one range. */
  pages: { range: string; products: BrochureProduct[] }[];
}

/** The catalogue `{brand_url}-{position}`, or null when there is none. */
export async function loadBrochure(db: Queryable, brandUrl: string, position: number): Promise<Brochure | null> {
  const c = await db.query<{ brand_id: number; brand: string; logo: string | null; title: string; cover: string | null }>(
    `SELECT b.id AS brand_id, b.name AS brand, b.image AS logo, c.title, c.featured_image AS cover
       FROM catalogues c JOIN brands b ON b.id = c.brand_id
      WHERE b.brand_url = $1 AND c.position = $2 AND c.status AND b.status
      ORDER BY c.id LIMIT 1`,
    [brandUrl, position],
  );
  const cat = c.rows[0];
  if (!cat) return null;
  const kind = brochureKind(cat.title);
  const r = await db.query<BrochureProduct & { range_position: number }>(
    `SELECT p.id, p.name, p.model_number, p.featured_image AS image, s.name AS range, s.position AS range_position,
            p.price_paisa, p.discount_price_paisa,
            coalesce((SELECT array_agg(f.name || ': ' || ps.feature_value ORDER BY ps.position)
                        FROM (SELECT * FROM product_specifications WHERE product_id = p.id ORDER BY position LIMIT 3) ps
                        JOIN product_features f ON f.id = ps.product_feature_id), '{}') AS specs
       FROM products p JOIN sub_categories s ON s.id = p.sub_category_id
      WHERE p.brand_id = $1 AND p.status AND p.product_type = 'Normal' AND NOT p.is_service
      ORDER BY s.position, s.name, p.sale_price_paisa, p.id`,
    [cat.brand_id],
  );
  const rows = r.rows.map((p) => ({ ...p, id: Number(p.id), price_paisa: Number(p.price_paisa), discount_price_paisa: p.discount_price_paisa == null ? null : Number(p.discount_price_paisa) }));
  const offers = rows.filter((p) => saving(p) > 0);
  // Offers when there are any, else the range (a brochure is never empty while the brand has products).
  const chosen = kind === 'offers' && offers.length ? bestSavings(offers) : kind === 'guide' ? goodBetterBest(rows) : rows;
  return { brand: cat.brand, logo: cat.logo, title: cat.title, cover: cat.cover, kind, pages: paginate(chosen.slice(0, MAX_PRODUCTS)) };
}

const saving = (p: BrochureProduct) => (p.discount_price_paisa == null ? 0 : (p.price_paisa - p.discount_price_paisa) / p.price_paisa);

function bestSavings(rows: BrochureProduct[]): BrochureProduct[] {
  return [...rows].sort((a, b) => saving(b) - saving(a) || a.id - b.id).map((p) => ({ ...p, range: 'Best savings' }));
}

/** The cheapest, a middle and the dearest model of each range (rows come cheapest first). */
function goodBetterBest(rows: BrochureProduct[]): BrochureProduct[] {
  const ranges = new Map<string, BrochureProduct[]>();
  for (const p of rows) ranges.set(p.range, [...(ranges.get(p.range) ?? []), p]);
  return [...ranges.values()].flatMap((list) => {
    if (list.length === 1) return [{ ...list[0], tier: 'Our pick' }];
    const top = { ...list[list.length - 1], tier: 'Top of the range' };
    if (list.length === 2) return [{ ...list[0], tier: 'Entry model' }, top];
    return [{ ...list[0], tier: 'Entry model' }, { ...list[Math.floor(list.length / 2)], tier: 'Best value' }, top];
  });
}

function paginate(products: BrochureProduct[]): Brochure['pages'] {
  const pages: Brochure['pages'] = [];
  for (const p of products) {
    const last = pages[pages.length - 1];
    if (last && last.range === p.range && last.products.length < PER_PAGE) last.products.push(p);
    else pages.push({ range: p.range, products: [p] });
  }
  return pages;
}

function productCard(p: BrochureProduct): string {
  const sale = p.discount_price_paisa ?? p.price_paisa;
  const was = p.discount_price_paisa != null && p.discount_price_paisa < p.price_paisa;
  const off = was ? Math.round(saving(p) * 100) : 0;
  return `<li class="item">
<a href="${h(productPath(p.name, p.id))}">${p.image ? `<img src="${h(p.image)}" alt="" width="120" height="120" loading="lazy">` : ''}</a>
<div class="info">
${p.tier ? `<p class="tier">${h(p.tier)}</p>` : ''}<h3><a href="${h(productPath(p.name, p.id))}">${h(p.name)}</a></h3>
<p class="model">Model ${h(p.model_number)}</p>
${p.specs.length ? `<ul class="specs">${p.specs.map((s) => `<li>${h(s)}</li>`).join('')}</ul>` : ''}
<p class="price"><strong>${formatMoney(paisaToRupees(sale))}</strong>${was ? ` <s>${formatMoney(paisaToRupees(p.price_paisa))}</s> <span class="off">${off}% off</span>` : ''}</p>
</div>
</li>`;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;background:#e9ecef;font:14px/1.4 'Helvetica Neue',Helvetica,Arial,sans-serif;color:#212529}
.page{background:#fff;max-width:794px;margin:16px auto;padding:32px 36px;box-shadow:0 2px 8px rgba(0,0,0,.12);display:flex;flex-direction:column;min-height:1000px}
.page>header{display:flex;justify-content:space-between;align-items:center;gap:12px;border-bottom:3px solid #e31e24;padding-bottom:8px;margin-bottom:16px}
.page>header img{height:32px;width:auto}.page>header h2{margin:0;font-size:20px}
.page>footer{margin-top:auto;padding-top:12px;border-top:1px solid #dee2e6;display:flex;justify-content:space-between;font-size:12px;color:#6c757d}
.cover{text-align:center}.cover .logo{height:56px;width:auto;margin:8px auto}.cover h1{font-size:34px;margin:12px 0 4px}
.cover .art{width:100%;max-width:360px;height:auto;margin:8px auto}.toc{list-style:none;padding:0;margin:16px auto;max-width:420px;text-align:left}
.toc li{display:flex;justify-content:space-between;gap:8px;border-bottom:1px dotted #adb5bd;padding:4px 0}
.items{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:16px}
.item{display:flex;gap:12px;border:1px solid #dee2e6;border-radius:8px;padding:10px;min-width:0}
.item img{width:120px;height:120px;flex:none;border-radius:6px}.info{min-width:0}
.item h3{font-size:15px;margin:0 0 4px;overflow-wrap:anywhere}.item h3 a{color:inherit;text-decoration:none}
.model,.specs{font-size:12px;color:#6c757d;margin:0 0 4px}.specs{padding-left:16px}
.price{margin:6px 0 0;font-size:16px}.price s{color:#868e96;font-size:13px}.off{color:#e31e24;font-size:13px;font-weight:700;white-space:nowrap}
.tier{margin:0 0 2px;font-size:12px;font-weight:700;color:#e31e24;text-transform:uppercase}
.terms{font-size:13px;color:#495057}
@media (max-width:640px){.page{margin:8px;padding:16px;min-height:0}.items{grid-template-columns:1fr}.item img{width:88px;height:88px}.cover h1{font-size:26px}}
@media print{body{background:#fff}.page{box-shadow:none;margin:0;max-width:none;min-height:0;height:100vh;break-after:page}}
@page{size:A4;margin:12mm}`;

/** The brochure's HTML document. `date` is the day its prices are given for. */
export function brochureHtml(b: Brochure, date: Date): string {
  const total = b.pages.length + 2;
  const day = date.toISOString().slice(0, 10);
  const footer = (n: number) => `<footer><span>${h(b.title)}</span><span>Page ${n} of ${total}</span></footer>`;
  const logo = b.logo ? `<img src="${h(b.logo)}" alt="${h(b.brand)}">` : `<strong>${h(b.brand)}</strong>`;
  const toc = b.pages
    .map((p, i) => ({ range: p.range, page: i + 2 }))
    .filter((x, i, all) => i === 0 || all[i - 1].range !== x.range)
    .map((x) => `<li><span>${h(x.range)}</span><span>${x.page}</span></li>`)
    .join('');
  const cover = `<section class="page cover">
${b.logo ? `<img class="logo" src="${h(b.logo)}" alt="${h(b.brand)}">` : ''}<h1>${h(b.title)}</h1>
<p>${b.pages.reduce((n, p) => n + p.products.length, 0)} products, prices in NPR as of ${day}</p>
${b.cover ? `<img class="art" src="${h(b.cover)}" alt="" width="360" height="509">` : ''}
<h2>Contents</h2><ol class="toc">${toc || '<li>No products in this catalogue yet.</li>'}</ol>
${footer(1)}
</section>`;
  const pages = b.pages.map(
    (p, i) => `<section class="page">
<header>${logo}<h2>${h(p.range)}</h2></header>
<ul class="items">${p.products.map(productCard).join('\n')}</ul>
${footer(i + 2)}
</section>`,
  );
  const back = `<section class="page terms">
<header>${logo}<h2>Terms</h2></header>
<p>Prices are in Nepalese rupees (NPR), include VAT and are valid on ${day} while stocks last. A struck-through price is the
list price; the price in bold is what you pay. Pictures are for illustration. Every product carries the official
${h(b.brand)} warranty in Nepal.</p>
<p>Order online at CG Digital or visit any CG Digital store. Flexi Pay instalments and CG|Coins apply as shown at checkout.</p>
${footer(total)}
</section>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(b.title)} | CG Digital</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${[cover, ...pages, back].join('\n')}
</main>
</body>
</html>`;
}

/** The page for a catalogue file that does not exist, with the way back to the catalogues. */
export function missingBrochureHtml(message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Catalogue not found | CG Digital</title>
<style>${STYLE}.page{min-height:0;text-align:center}.page a{color:#e31e24;font-weight:700}</style>
</head>
<body>
<main><section class="page"><h1>Catalogue not found</h1><p>${h(message)}</p><p><a href="/catalogues/all">See all catalogues</a></p></section></main>
</body>
</html>`;
}
