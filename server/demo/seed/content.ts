// Seeds the store's content: pages, FAQs, events, home and supplier layouts, sliders, the pop-up,
// stores, service centres, catalogues, banks and the scooter reservation data.
import type { Queryable } from '../../db/types';
import { BRANDS, SUPPLIERS } from './data/brands';
import { CATEGORIES } from './data/categories';
import { EMI_BANKS, EVENTS, FAQS, PAGES, SERVICE_CENTERS, STORES, TRANSFER_BANKS, emiTerms } from './data/content';
import { SCOOTERS } from './data/scooter';
import { CATALOGUE_TITLES } from '../media';
import type { CatalogueIds } from './catalogue';
import { insertRows, syncSequence, type Row } from './insert';
import { DAY, EPOCH, slugify, type GeneratedProduct } from './products';

const iso = (ms: number) => new Date(ms).toISOString();

export interface ContentIds {
  pageId: Map<string, number>;
  eventId: Map<string, number>;
  transferBankId: Map<string, number>;
  emiBankId: Map<string, number>;
  emiPeriodId: Map<string, number>;
  scooters: { productId: number; lookupSlug: string; productName: string; colours: { id: number; option_value: string; slug: string }[] }[];
}

export async function seedContent(tx: Queryable, ids: CatalogueIds): Promise<ContentIds> {
  const pageId = new Map<string, number>();
  await insertRows(tx, 'pages', { id: 'int', page_url: 'text', title: 'text', content: 'text', position: 'int', meta_title: 'text', meta_description: 'text', created_at: 'timestamptz', updated_at: 'timestamptz' },
    PAGES.map((p, i) => {
      pageId.set(p.page_url, p.id);
      return { id: p.id, page_url: p.page_url, title: p.title, content: p.content, position: i + 1, meta_title: `${p.title} | CG Digital`, meta_description: `${p.title} of CG Digital, Nepal's electronics store.`, created_at: iso(EPOCH - 400 * DAY), updated_at: iso(EPOCH - 30 * DAY) };
    }));
  await syncSequence(tx, 'pages');
  await insertRows(tx, 'faqs', { topic: 'text', question: 'text', answer: 'text', position: 'int' }, FAQS.map((f, i) => ({ ...f, position: i + 1 })));

  // Events, with the products of their categories.
  const eventId = new Map<string, number>();
  for (const [i, ev] of EVENTS.entries()) {
    const id = i + 1;
    eventId.set(ev.event_url, id);
    await tx.query(
      `INSERT INTO events (id, title, event_url, banner, description, starts_at, ends_at, meta_title, meta_description, meta_keywords, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + interval '60 days', $7, $8, $9, $6)`,
      [id, ev.title, ev.event_url, `/media/banner/wide/${ev.event_url}.svg`, ev.description, iso(EPOCH - 20 * DAY), `${ev.title} | CG Digital`, ev.description, `${ev.title}, offers, Nepal`],
    );
  }
  await syncSequence(tx, 'events');
  const eventRows: Row[] = [];
  for (const ev of EVENTS) {
    const members = ids.products.filter((p) => ev.categories.includes(p.place.categoryUrl) && !p.isService && p.productType === 'Normal' && p.id > 2);
    const stride = Math.max(1, Math.floor(members.length / 80));
    members.filter((_, i) => i % stride === 0).slice(0, 80).forEach((p, i) => eventRows.push({ event_id: eventId.get(ev.event_url), product_id: p.id, position: i + 1 }));
  }
  await insertRows(tx, 'event_products', { event_id: 'int', product_id: 'bigint', position: 'int' }, eventRows);

  await seedLayouts(tx, ids, pageId, eventId);
  await seedSliders(tx, ids, pageId);
  await tx.query(
    `INSERT INTO popups (page, image_url, slider_link, title, short_description, valid_from, valid_until, created_at)
     VALUES ('home', $1, $2, $3, $4, now() - interval '1 day', now() + interval '30 days', $5)`,
    ['/media/banner/popup/flash-sale.svg', '/flash-sales/', 'Flash Sale is Live', 'Up to 35% off on TVs, phones and kitchen appliances. Only while stocks last!', iso(EPOCH - DAY)],
  );

  const perType = { product: 0, lg_shoppe: 0 };
  await insertRows(tx, 'stores', { type: 'text', name: 'text', profile_image: 'text', branch: 'text', location: 'text', phone: 'text', email: 'text', province_id: 'int', opening_hours: 'text', position: 'int' },
    STORES.map((s) => {
      const n = ++perType[s.type];
      return { ...s, profile_image: `/media/store/${s.type === 'lg_shoppe' ? 'lg-shoppe' : 'product'}-${n}.svg`, email: `${slugify(s.branch)}@cgdigital.example`, opening_hours: 'Sun-Fri 10:00-19:00, Sat 11:00-17:00', position: n };
    }));
  await insertRows(tx, 'service_centers', { kind: 'text', name: 'text', address: 'text', district: 'text', contact_person: 'text', phone: 'text', email: 'text', province_id: 'int', position: 'int' },
    SERVICE_CENTERS.map((s, i) => ({ kind: 'home_appliance', email: null, ...s, position: i + 1 })));

  const catalogueRows: Row[] = [];
  const catalogueBrands = ['samsung', 'lg', 'sony', 'whirlpool', 'haier', 'cg', 'baltra', 'daikin', 'philips', 'panasonic'];
  for (const slug of catalogueBrands) {
    const brand = BRANDS.find((b) => b.slug === slug);
    // A catalogue shows the brand's products: none for a brand the demo has no products of.
    if (!brand || !ids.products.some((p) => p.brandSlug === slug && p.productType === 'Normal' && !p.isService)) continue;
    CATALOGUE_TITLES.forEach((title, i) => {
      if (i === 2 && slug.length % 2 === 0) return; // not every brand has three
      catalogueRows.push({ brand_id: ids.brandId.get(slug), title: `${brand.name} ${title}`, file_path: `/catalogue-files/${slug}-${i + 1}.html`, featured_image: `/media/catalogue/${slug}-${i + 1}.svg`, position: i + 1, created_at: iso(EPOCH - (60 - i * 20) * DAY) });
    });
  }
  await insertRows(tx, 'catalogues', { brand_id: 'int', title: 'text', file_path: 'text', featured_image: 'text', position: 'int', created_at: 'timestamptz' }, catalogueRows);

  const transferBankId = new Map<string, number>();
  await insertRows(tx, 'transfer_banks', { id: 'int', bank_name: 'text', logo: 'text', account_name: 'text', account_number: 'text', branch: 'text', position: 'int' },
    TRANSFER_BANKS.map((b, i) => {
      transferBankId.set(b.slug, i + 1);
      return { id: i + 1, bank_name: b.bank_name, logo: `/media/bank/${b.slug}.svg`, account_name: b.account_name, account_number: b.account_number, branch: b.branch, position: i + 1 };
    }));
  const emiBankId = new Map<string, number>();
  const emiPeriodId = new Map<string, number>();
  const periods: Row[] = [];
  await insertRows(tx, 'emi_banks', { id: 'int', bank_name: 'text', slug: 'text', bank_logo: 'text', terms_and_condition: 'text', min_amount_paisa: 'bigint', position: 'int' },
    EMI_BANKS.map((b, i) => {
      emiBankId.set(b.slug, i + 1);
      for (const months of b.months) {
        periods.push({ id: periods.length + 1, emi_bank_id: i + 1, name: `${months} Months`, months });
        emiPeriodId.set(`${b.slug}:${months}`, periods.length);
      }
      return { id: i + 1, bank_name: b.bank_name, slug: b.slug, bank_logo: `/media/bank/${b.slug}.svg`, terms_and_condition: emiTerms(b.bank_name), min_amount_paisa: b.min_rupees * 100, position: i + 1 };
    }));
  await insertRows(tx, 'emi_periods', { id: 'int', emi_bank_id: 'int', name: 'text', months: 'int' }, periods);
  for (const t of ['transfer_banks', 'emi_banks', 'emi_periods']) await syncSequence(tx, t);

  const scooters = await seedScooters(tx, ids.products);
  return { pageId, eventId, transferBankId, emiBankId, emiPeriodId, scooters };
}

/** The partner brand's own site: My reservations' Home link (spec part 1 §2). Only linked, never loaded. */
const OLA_SITE_URL = 'https://www.olaelectric.com/';

async function seedScooters(tx: Queryable, products: GeneratedProduct[]): Promise<ContentIds['scooters']> {
  const out: ContentIds['scooters'] = [];
  for (const s of SCOOTERS) {
    const product = products.find((p) => p.modelNumber === s.modelNumber);
    if (!product) continue;
    const r = await tx.query<{ id: number }>(
      `INSERT INTO reservation_products (product_id, lookup_slug, source, logo, product_name, currency, reserve_amount_paisa, ex_showroom_paisa, external_site_url)
       VALUES ($1, $2, 'ola', '/media/brand/ola-electric.svg', $3, 'NPR', $4, $5, $6) RETURNING id`,
      [product.id, s.lookupSlug, s.productName, s.reserveAmountPaisa, s.pricePaisa, OLA_SITE_URL],
    );
    const rid = r.rows[0].id;
    const colours: ContentIds['scooters'][number]['colours'] = [];
    for (const [i, c] of s.colours.entries()) {
      const cr = await tx.query<{ id: number }>(
        'INSERT INTO reservation_colours (reservation_product_id, option_value, slug, hex, is_default, position) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [rid, c.option_value, c.slug, c.hex, i === 0, i + 1],
      );
      colours.push({ id: cr.rows[0].id, option_value: c.option_value, slug: c.slug });
      await insertRows(tx, 'reservation_colour_images', { reservation_colour_id: 'int', image: 'text', position: 'int' },
        Array.from({ length: s.imagesPerColour }, (_, n) => ({ reservation_colour_id: cr.rows[0].id, image: `/media/scooter/${c.slug}/${n + 1}.svg`, position: n + 1 })));
    }
    await insertRows(tx, 'reservation_overview', { reservation_product_id: 'int', title: 'text', description: 'text', position: 'int' },
      s.overview.map((o, i) => ({ reservation_product_id: rid, title: o.title, description: o.desc, position: i + 1 })));
    await insertRows(tx, 'reservation_certifications', { reservation_product_id: 'int', title: 'text', description: 'text', position: 'int' },
      s.certification.map((o, i) => ({ reservation_product_id: rid, title: o.title, description: o.description, position: i + 1 })));
    out.push({ productId: product.id, lookupSlug: s.lookupSlug, productName: s.productName, colours });
  }
  return out;
}

type Target = Partial<Record<'link' | 'product_id' | 'brand_id' | 'supplier_id' | 'category_id' | 'sub_category_id' | 'sub_category_type_id' | 'page_id' | 'event_id', number | string>>;

interface BannerSpec {
  theme: string;
  format: 'slide' | 'wide' | 'half' | 'third' | 'side' | 'popup';
  name: string;
  linkType: 'L' | 'C' | 'S' | 'T' | 'B' | 'PR' | 'P' | 'E' | 'SP';
  target: Target;
}

const LAYOUT_ITEM_COLUMNS = {
  layout_id: 'int', item_type: 'text', position: 'int', name: 'text', image: 'text', link_type: 'text', link: 'text',
  product_id: 'bigint', brand_id: 'int', supplier_id: 'int', category_id: 'int', sub_category_id: 'int', sub_category_type_id: 'int', page_id: 'int', event_id: 'int',
} as const;

async function seedLayouts(tx: Queryable, ids: CatalogueIds, pageId: Map<string, number>, eventId: Map<string, number>): Promise<void> {
  const { products } = ids;
  const must = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`seed: missing ${what}`);
    return v;
  };
  const cat = (url: string) => must(ids.categoryId.get(url), `category ${url}`);
  const sub = (url: string) => must(ids.subId.get(url), `sub-category ${url}`);
  const type = (url: string) => must(ids.typeId.get(url), `type ${url}`);
  const brand = (slug: string) => must(ids.brandId.get(slug), `brand ${slug}`);
  const supplier = (slug: string) => must(ids.supplierId.get(slug), `supplier ${slug}`);
  const normal = products.filter((p) => p.productType === 'Normal' && !p.isService && p.id > 2);
  const take = (list: GeneratedProduct[], n: number) => list.slice(0, n).map((p) => p.id);
  const newest = [...products].filter((p) => p.isNew).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id - b.id);
  const scooter = products[0];

  let layoutCount = 0;
  const items: Row[] = [];
  const add = async (supplierId: number | null, type: string, title: string, extra: { sub_title?: string; product_view?: 'grid' | 'slider'; scroll_text?: string; flash_sale_id?: number } = {}) => {
    const position = ++layoutCount;
    const r = await tx.query<{ id: number }>(
      `INSERT INTO layouts (supplier_id, type, title, sub_title, layout_url, product_view, scroll_text, flash_sale_id, position, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [supplierId, type, title, extra.sub_title ?? '', title ? slugify(title) : null, extra.product_view ?? null, extra.scroll_text ?? null, extra.flash_sale_id ?? null, position, iso(EPOCH - 10 * DAY)],
    );
    return r.rows[0].id;
  };
  const banners = (layoutId: number, list: BannerSpec[]) =>
    list.forEach((b, i) => items.push({ layout_id: layoutId, item_type: 'banner', position: i + 1, name: b.name, image: `/media/banner/${b.format}/${b.theme}.svg`, link_type: b.linkType, ...b.target }));
  const refs = (layoutId: number, itemType: string, column: string, values: number[]) =>
    values.forEach((v, i) => items.push({ layout_id: layoutId, item_type: itemType, position: i + 1, [column]: v }));

  // ---- home
  banners(await add(null, 'Three Banner', 'Main Slider'), [
    { theme: 'dashain-dhamaka-offers', format: 'third', name: 'Dashain Dhamaka Offers', linkType: 'E', target: { event_id: must(eventId.get('dashain-dhamaka-offers'), 'event') } },
    { theme: 'smartphone-bonanza', format: 'third', name: 'Samsung Galaxy Days', linkType: 'B', target: { brand_id: brand('samsung') } },
    { theme: 'electric-ride', format: 'third', name: 'Reserve the OLA S1 Pro', linkType: 'PR', target: { product_id: scooter.id } },
  ]);
  await add(null, 'Scroll Text', '', { scroll_text: 'Free delivery inside the Kathmandu valley on orders above NPR 5,000  |  0% EMI with Flexi Pay on partner bank credit cards  |  Collect CG|Coins on every purchase  |  Call 16600100211 (toll-free) for help' });
  await add(null, 'Flash Sales', 'Flash Sales', { sub_title: 'Hurry, deals end soon', flash_sale_id: ids.flashSaleId });
  refs(await add(null, 'Category List', 'Shop by Category'), 'category', 'category_id', CATEGORIES.map((c) => cat(c.url)));
  refs(await add(null, 'Product List', 'New Arrivals', { sub_title: 'Fresh in store this month', product_view: 'slider' }), 'product', 'product_id', take(newest, 12));
  banners(await add(null, 'Two Banner', 'Appliance Offers'), [
    { theme: 'fridge-fiesta', format: 'half', name: 'Double Door Refrigerators', linkType: 'T', target: { sub_category_type_id: type('double-door-refrigerators') } },
    { theme: 'wash-smart', format: 'half', name: 'Washing Machines', linkType: 'S', target: { sub_category_id: sub('washing-machines') } },
  ]);
  refs(await add(null, 'Product List', 'CG Exclusive Deals', { sub_title: 'Prices you will only find here', product_view: 'grid' }), 'product', 'product_id', take(normal.filter((p) => p.bestDeal), 8));
  refs(await add(null, 'Brand List', 'Top Brands'), 'brand', 'brand_id', BRANDS.filter((b) => b.featured).concat(BRANDS.filter((b) => !b.featured)).slice(0, 16).map((b) => brand(b.slug)));
  banners(await add(null, 'One Banner', 'Cooling Offers'), [
    { theme: 'cool-summer', format: 'wide', name: 'Air Conditioners & Coolers', linkType: 'C', target: { category_id: cat('air-conditioners-coolers') } },
  ]);
  refs(await add(null, 'Sub Category List', 'Popular Categories'), 'sub_category', 'sub_category_id',
    ['led-tvs', 'refrigerators', 'washing-machines', 'smartphones', 'laptops', 'air-conditioners', 'mixer-grinders', 'water-purifiers', 'headphones-earbuds', 'microwave-ovens'].map(sub));
  refs(await add(null, 'Product List', 'Smartphones for Every Budget', { product_view: 'slider' }), 'product', 'product_id',
    take(normal.filter((p) => p.kindKey === 'android-phone' || p.kindKey === 'iphone'), 12));
  banners(await add(null, 'Three Banner', 'More to Explore'), [
    { theme: 'flexi-pay', format: 'third', name: 'Flexi Pay EMI', linkType: 'P', target: { page_id: must(pageId.get('flexi-pay-emi-terms-7'), 'page') } },
    { theme: 'cg-care-services', format: 'third', name: 'Shop CG Digital', linkType: 'SP', target: { supplier_id: supplier('cg-digital') } },
    { theme: 'flash-sale', format: 'third', name: 'Flash Sale', linkType: 'L', target: { link: '/flash-sales/' } },
  ]);
  refs(await add(null, 'Sub Category Type List', 'Shop by Type'), 'sub_category_type', 'sub_category_type_id',
    ['smart-tvs', '4k-ultra-hd-tvs', 'double-door-refrigerators', 'front-load-washing-machines', 'android-phones', 'gaming-laptops', 'inverter-split-acs', 'true-wireless-earbuds', 'ro-water-purifiers', 'ceiling-fans'].map(type));
  refs(await add(null, 'Product List', 'Kitchen Essentials', { product_view: 'grid' }), 'product', 'product_id', take(normal.filter((p) => p.place.categoryUrl === 'kitchen-appliances'), 8));
  refs(await add(null, 'Supplier List', 'Shop by Seller'), 'supplier', 'supplier_id', SUPPLIERS.map((s) => supplier(s.slug)));
  banners(await add(null, 'One Banner', 'Summer Cooling Carnival'), [
    { theme: 'summer-cooling-carnival', format: 'wide', name: 'Summer Cooling Carnival', linkType: 'E', target: { event_id: must(eventId.get('summer-cooling-carnival'), 'event') } },
  ]);

  // ---- supplier landing pages
  const supplierTheme: Record<string, string> = {
    'cg-digital': 'best-deals', 'himalayan-appliances': 'kitchen-essentials', 'kathmandu-mobile-hub': 'smartphone-bonanza',
    'everest-computers': 'laptop-days', 'nepal-cooling-solutions': 'cool-summer', 'green-ride-mobility': 'electric-ride',
  };
  for (const s of SUPPLIERS) {
    const sid = supplier(s.slug);
    const own = products.filter((p) => p.supplierSlug === s.slug && p.productType === 'Normal');
    layoutCount = 0;
    banners(await add(sid, 'One Banner', `${s.name} Offers`), [
      { theme: supplierTheme[s.slug] ?? 'best-deals', format: 'wide', name: `${s.name} Offers`, linkType: 'SP', target: { supplier_id: sid } },
    ]);
    refs(await add(sid, 'Product List', `Top Picks from ${s.name}`, { product_view: 'grid' }), 'product', 'product_id', take(own, 12));
    const ownBrands = [...new Set(own.map((p) => p.brandSlug))].slice(0, 10);
    refs(await add(sid, 'Brand List', `Brands at ${s.name}`), 'brand', 'brand_id', ownBrands.map(brand));
    refs(await add(sid, 'Product List', `New at ${s.name}`, { product_view: 'slider' }), 'product', 'product_id',
      take([...own].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id - b.id), 10));
  }
  await insertRows(tx, 'layout_items', LAYOUT_ITEM_COLUMNS, items);
}

async function seedSliders(tx: Queryable, ids: CatalogueIds, pageId: Map<string, number>): Promise<void> {
  const rows: Row[] = [];
  const push = (placement: string, theme: string, format: string, name: string, linkType: string | null, target: Target) =>
    rows.push({ placement, name, image: `/media/banner/${format}/${theme}.svg`, mobile_image: `/media/banner/popup/${theme}.svg`, link_type: linkType, ...target, position: rows.filter((r) => r.placement === placement).length + 1 });
  const cat = (url: string) => ids.categoryId.get(url);
  push('slider', 'mega-tv-fest', 'slide', 'Mega TV Festival', 'C', { category_id: cat('tv-audio') });
  push('slider', 'smartphone-bonanza', 'slide', 'Smartphone Bonanza', 'S', { sub_category_id: ids.subId.get('smartphones') });
  push('slider', 'electric-ride', 'slide', 'Reserve the OLA S1 Pro', 'PR', { product_id: ids.products[0].id });
  push('slider', 'flash-sale', 'slide', 'Flash Sale', 'L', { link: '/flash-sales/' });
  push('top_banner', 'fridge-fiesta', 'half', 'Fridge Fiesta', 'T', { sub_category_type_id: ids.typeId.get('double-door-refrigerators') });
  push('top_banner', 'wash-smart', 'half', 'Wash Smart', 'S', { sub_category_id: ids.subId.get('washing-machines') });
  push('top_slider', 'cool-summer', 'third', 'Stay Cool', 'C', { category_id: cat('air-conditioners-coolers') });
  push('top_slider', 'kitchen-essentials', 'third', 'Kitchen Essentials', 'C', { category_id: cat('kitchen-appliances') });
  push('top_slider', 'audio-beats', 'third', 'Feel the Beat', 'T', { sub_category_type_id: ids.typeId.get('true-wireless-earbuds') });
  push('middle_banner', 'flexi-pay', 'half', 'Flexi Pay', 'P', { page_id: pageId.get('flexi-pay-emi-terms-7') });
  push('middle_banner', 'cg-coins', 'half', 'CG|Coins', 'P', { page_id: pageId.get('cg-coins-loyalty-program-8') });
  push('bottom_slider', 'camera-club', 'third', 'Cameras', 'C', { category_id: cat('cameras') });
  push('bottom_slider', 'personal-care', 'third', 'Personal Care', 'C', { category_id: cat('personal-care') });
  push('bottom_slider', 'cg-care-services', 'third', 'CG Care Services', 'C', { category_id: cat('services') });
  const listingTheme: Record<string, string> = {
    'tv-audio': 'mega-tv-fest', 'home-appliances': 'fridge-fiesta', 'kitchen-appliances': 'kitchen-essentials', 'mobiles-tablets': 'smartphone-bonanza',
    'computers-laptops': 'laptop-days', 'air-conditioners-coolers': 'cool-summer', 'small-appliances': 'winter-warmers', 'personal-care': 'personal-care',
    cameras: 'camera-club', 'electric-mobility': 'electric-ride', services: 'cg-care-services',
  };
  for (const c of CATEGORIES) push('listing', listingTheme[c.url] ?? 'best-deals', 'side', c.name, 'C', { category_id: cat(c.url) });
  push('listing', 'flexi-pay', 'side', 'Flexi Pay', 'P', { page_id: pageId.get('flexi-pay-emi-terms-7') });
  await insertRows(tx, 'sliders', {
    placement: 'text', name: 'text', image: 'text', mobile_image: 'text', link_type: 'text', link: 'text', product_id: 'bigint', brand_id: 'int', supplier_id: 'int',
    category_id: 'int', sub_category_id: 'int', sub_category_type_id: 'int', page_id: 'int', event_id: 'int', position: 'int',
  }, rows);
}
