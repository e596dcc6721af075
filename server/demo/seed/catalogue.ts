// Seeds locations, the category tree, brands, suppliers, products and everything hanging off them.
import type { Queryable } from '../../db/types';
import { BRANDS, SUPPLIERS } from './data/brands';
import { CATEGORIES } from './data/categories';
import { COUNTRIES } from './data/countries';
import { NEPAL_PROVINCES, allAreas, allCities } from './data/nepal-locations';
import { insertRows, syncSequence, type Row } from './insert';
import { DAY, EPOCH, generateProducts, productImage, shopPrice, slugify, type GeneratedProduct } from './products';
import { Rng, hashString } from './random';

export interface CatalogueIds {
  categoryId: Map<string, number>;
  subId: Map<string, number>;
  typeId: Map<string, number>;
  brandId: Map<string, number>;
  supplierId: Map<string, number>;
  products: GeneratedProduct[];
  couponId: Map<string, number>;
  flashSaleId: number;
  flashSaleProducts: number[];
}

type Log = (s: string) => void;

export async function seedLocations(tx: Queryable): Promise<void> {
  await insertRows(tx, 'provinces', { id: 'int', name: 'text' }, NEPAL_PROVINCES.map((p) => ({ id: p.id, name: p.name })));
  await insertRows(tx, 'cities', { id: 'int', province_id: 'int', name: 'text' }, allCities());
  await insertRows(tx, 'areas', { id: 'int', city_id: 'int', name: 'text' }, allAreas());
  await insertRows(tx, 'countries', { code: 'text', name: 'text', dial_code: 'text' }, COUNTRIES.map((c) => ({ ...c })));
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function seedCatalogue(tx: Queryable, productCount: number, log: Log): Promise<CatalogueIds> {
  const categoryId = new Map<string, number>();
  const subId = new Map<string, number>();
  const typeId = new Map<string, number>();
  const cats: Row[] = [];
  const subs: Row[] = [];
  const types: Row[] = [];
  CATEGORIES.forEach((c, ci) => {
    const id = ci + 1;
    categoryId.set(c.url, id);
    cats.push({
      id, name: c.name, category_url: c.url, icon: `/media/category/${c.url}.svg`, image: `/media/category/${c.url}.svg`,
      position: ci + 1, meta_title: `${c.name} Price in Nepal`, meta_description: `Buy ${c.name.toLowerCase()} online in Nepal at the best price, with EMI and free delivery in the valley.`,
      meta_keywords: `${c.name}, ${c.subs.map((s) => s.name).slice(0, 4).join(', ')}`,
    });
    c.subs.forEach((s, si) => {
      const sid = subs.length + 1;
      subId.set(s.url, sid);
      subs.push({
        id: sid, category_id: id, name: s.name, sub_category_url: s.url, icon: `/media/category/${s.url}.svg`, image: `/media/category/${s.url}.svg`,
        position: si + 1, meta_title: `${s.name} Price in Nepal`, meta_description: `Shop ${s.name.toLowerCase()} from top brands in Nepal.`, meta_keywords: s.name,
      });
      (s.types ?? []).forEach((t, ti) => {
        const tid = types.length + 1;
        typeId.set(t.url, tid);
        types.push({
          id: tid, sub_category_id: sid, name: t.name, sub_category_type_url: t.url, icon: `/media/category/${t.url}.svg`, image: `/media/category/${t.url}.svg`,
          position: ti + 1, meta_title: `${t.name} Price in Nepal`, meta_description: `Shop ${t.name.toLowerCase()} in Nepal.`, meta_keywords: t.name,
        });
      });
    });
  });
  const meta = { meta_title: 'text', meta_description: 'text', meta_keywords: 'text' } as const;
  await insertRows(tx, 'categories', { id: 'int', name: 'text', category_url: 'text', icon: 'text', image: 'text', position: 'int', ...meta }, cats);
  await insertRows(tx, 'sub_categories', { id: 'int', category_id: 'int', name: 'text', sub_category_url: 'text', icon: 'text', image: 'text', position: 'int', ...meta }, subs);
  await insertRows(tx, 'sub_category_types', { id: 'int', sub_category_id: 'int', name: 'text', sub_category_type_url: 'text', icon: 'text', image: 'text', position: 'int', ...meta }, types);

  const brandId = new Map<string, number>();
  await insertRows(
    tx, 'brands',
    { id: 'int', name: 'text', brand_url: 'text', image: 'text', banner: 'text', description: 'text', position: 'int', is_featured: 'bool', ...meta },
    BRANDS.map((b, i) => {
      brandId.set(b.slug, i + 1);
      return {
        id: i + 1, name: b.name, brand_url: b.slug, image: `/media/brand/${b.slug}.svg`, banner: `/media/brand-banner/${b.slug}.svg`,
        description: `${b.name}: ${b.tagline}. Genuine ${b.name} products with official warranty in Nepal.`, position: i + 1, is_featured: b.featured === true,
        meta_title: `${b.name} Products Price in Nepal`, meta_description: `Buy genuine ${b.name} products online in Nepal with official warranty.`, meta_keywords: `${b.name}, ${b.name} Nepal, ${b.name} price`,
      };
    }),
  );
  const supplierId = new Map<string, number>();
  await insertRows(
    tx, 'suppliers',
    { id: 'int', name: 'text', slug: 'text', logo: 'text', banner: 'text', description: 'text', phone: 'text', email: 'text', address: 'text', position: 'int' },
    SUPPLIERS.map((s, i) => {
      supplierId.set(s.slug, i + 1);
      return { id: i + 1, name: s.name, slug: s.slug, logo: `/media/supplier/${s.slug}.svg`, banner: `/media/supplier-banner/${s.slug}.svg`, description: s.description, phone: s.phone, email: s.email, address: s.address, position: i + 1 };
    }),
  );
  for (const t of ['categories', 'sub_categories', 'sub_category_types', 'brands', 'suppliers']) await syncSequence(tx, t);

  log(`generating ${productCount} products`);
  const { products, filters } = generateProducts(productCount);

  // Feature filters and their values.
  const filterRows: Row[] = [];
  const valueRows: Row[] = [];
  const valueId = new Map<string, number>();
  for (const [subUrl, groups] of filters) {
    let position = 0;
    for (const [name, values] of groups) {
      const fid = filterRows.length + 1;
      filterRows.push({ id: fid, sub_category_id: subId.get(subUrl), name, slug: slugify(name), position: ++position });
      values.forEach((v, i) => {
        const vid = valueRows.length + 1;
        valueRows.push({ id: vid, feature_filter_id: fid, feature_value: v, position: i + 1 });
        valueId.set(`${subUrl}\u0000${name}\u0000${v}`, vid);
      });
    }
  }
  await insertRows(tx, 'feature_filters', { id: 'int', sub_category_id: 'int', name: 'text', slug: 'text', position: 'int' }, filterRows);
  await insertRows(tx, 'feature_filter_values', { id: 'int', feature_filter_id: 'int', feature_value: 'text', position: 'int' }, valueRows);
  await syncSequence(tx, 'feature_filters');
  await syncSequence(tx, 'feature_filter_values');

  const featureId = new Map<string, number>();
  for (const p of products) for (const [name] of p.specs) if (!featureId.has(name)) featureId.set(name, featureId.size + 1);
  await insertRows(tx, 'product_features', { id: 'int', name: 'text' }, [...featureId].map(([name, id]) => ({ id, name })));
  await syncSequence(tx, 'product_features');

  const productColumns = {
    id: 'bigint', name: 'text', slug: 'text', model_number: 'text', code: 'text', product_code: 'text', brand_id: 'int', supplier_id: 'int',
    category_id: 'int', sub_category_id: 'int', sub_category_type_id: 'int', price_paisa: 'bigint', discount_price_paisa: 'bigint',
    discount_percent: 'numeric', stock_quantity: 'int', is_service: 'bool', is_new: 'bool', product_type: 'text', best_deal: 'bool',
    is_featured: 'bool', prepayment: 'bool', prepayment_value_paisa: 'bigint', emi_months: 'int', short_description: 'text',
    long_description: 'text', quick_overview: 'text', featured_image: 'text', alt_featured_image: 'text', search_text: 'text',
    warranty: 'text', meta_title: 'text', meta_description: 'text', meta_keywords: 'text', created_at: 'timestamptz', updated_at: 'timestamptz',
  } as const;
  const BATCH = 2000;
  for (let start = 0; start < products.length; start += BATCH) {
    const chunk = products.slice(start, start + BATCH);
    await insertRows(tx, 'products', productColumns, chunk.map((p) => ({
      id: p.id, name: p.name, slug: p.slug, model_number: p.modelNumber, code: p.code, product_code: p.productCode,
      brand_id: brandId.get(p.brandSlug), supplier_id: supplierId.get(p.supplierSlug), category_id: categoryId.get(p.place.categoryUrl),
      sub_category_id: subId.get(p.place.subUrl), sub_category_type_id: p.place.typeUrl ? typeId.get(p.place.typeUrl) : null,
      price_paisa: p.pricePaisa, discount_price_paisa: p.discountPricePaisa, discount_percent: p.discountPercent, stock_quantity: p.stock,
      is_service: p.isService, is_new: p.isNew, product_type: p.productType, best_deal: p.bestDeal, is_featured: p.isFeatured,
      prepayment: p.prepayment, prepayment_value_paisa: p.prepaymentValuePaisa, emi_months: p.emiMonths,
      short_description: p.shortDescription, long_description: p.longDescription, quick_overview: p.quickOverview,
      featured_image: p.featuredImage, alt_featured_image: p.altFeaturedImage, search_text: p.searchText, warranty: p.warranty,
      meta_title: `${p.name} Price in Nepal`, meta_description: `Buy ${p.name} at the best price in Nepal. ${p.shortDescription}`.slice(0, 300),
      meta_keywords: [p.shortName, p.modelNumber, `${p.shortName} price in Nepal`].join(', '), created_at: p.createdAt, updated_at: p.createdAt,
    })), 1000);
    await insertRows(tx, 'product_images', { product_id: 'bigint', image: 'text', alt: 'text', position: 'int' },
      chunk.flatMap((p) => p.images.map((image, i) => ({ product_id: p.id, image, alt: `${p.name} image ${i + 1}`, position: i + 1 }))), 3000);
    await insertRows(tx, 'product_specifications', { product_id: 'bigint', product_feature_id: 'int', feature_value: 'text', position: 'int' },
      chunk.flatMap((p) => p.specs.map(([name, value], i) => ({ product_id: p.id, product_feature_id: featureId.get(name), feature_value: value, position: i + 1 }))), 5000);
    const pfv: Row[] = [];
    for (const p of chunk) {
      const seen = new Set<number>();
      for (const [name, value] of p.filters) {
        const id = valueId.get(`${p.place.subUrl}\u0000${name}\u0000${value}`);
        if (id !== undefined && !seen.has(id)) {
          seen.add(id);
          pfv.push({ product_id: p.id, feature_filter_value_id: id });
        }
      }
    }
    await insertRows(tx, 'product_filter_values', { product_id: 'bigint', feature_filter_value_id: 'int' }, pfv, 5000);
    if (products.length > 5000) log(`products ${Math.min(start + BATCH, products.length)} / ${products.length}`);
  }
  await syncSequence(tx, 'products');
  await syncSequence(tx, 'product_images');
  await syncSequence(tx, 'product_specifications');

  await insertRows(tx, 'product_combo_items', { combo_product_id: 'bigint', item_product_id: 'bigint', qty: 'int', position: 'int' },
    products.flatMap((p) => p.comboItems.map((item, i) => ({ combo_product_id: p.id, item_product_id: item, qty: 1, position: i + 1 }))));

  await seedFreeItems(tx, products);
  await seedReviews(tx, products);
  const couponId = await seedCoupons(tx, products);
  const { flashSaleId, flashSaleProducts } = await seedFlashSale(tx, products);
  return { categoryId, subId, typeId, brandId, supplierId, products, couponId, flashSaleId, flashSaleProducts };
}

const GIFTS: Record<string, { name: string; draw: string; rupees: number; colour: string }> = {
  'tv-audio': { name: 'Bluetooth Speaker', draw: 'speaker', rupees: 2999, colour: 'black' },
  'home-appliances': { name: 'Voltage Stabilizer', draw: 'powerbox', rupees: 3499, colour: 'grey' },
  'kitchen-appliances': { name: 'Electric Kettle 1.5 L', draw: 'kettle', rupees: 1499, colour: 'steel' },
  'mobiles-tablets': { name: 'Bluetooth Neckband', draw: 'neckband', rupees: 1299, colour: 'black' },
  'computers-laptops': { name: 'Wireless Keyboard and Mouse', draw: 'keyboard', rupees: 1999, colour: 'black' },
  'air-conditioners-coolers': { name: 'Voltage Stabilizer 4 kVA', draw: 'powerbox', rupees: 5499, colour: 'grey' },
  'small-appliances': { name: 'Emergency Light', draw: 'lamp', rupees: 899, colour: 'white' },
  'personal-care': { name: 'Beard Trimmer', draw: 'trimmer', rupees: 1499, colour: 'black' },
  cameras: { name: 'Portable SSD 500 GB', draw: 'storage', rupees: 6999, colour: 'black' },
  'electric-mobility': { name: 'Steelbird Helmet', draw: 'helmet', rupees: 2599, colour: 'black' },
};

async function seedFreeItems(tx: Queryable, products: GeneratedProduct[]): Promise<void> {
  const rows: Row[] = [];
  const cheap: GeneratedProduct[] = [];
  for (const p of products) {
    const rng = new Rng(hashString(`free:${p.id}`));
    const sale = p.discountPricePaisa ?? p.pricePaisa;
    const gift = GIFTS[p.place.categoryUrl];
    if (!p.isService && p.productType === 'Normal' && sale >= 15_000_00 && gift && p.id > 2 && rng.chance(0.08)) {
      const linked = cheap.length > 0 && rng.chance(0.3) ? rng.pick(cheap) : null;
      rows.push(linked
        ? { product_id: p.id, free_product_id: linked.id, name: linked.shortName, image: linked.featuredImage, price_paisa: linked.discountPricePaisa ?? linked.pricePaisa }
        : { product_id: p.id, free_product_id: null, name: gift.name, image: productImage(gift.draw, 'cg', gift.colour, p.id, 1), price_paisa: gift.rupees * 100 });
    }
    if (!p.isService && p.productType === 'Normal' && sale < 3_000_00 && p.stock > 0 && cheap.length < 200) cheap.push(p);
  }
  await insertRows(tx, 'product_free_items', { product_id: 'bigint', free_product_id: 'bigint', name: 'text', image: 'text', price_paisa: 'bigint' }, rows);
}

const FIRST = ['Aarav', 'Sita', 'Bikash', 'Sunita', 'Pradeep', 'Anjali', 'Suman', 'Kiran', 'Nabin', 'Pooja', 'Rojina', 'Sagar', 'Binod', 'Asmita', 'Rajesh', 'Manisha', 'Dipesh', 'Srijana', 'Prakash', 'Kabita', 'Nirajan', 'Sabina', 'Roshan', 'Alisha'];
const LAST = ['Shrestha', 'Sharma', 'Thapa', 'Gurung', 'Tamang', 'Rai', 'Magar', 'Adhikari', 'KC', 'Karki', 'Maharjan', 'Joshi', 'Bhandari', 'Poudel', 'Limbu', 'Bista'];
const REVIEW_TEXT: Record<number, { summary: string[]; review: string[] }> = {
  5: {
    summary: ['Excellent product', 'Worth every rupee', 'Highly recommended', 'Superb quality', 'Best purchase this year'],
    review: ['Delivered in two days inside the valley and the installation team was on time. Works perfectly.', 'Great build quality and exactly as described. The CG|Coins were a nice bonus.', 'Using it daily for a month now, no complaints at all. Paid with EMI and it was smooth.', 'Better than I expected for the price. Packaging was very good.'],
  },
  4: {
    summary: ['Very good', 'Good value for money', 'Happy with it', 'Nice product'],
    review: ['Good product overall. Delivery took a bit longer to Pokhara but it arrived safely.', 'Works well. The manual could be clearer but customer care helped on the phone.', 'Solid performance for the price. Would buy again during the next sale.'],
  },
  3: {
    summary: ['Average', 'Okay for the price', 'Decent'],
    review: ['It does the job, nothing special. Expected a little more at this price.', 'Average experience. Product is fine but the delivery was delayed by a few days.'],
  },
  2: { summary: ['Not satisfied', 'Could be better'], review: ['Had an issue in the first week; the service centre fixed it but it took time.'] },
  1: { summary: ['Disappointed'], review: ['Stopped working after a few days. Waiting for the replacement.'] },
};

async function seedReviews(tx: Queryable, products: GeneratedProduct[]): Promise<void> {
  const rows: Row[] = [];
  for (const p of products) {
    const rng = new Rng(hashString(`reviews:${p.id}`));
    if (p.isService || !rng.chance(p.id <= 2 ? 1 : 0.3)) continue;
    const n = p.id <= 2 ? 4 : rng.int(1, 4);
    const mood = rng.pick([5, 5, 4, 4, 4, 3]);
    for (let i = 0; i < n; i++) {
      const rate = () => Math.max(1, Math.min(5, mood + rng.pick([0, 0, 0, -1, 1, -2])));
      const quality = rate();
      const texts = REVIEW_TEXT[quality];
      const created = Date.parse(p.createdAt);
      rows.push({
        product_id: p.id, name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, quality, price: rate(), value: rate(),
        summary: rng.pick(texts.summary), review: rng.pick(texts.review), status: rng.chance(0.92) ? 'approved' : 'pending',
        posted_on: iso(Math.min(EPOCH - 3600_000, created + rng.int(3, 200) * DAY)),
      });
    }
  }
  await insertRows(tx, 'reviews', { product_id: 'bigint', name: 'text', quality: 'smallint', price: 'smallint', value: 'smallint', summary: 'text', review: 'text', status: 'text', posted_on: 'timestamptz' }, rows, 3000);
}

interface CouponDef {
  code: string;
  desc: string;
  option: 'P' | 'F';
  value: number;
  basis: 'MRP' | 'MOP';
  scope: 'product' | 'cart';
  minRupees?: number;
  maxRupees?: number;
  categories?: string[];
  expired?: boolean;
  usageLimit?: number;
  used?: number;
  /** Only for a shopper without a paid order. */
  firstOrder?: boolean;
}

export const COUPONS: CouponDef[] = [
  { code: 'WELCOME500', desc: 'NPR 500 off your first order above NPR 5,000', option: 'F', value: 500, basis: 'MOP', scope: 'cart', minRupees: 5000, firstOrder: true },
  { code: 'DASHAIN10', desc: '10% off orders above NPR 20,000, up to NPR 5,000', option: 'P', value: 10, basis: 'MOP', scope: 'cart', minRupees: 20000, maxRupees: 5000 },
  { code: 'TIHAR5', desc: '5% off the whole cart, up to NPR 2,500', option: 'P', value: 5, basis: 'MOP', scope: 'cart', maxRupees: 2500 },
  { code: 'TV5OFF', desc: 'Extra 5% off on the MRP of selected TVs', option: 'P', value: 5, basis: 'MRP', scope: 'product', categories: ['tv-audio'] },
  { code: 'KITCHEN10', desc: '10% off selected kitchen appliances', option: 'P', value: 10, basis: 'MOP', scope: 'product', categories: ['kitchen-appliances'] },
  { code: 'PHONE1000', desc: 'NPR 1,000 off selected smartphones and tablets', option: 'F', value: 1000, basis: 'MOP', scope: 'product', categories: ['mobiles-tablets'] },
  { code: 'LAPTOP2000', desc: 'NPR 2,000 off selected laptops and desktops', option: 'F', value: 2000, basis: 'MOP', scope: 'product', categories: ['computers-laptops'] },
  { code: 'COOL7', desc: '7% off on the MRP of selected ACs and coolers', option: 'P', value: 7, basis: 'MRP', scope: 'product', categories: ['air-conditioners-coolers'] },
  { code: 'HOME1500', desc: 'NPR 1,500 off selected refrigerators and washing machines', option: 'F', value: 1500, basis: 'MOP', scope: 'product', categories: ['home-appliances'] },
  { code: 'NEWYEAR20', desc: 'New Year 20% off (expired)', option: 'P', value: 20, basis: 'MOP', scope: 'cart', expired: true },
  { code: 'FIRST100', desc: 'NPR 100 off, first customer only (fully used)', option: 'F', value: 100, basis: 'MOP', scope: 'cart', usageLimit: 1, used: 1 },
];

async function seedCoupons(tx: Queryable, products: GeneratedProduct[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, c] of COUPONS.entries()) {
    const id = i + 1;
    ids.set(c.code, id);
    await tx.query(
      `INSERT INTO coupons (id, code, coupon_desc, option, percent, amount_paisa, mrp_or_mop, scope, min_cart_paisa, max_discount_paisa,
                            valid_from, valid_until, usage_limit, used_count, created_at, first_order_only)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
               CASE WHEN $12 THEN $13::timestamptz ELSE now() + interval '365 days' END, $14, $15, $11, $16)`,
      [
        id, c.code, c.desc, c.option, c.option === 'P' ? c.value : null, c.option === 'F' ? c.value * 100 : null, c.basis, c.scope,
        (c.minRupees ?? 0) * 100, c.maxRupees ? c.maxRupees * 100 : null, iso(EPOCH - 240 * DAY), c.expired === true,
        iso(EPOCH - 200 * DAY), c.usageLimit ?? null, c.used ?? 0, c.firstOrder === true,
      ],
    );
  }
  await syncSequence(tx, 'coupons');
  const rows: Row[] = [];
  for (const c of COUPONS) {
    if (c.scope !== 'product' || !c.categories) continue;
    const rng = new Rng(hashString(`coupon:${c.code}`));
    const matching = products.filter((p) => c.categories?.includes(p.place.categoryUrl) && !p.isService && p.id > 2);
    const chosen = matching.filter(() => rng.chance(0.25)).slice(0, 300);
    if (chosen.length === 0 && matching.length > 0) chosen.push(matching[0]);
    for (const p of chosen) rows.push({ coupon_id: ids.get(c.code), product_id: p.id });
  }
  await insertRows(tx, 'coupon_products', { coupon_id: 'int', product_id: 'bigint' }, rows);
  return ids;
}

async function seedFlashSale(tx: Queryable, products: GeneratedProduct[]): Promise<{ flashSaleId: number; flashSaleProducts: number[] }> {
  const r = await tx.query<{ id: number }>(
    `INSERT INTO flash_sales (title, banner, start_time, end_time, created_at)
     VALUES ($1, $2, now() - interval '6 hours', now() + interval '5 days', $3) RETURNING id`,
    ['Mega Flash Sale', '/media/banner/wide/flash-sale.svg', iso(EPOCH - DAY)],
  );
  const flashSaleId = r.rows[0].id;
  const eligible = products.filter((p) => p.productType === 'Normal' && !p.isService && !p.prepayment && p.stock > 0 && p.pricePaisa >= 1_000_00 && p.pricePaisa <= 2_50_000_00);
  const byCategory = new Map<string, GeneratedProduct[]>();
  for (const p of eligible) {
    const list = byCategory.get(p.place.categoryUrl) ?? [];
    if (list.length < 4) list.push(p);
    byCategory.set(p.place.categoryUrl, list);
  }
  const chosen: GeneratedProduct[] = [];
  for (let round = 0; round < 4 && chosen.length < 24; round++) {
    for (const list of byCategory.values()) if (list[round] && chosen.length < 24) chosen.push(list[round]);
  }
  const rows = chosen.map((p, i) => {
    const sale = p.discountPricePaisa ?? p.pricePaisa;
    let price = shopPrice((sale / 100) * 0.85);
    if (price >= sale) price = Math.max(100, sale - 100_00);
    return { flash_sale_id: flashSaleId, product_id: p.id, sale_price_paisa: price, quantity_limit: 5 + (i % 4) * 5, position: i + 1 };
  });
  await insertRows(tx, 'flash_sale_products', { flash_sale_id: 'int', product_id: 'bigint', sale_price_paisa: 'bigint', quantity_limit: 'int', position: 'int' }, rows);
  return { flashSaleId, flashSaleProducts: chosen.map((p) => p.id) };
}
