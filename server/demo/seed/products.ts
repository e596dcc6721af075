// Generates the demo catalogue's products from the kinds, brands and category tree, deterministically:
// product i is drawn from a PRNG seeded with i, so the first products are the same whatever the count.
import { BRAND_BY_SLUG, SUPPLIERS } from './data/brands';
import { CATEGORIES } from './data/categories';
import { KINDS, type AxisValue, type KindDef } from './data/kinds';
import { SCOOTERS } from './data/scooter';
import { COLOURS, type ColourSlug } from '../media/palette';
import { Rng, hashString } from './random';

/** Content dates are relative to this fixed moment, so two seeds produce the same rows. */
export const EPOCH = Date.parse('2025-09-01T00:00:00Z');
export const DAY = 86_400_000;

export interface Place {
  categoryUrl: string;
  subUrl: string;
  typeUrl: string | null;
  subName: string;
  typeName: string | null;
}

export interface GeneratedProduct {
  id: number;
  name: string;
  slug: string;
  modelNumber: string;
  code: string;
  productCode: string;
  brandSlug: string;
  supplierSlug: string;
  place: Place;
  kindKey: string;
  pricePaisa: number;
  discountPricePaisa: number | null;
  discountPercent: number;
  stock: number;
  isService: boolean;
  isNew: boolean;
  productType: 'Combo' | 'Normal';
  bestDeal: boolean;
  isFeatured: boolean;
  prepayment: boolean;
  prepaymentValuePaisa: number | null;
  emiMonths: number;
  shortDescription: string;
  longDescription: string;
  quickOverview: string;
  featuredImage: string;
  altFeaturedImage: string;
  images: string[];
  searchText: string;
  warranty: string;
  createdAt: string;
  specs: [string, string][];
  /**
   * Feature filter values: [filter name, value] within the product's sub-category, exactly what its
   * specification shows for each of the sub-category's filter groups (filtersFromSpecs).
   */
  filters: [string, string][];
  comboItems: number[];
  /** A short name ("Samsung Crystal 4K UHD Smart TV") used in combos and banners. */
  shortName: string;
}

export interface ProductSet {
  products: GeneratedProduct[];
  /** Feature filters per sub-category url: filter name → values in order. */
  filters: Map<string, Map<string, string[]>>;
}

/** Storefront-style slug: lower case, anything but letters and digits becomes one dash. */
export function slugify(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const placeOfKind = new Map<string, Place>();
for (const c of CATEGORIES) {
  for (const sub of c.subs) {
    for (const k of sub.kinds ?? []) {
      placeOfKind.set(k, { categoryUrl: c.url, subUrl: sub.url, typeUrl: null, subName: sub.name, typeName: null });
    }
    for (const type of sub.types ?? []) {
      for (const k of type.kinds) {
        placeOfKind.set(k, { categoryUrl: c.url, subUrl: sub.url, typeUrl: type.url, subName: sub.name, typeName: type.name });
      }
    }
  }
}

export function placeOf(kindKey: string): Place {
  const place = placeOfKind.get(kindKey);
  if (!place) throw new Error(`kind ${kindKey} has no place in the category tree`);
  return place;
}

const SUPPLIER_OF_CATEGORY: Record<string, string[]> = {
  'tv-audio': ['cg-digital', 'himalayan-appliances'],
  'home-appliances': ['cg-digital', 'himalayan-appliances'],
  'kitchen-appliances': ['himalayan-appliances', 'cg-digital'],
  'mobiles-tablets': ['kathmandu-mobile-hub', 'cg-digital'],
  'computers-laptops': ['everest-computers', 'cg-digital'],
  'air-conditioners-coolers': ['nepal-cooling-solutions', 'cg-digital'],
  'small-appliances': ['cg-digital', 'himalayan-appliances'],
  'personal-care': ['cg-digital', 'kathmandu-mobile-hub'],
  cameras: ['everest-computers', 'cg-digital'],
  'electric-mobility': ['green-ride-mobility'],
  services: ['cg-digital'],
};

/** NPR amounts the way shops write them: 1,499 / 12,490 / 84,990. Returns paisa. */
export function shopPrice(rupees: number): number {
  let r: number;
  if (rupees < 2000) r = Math.max(99, Math.round(rupees / 50) * 50 - 1);
  else if (rupees < 20000) r = Math.round(rupees / 100) * 100 - 10;
  else r = Math.round(rupees / 1000) * 1000 - 10;
  return r * 100;
}

function fillModel(template: string, rng: Rng, brandCode: string, axisCodes: string[], seriesCode: string): string {
  return template.replace(/\{(B|S|L|D|A\d)\}/g, (_, token: string) => {
    if (token === 'B') return brandCode;
    if (token === 'S') return seriesCode;
    if (token === 'L') return rng.letter();
    if (token === 'D') return rng.digit();
    return axisCodes[Number(token.slice(1))] ?? '';
  });
}

const axisCode = (a: AxisValue): string => a.m ?? (a.v.match(/\d+/)?.[0] ?? '').slice(0, 3);
const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function productImage(draw: string, brandSlug: string, colour: string, id: number, view: number): string {
  return `/media/product/${draw}/${brandSlug}/${colour}/${id}-${view}.svg`;
}

interface Uniq {
  models: Set<string>;
  slugs: Set<string>;
}

/** Generates `count` products: the scooters first, then catalogue products, then combos. */
export function generateProducts(count: number): ProductSet {
  const products: GeneratedProduct[] = [];
  const filters = new Map<string, Map<string, string[]>>();
  const uniq: Uniq = { models: new Set(), slugs: new Set() };

  // Declare every filter group and its values up front, in a stable order.
  for (const kind of KINDS) {
    const place = placeOf(kind.key);
    for (const axis of kind.axes) {
      if (!axis.filter) continue;
      const groups = filters.get(place.subUrl) ?? new Map<string, string[]>();
      const values = groups.get(axis.spec) ?? [];
      for (const value of axis.values) if (!values.includes(value.v)) values.push(value.v);
      groups.set(axis.spec, values);
      filters.set(place.subUrl, groups);
    }
  }

  const scooters = SCOOTERS.slice(0, Math.max(0, Math.min(SCOOTERS.length, count)));
  scooters.forEach((s, i) => products.push(scooterProduct(s, i + 1, uniq)));

  const comboCount = count >= 50 ? Math.max(2, Math.round(count * 0.015)) : 0;
  const normalCount = count - scooters.length - comboCount;
  // Listings show the newest (highest id) first: the combos come after the first 40 % of the range, so a
  // category opens on its own products and its combos sit among the older ones. Each product keeps the
  // content of its place in the range (its seed), whatever ids the combos take before it.
  const combosAfter = Math.ceil(normalCount * 0.4);
  const comboParts = new Set<number>();
  for (let i = 0; i < normalCount; i++) {
    if (i === combosAfter) {
      const pool = products.slice(scooters.length);
      const pools = comboPools(pool);
      for (let j = 0; j < comboCount; j++) {
        const combo = comboProduct(products.length + 1, j, pool, pools, uniq);
        combo.comboItems.forEach((id) => comboParts.add(id));
        products.push(combo);
      }
    }
    products.push(catalogueProduct(products.length + 1, uniq, scooters.length + i + 1));
  }
  const range = products.filter((p) => p.productType === 'Normal' && p.brandSlug !== 'ola-electric');
  // Pre-booking needs a few products whatever the count: the first big-ticket ones when chance gave too few.
  const eligible = range.filter((p) => !p.isService && !comboParts.has(p.id) && (p.discountPricePaisa ?? p.pricePaisa) >= 20_000_00);
  for (const p of eligible) {
    if (range.filter((x) => x.prepayment).length >= 3) break;
    if (p.prepayment) continue;
    const sale = p.discountPricePaisa ?? p.pricePaisa;
    p.prepayment = true;
    p.prepaymentValuePaisa = Math.max(1000_00, Math.round(sale / 10 / 100_000) * 100_000);
  }
  for (const p of products) p.filters = filtersFromSpecs(p.specs, filters.get(p.place.subUrl));
  return { products, filters };
}

/**
 * What a product's specification shows for the feature groups of its sub-category: a facet value
 * counts exactly the products whose specification shows it, whichever kind of product set the
 * value (an axis of one kind, a fixed specification of another, a scooter's own data). A value no
 * axis declared joins its group in the order of its number.
 */
export function filtersFromSpecs(specs: readonly [string, string][], groups: Map<string, string[]> | undefined): [string, string][] {
  if (!groups) return [];
  const shown: [string, string][] = [];
  for (const [name, value] of specs) {
    const values = groups.get(name);
    if (!values) continue;
    if (!values.includes(value)) values.splice(placeAmong(values, value), 0, value);
    shown.push([name, value]);
  }
  return shown;
}

/** Where a new value goes in its group: before the first value with a larger leading number ('151 km' before '195 km'), else last. */
function placeAmong(values: readonly string[], value: string): number {
  const leading = (s: string) => Number.parseFloat(s);
  const n = leading(value);
  const at = Number.isNaN(n) ? -1 : values.findIndex((x) => leading(x) > n);
  return at === -1 ? values.length : at;
}

function uniqueSlug(name: string, uniq: Uniq, id: number): string {
  let slug = slugify(name);
  if (uniq.slugs.has(slug)) slug = `${slug}-${id}`;
  uniq.slugs.add(slug);
  return slug;
}

function scooterProduct(s: (typeof SCOOTERS)[number], id: number, uniq: Uniq): GeneratedProduct {
  uniq.models.add(s.modelNumber);
  const colour = s.colours[0].slug;
  const name = `${s.productName} Electric Scooter`;
  const images = [1, 2, 3].map((n) => `/media/scooter/${colour}/${n}.svg`);
  return {
    id, name, slug: uniqueSlug(name, uniq, id), modelNumber: s.modelNumber,
    code: `S1-${String(id).padStart(6, '0')}`, productCode: `10${String(id).padStart(7, '0')}`,
    brandSlug: 'ola-electric', supplierSlug: 'green-ride-mobility', place: placeOf('e-scooter'), kindKey: 'e-scooter',
    pricePaisa: s.pricePaisa, discountPricePaisa: null, discountPercent: 0, stock: 25, isService: false, isNew: true,
    productType: 'Normal', bestDeal: false, isFeatured: true, prepayment: true, prepaymentValuePaisa: s.reserveAmountPaisa,
    emiMonths: 24, shortDescription: s.shortDescription,
    longDescription:
      `<h3>${escapeHtml(s.productName)}</h3><p>${escapeHtml(s.shortDescription)}</p><ul>` +
      s.highlights.map((h) => `<li>${escapeHtml(h)}</li>`).join('') +
      `</ul><p>Available in ${s.colours.map((c) => escapeHtml(c.option_value)).join(', ')}.</p>`,
    quickOverview: '<ul>' + s.specs.slice(0, 4).map(([k, v]) => `<li>${escapeHtml(k)}: ${escapeHtml(v)}</li>`).join('') + '</ul>',
    featuredImage: images[0], altFeaturedImage: images[1], images,
    searchText: `${name} ${s.modelNumber} ola electric electric scooter`.toLowerCase(),
    warranty: '3 Years vehicle, 8 Years battery',
    createdAt: new Date(EPOCH - (10 + id) * DAY).toISOString(),
    specs: [...s.specs, ['Colours', s.colours.map((c) => c.option_value).join(', ')]],
    filters: [],
    comboItems: [], shortName: s.productName,
  };
}

/** Whether `words` appear whole in `text` ('Mini' in 'Mini Refrigerator', not 'Pro' in 'Projector'). */
const namesWithin = (text: string, words: string): boolean => words !== '' && ` ${text.toLowerCase()} `.includes(` ${words.toLowerCase()} `);

/**
 * A name as a person writes it: single spaces, and a word never twice in a row ('Xiaomi Xiaomi 14',
 * 'CG CG Care', 'Dual Inverter Inverter Split AC' from a brand, line and noun that overlap).
 */
export function withoutRepeats(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words.filter((w, i) => i === 0 || !/\p{L}/u.test(w) || w.toLowerCase() !== words[i - 1].toLowerCase()).join(' ');
}

function pickValue(rng: Rng, list: readonly AxisValue[]): AxisValue {
  return rng.pick(list);
}

/** A product of the range; `seed` (its place in the range) decides everything but its id. */
function catalogueProduct(id: number, uniq: Uniq, seed: number): GeneratedProduct {
  const rng = new Rng(hashString(`product:${seed}`));
  const kind: KindDef = rng.weighted(KINDS, (k) => k.weight);
  const place = placeOf(kind.key);
  const brandSlug = rng.pick(kind.brands);
  const brand = BRAND_BY_SLUG.get(brandSlug);
  if (!brand) throw new Error(`kind ${kind.key} names unknown brand ${brandSlug}`);
  const seriesList = kind.series[brandSlug] ?? kind.series.default;
  const series = pickValue(rng, seriesList);
  // (One draw per axis whatever the line allows, so every other product's content stays as it was.)
  const values = kind.axes.map((axis) => pickValue(rng, axis.values.filter((x) => series.only?.[axis.spec]?.includes(x.v) ?? true)));
  const colour: ColourSlug = rng.pick(kind.colours);

  let factor = brand.tier * (series.f ?? 1);
  for (const value of values) factor *= value.f ?? 1;
  const rupees = kind.base * factor * (0.92 + rng.next() * 0.16);
  const pricePaisa = shopPrice(rupees);

  const template = kind.modelBy?.[brandSlug] ?? kind.model;
  const codes = values.map(axisCode);
  let model = fillModel(template, rng, brand.code, codes, axisCode(series));
  for (let attempt = 0; uniq.models.has(model) && attempt < 30; attempt++) {
    model = fillModel(template, rng, brand.code, codes, axisCode(series));
  }
  if (uniq.models.has(model)) model = `${model}-${id}`;
  uniq.models.add(model);

  // A line the noun already names is not said twice ('Tower 35L Tower Air Cooler').
  const seriesName = series.n ?? series.v;
  const parts = { brand: brand.name, series: namesWithin(kind.noun, seriesName) ? '' : seriesName, noun: kind.noun, model, a: values.map((x) => x.n ?? x.v) };
  const title = kind.title ?? ((p: typeof parts) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.model}`);
  const name = withoutRepeats(title(parts).replace(/\(\s+/g, '('));
  const shortName = withoutRepeats([brand.name, parts.series, kind.noun].join(' '));

  const isService = kind.service === true;
  const isNew = rng.chance(0.08);
  const bestDeal = !isService && rng.chance(0.06);
  let discountPricePaisa: number | null = null;
  if (bestDeal || rng.chance(0.55)) {
    const pct = bestDeal ? rng.int(12, 35) : rng.int(3, 25);
    const d = shopPrice((pricePaisa / 100) * (1 - pct / 100));
    if (d < pricePaisa) discountPricePaisa = d;
  }
  const discountPercent = discountPricePaisa === null ? 0 : Math.round(((pricePaisa - discountPricePaisa) / pricePaisa) * 100);
  const salePaisa = discountPricePaisa ?? pricePaisa;
  const prepayment = !isService && salePaisa >= 20_000_00 && rng.chance(0.012);
  const prepaymentValuePaisa = prepayment ? Math.max(1000_00, Math.round(salePaisa / 10 / 100_000) * 100_000) : null;
  const big = salePaisa >= 30_000_00;
  const stock = isService ? 999 : rng.chance(0.12) ? 0 : big ? rng.int(1, 20) : rng.int(1, 80);
  const ageDays = isNew ? rng.int(0, 20) : rng.int(21, 540);
  const createdAt = new Date(EPOCH - ageDays * DAY - rng.int(0, 86_399) * 1000).toISOString();
  const supplierSlug = rng.pick(SUPPLIER_OF_CATEGORY[place.categoryUrl] ?? [SUPPLIERS[0].slug]);

  const specs: [string, string][] = kind.axes.map((axis, i) => [axis.spec, values[i].v]);
  for (const f of kind.fixed ?? []) if (!specs.some(([n]) => n === f[0])) specs.push(f);
  if (!isService) specs.push(['Colour', COLOURS[colour].name]);
  specs.push(['Warranty', kind.warranty]);

  const highlights = rng.sample(kind.highlights, Math.min(4, kind.highlights.length));
  const images = [1, 2, 3].map((view) => productImage(kind.draw, brandSlug, colour, id, view));
  const shortDescription = `${highlights.slice(0, 2).join('. ')}.`;
  const longDescription =
    `<h3>${escapeHtml(shortName)}</h3>` +
    `<p>The ${escapeHtml(name)} brings ${escapeHtml(brand.name)} quality to your ${isService ? 'home' : 'everyday life'}, ` +
    `with ${escapeHtml(specs.slice(0, 2).map(([k, v]) => `${k.toLowerCase()} of ${v}`).join(' and '))}.</p>` +
    `<ul>${highlights.map((h) => `<li>${escapeHtml(h)}</li>`).join('')}</ul>` +
    `<p>Warranty: ${escapeHtml(kind.warranty)}. ${isService ? 'Booked slots are confirmed by phone within a working day.' : 'Genuine product with official brand warranty in Nepal.'}</p>`;
  const quickOverview = `<ul>${specs.slice(0, 4).map(([k, v]) => `<li><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</li>`).join('')}</ul>`;

  return {
    id, name, slug: uniqueSlug(name, uniq, id), modelNumber: model,
    code: `${brand.code}-${String(id).padStart(6, '0')}`, productCode: `10${String(id).padStart(7, '0')}`,
    brandSlug, supplierSlug, place, kindKey: kind.key, pricePaisa, discountPricePaisa, discountPercent, stock,
    isService, isNew, productType: 'Normal', bestDeal, isFeatured: rng.chance(0.05), prepayment, prepaymentValuePaisa,
    emiMonths: salePaisa >= 10_000_00 && !isService ? 12 : 0,
    shortDescription, longDescription, quickOverview,
    featuredImage: images[0], altFeaturedImage: images[1], images,
    searchText: [name, model, brand.name, kind.noun, place.subName, place.typeName ?? ''].join(' ').toLowerCase(),
    warranty: kind.warranty, createdAt, specs, filters: [], comboItems: [], shortName,
  };
}

/** What a combo may bundle with a main product of each category: things bought together (a TV and a soundbar, not an iron). */
const COMBO_PARTNERS: Record<string, string[]> = {
  'tv-audio': ['tv-audio'],
  'home-appliances': ['small-appliances', 'kitchen-appliances'],
  'kitchen-appliances': ['kitchen-appliances'],
  'mobiles-tablets': ['mobiles-tablets', 'tv-audio'],
  'computers-laptops': ['computers-laptops', 'tv-audio'],
  'air-conditioners-coolers': ['air-conditioners-coolers'],
  'small-appliances': ['small-appliances'],
  'personal-care': ['personal-care'],
  cameras: ['cameras', 'computers-laptops'],
};

/**
 * A combo's list and selling price from its parts' selling prices: the list price is what the parts
 * cost apart; the combo saves up to 8 % of that but never more than half the cheapest part, so it
 * always costs more than its dearest part alone and never more than the parts bought separately.
 */
function comboPrice(partsPaisa: readonly number[]): { pricePaisa: number; discountPricePaisa: number | null } {
  const sum = partsPaisa.reduce((s, p) => s + p, 0);
  const dearest = Math.max(...partsPaisa);
  const saving = Math.min(sum * 0.08, Math.min(...partsPaisa) * 0.5);
  const rounded = shopPrice((sum - saving) / 100);
  const sale = rounded > dearest && rounded < sum ? rounded : null;
  return { pricePaisa: sum, discountPricePaisa: sale };
}

interface ComboPools {
  mains: GeneratedProduct[];
  cheap: GeneratedProduct[];
  cheapByCategory: Map<string, GeneratedProduct[]>;
  /** Add-on candidates per main category, built on first use. */
  partners: Map<string, GeneratedProduct[]>;
}

function comboPools(pool: GeneratedProduct[]): ComboPools {
  const usable = pool.filter((p) => !p.isService && !p.prepayment && p.place.categoryUrl !== 'electric-mobility');
  const cheap = usable.filter((p) => p.pricePaisa < 10_000_00);
  const cheapByCategory = new Map<string, GeneratedProduct[]>();
  for (const p of cheap) {
    const list = cheapByCategory.get(p.place.categoryUrl);
    if (list) list.push(p);
    else cheapByCategory.set(p.place.categoryUrl, [p]);
  }
  const mains = usable.filter((p) => p.pricePaisa >= 20_000_00);
  return { mains: mains.length ? mains : usable.length ? usable : pool, cheap: cheap.length ? cheap : pool, cheapByCategory, partners: new Map() };
}

function comboProduct(id: number, j: number, pool: GeneratedProduct[], pools: ComboPools, uniq: Uniq): GeneratedProduct {
  const rng = new Rng(hashString(`combo:${j}`));
  const a = rng.pick(pools.mains);
  let partners = pools.partners.get(a.place.categoryUrl);
  if (!partners) {
    partners = (COMBO_PARTNERS[a.place.categoryUrl] ?? [a.place.categoryUrl]).flatMap((c) => pools.cheapByCategory.get(c) ?? []);
    pools.partners.set(a.place.categoryUrl, partners);
  }
  let b = rng.pick(partners.length ? partners : pools.cheap);
  for (let attempt = 0; attempt < 10 && (b.place.subUrl === a.place.subUrl || b.id === a.id) && partners.length > 1; attempt++) b = rng.pick(partners);
  if (b.id === a.id) b = pool[(pool.indexOf(a) + 1) % pool.length];
  const { pricePaisa, discountPricePaisa } = comboPrice([a, b].map((p) => p.discountPricePaisa ?? p.pricePaisa));
  const model = `CMB-${a.modelNumber}`.slice(0, 40);
  uniq.models.add(model);
  const name = `${a.shortName} + ${b.shortName} Combo ${model}`;
  const images = a.images.map((src) => src.replace(/\/\d+-(\d)\.svg$/, `/${id}-$1.svg`));
  return {
    ...a,
    id, name, slug: uniqueSlug(name, uniq, id), modelNumber: model,
    code: `CMB-${String(id).padStart(6, '0')}`, productCode: `10${String(id).padStart(7, '0')}`,
    pricePaisa, discountPricePaisa,
    discountPercent: discountPricePaisa !== null ? Math.round(((pricePaisa - discountPricePaisa) / pricePaisa) * 100) : 0,
    stock: Math.min(a.stock, b.stock, 10), isNew: false, productType: 'Combo', bestDeal: false, isFeatured: rng.chance(0.3),
    prepayment: false, prepaymentValuePaisa: null,
    shortDescription: `Buy the ${a.shortName} together with the ${b.shortName} and save more.`,
    longDescription: `<h3>Combo offer</h3><p>This bundle contains:</p><ul><li>${escapeHtml(a.name)}</li><li>${escapeHtml(b.name)}</li></ul><p>Both products carry their full brand warranty.</p>`,
    quickOverview: `<ul><li>${escapeHtml(a.name)}</li><li>${escapeHtml(b.name)}</li></ul>`,
    featuredImage: images[0], altFeaturedImage: images[1], images,
    searchText: `${name} ${a.searchText} ${b.searchText}`.slice(0, 600),
    createdAt: new Date(EPOCH - rng.int(5, 120) * DAY).toISOString(),
    specs: [['Combo Includes', `${a.name}; ${b.name}`], ...a.specs.filter(([k]) => k !== 'Colour')],
    comboItems: [a.id, b.id], shortName: `${a.shortName} Combo`,
  };
}
