/** Shared checks of the catalogue contract tests: product card shape and walking next_page_url. */
import type { ProductCard, ProductPaginate } from '../../shared/api/types';
import { coinsForProduct } from '../../shared/domain/loyalty';
import type { TestApp } from '../support/contract-app';
import { get } from './http';

export const PAGE_SIZE = 24;

export const CARD_KEYS = [
  'id', 'name', 'brand', 'model_number', 'featured_image', 'alt_featured_image', 'price', 'discount_price',
  'discount_percent', 'new', 'product_type', 'free', 'ratings', 'loyalty_point', 'emi_price', 'availability',
];

/** Every field of the spec's product card, with sane values. */
export function expectCard(c: ProductCard): void {
  for (const key of CARD_KEYS) expect(c).toHaveProperty(key);
  expect(Number.isInteger(c.id)).toBe(true);
  expect(typeof c.name).toBe('string');
  expect(typeof c.brand).toBe('string');
  expect(typeof c.model_number).toBe('string');
  expect(c.featured_image).toMatch(/^\/media\//);
  expect(typeof c.price).toBe('number');
  if (c.discount_price != null) expect(c.discount_price).toBeLessThan(c.price);
  expect([0, 1]).toContain(c.new);
  expect([0, 1]).toContain(c.availability);
  expect(['Combo', 'Normal']).toContain(c.product_type);
  expect(c.ratings).toBeGreaterThanOrEqual(0);
  expect(c.ratings).toBeLessThanOrEqual(5);
  expect(c.loyalty_point).toBe(coinsForProduct(c.price, c.discount_price));
  if (c.free) {
    expect(typeof c.free.name).toBe('string');
    expect(c.free).toHaveProperty('image');
  }
}

/** What the shopper pays, in rupees. */
export const salePrice = (c: ProductCard) => c.discount_price ?? c.price;

interface PageBody {
  data: { products: ProductCard[]; productPaginate: ProductPaginate };
}

/**
 * Follows next_page_url from `firstPath` (an /api/... path) to the end; answers every page's
 * products and the next_page_url values seen.
 */
export async function walkPages(t: TestApp, firstPath: string): Promise<{ ids: number[]; urls: string[]; totals: number[] }> {
  const ids: number[] = [];
  const urls: string[] = [];
  const totals: number[] = [];
  let path: string | null = firstPath;
  for (let n = 0; path && n < 200; n++) {
    const r: { status: number; body: PageBody } = await get<PageBody>(t.baseUrl, path);
    expect(r.status).toBe(200);
    ids.push(...r.body.data.products.map((p) => p.id));
    totals.push(r.body.data.productPaginate.total);
    const next: string | null | undefined = r.body.data.productPaginate.next_page_url;
    if (next) {
      expect(next.startsWith('/api/')).toBe(true);
      urls.push(next);
    } else {
      expect(r.body.data.products.length).toBeLessThanOrEqual(PAGE_SIZE);
    }
    path = next ?? null;
  }
  return { ids, urls, totals };
}

export const isSortedBy = <T>(list: T[], key: (x: T) => number, dir: 'asc' | 'desc') =>
  list.every((x, i) => i === 0 || (dir === 'asc' ? key(list[i - 1]) <= key(x) : key(list[i - 1]) >= key(x)));
