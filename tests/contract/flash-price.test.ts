/**
 * One price for a product in a running flash sale (issue 31): its product page, its card in every
 * listing (sub-category, brand, search, flash sales), the listings' price sort, range filter and
 * bounds, the wishlist and the cart all show the flash price, with the coins and EMI that follow.
 */
import type { ListingData, ProductPageData } from '../../shared/api/catalogue';
import type { CartData } from '../../shared/api/cart';
import type { ProductCard } from '../../shared/api/types';
import type { WishlistItem } from '../../shared/api/wishlist';
import { coinsForProduct } from '../../shared/domain/loyalty';
import { lowestInstalment } from '../../shared/domain/emi';
import { createTestApp, type TestApp } from '../support/contract-app';
import { addLine, shopper } from './checkout-support';
import { isSortedBy, salePrice } from './catalogue-helpers';
import { get, post } from './http';

let t: TestApp;
let api: string;
/** A product on flash sale with no discount of its own: listings used to show no discount at all. */
let item: { id: number; model_number: string; sub_url: string; brand_url: string; price: number; flash: number };

type Listing = { data: ListingData };

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 120 });
  api = `${t.baseUrl}/api`;
  const r = await t.db.query<{ id: number; model_number: string; sub_url: string; brand_url: string; price: number; flash: number }>(
    `SELECT p.id, p.model_number, sc.sub_category_url AS sub_url, b.brand_url, p.price_paisa / 100.0 AS price,
            fsp.sale_price_paisa / 100.0 AS flash
       FROM flash_sale_products fsp JOIN flash_sales s ON s.id = fsp.flash_sale_id
       JOIN products p ON p.id = fsp.product_id JOIN sub_categories sc ON sc.id = p.sub_category_id JOIN brands b ON b.id = p.brand_id
      WHERE s.status AND s.start_time <= now() AND s.end_time > now() AND p.status AND p.discount_price_paisa IS NULL
        AND fsp.sale_price_paisa < p.price_paisa
      ORDER BY p.id LIMIT 1`,
  );
  if (!r.rows[0]) throw new Error('the seed has no flash sale product without a discount');
  const row = r.rows[0];
  item = { ...row, id: Number(row.id), price: Number(row.price), flash: Number(row.flash) };
});
afterAll(() => t.close());

const cardIn = (products: ProductCard[]) => products.find((p) => p.id === item.id);
/** A price range holding the flash price only, as the listing's slider would send it. */
const onlyFlash = () => `range=${item.flash}-${item.flash}`;

function expectFlashCard(card: ProductCard | undefined): void {
  expect(card).toBeDefined();
  expect(card).toMatchObject({
    price: item.price,
    discount_price: item.flash,
    discount_percent: Math.round(((item.price - item.flash) / item.price) * 100),
    loyalty_point: coinsForProduct(item.price, item.flash),
  });
  if (card?.emi_price != null) expect(card.emi_price).toBe(lowestInstalment(item.flash));
}

describe('a product in a running flash sale', () => {
  it('has the flash price on its product page', async () => {
    const r = await get<{ data: ProductPageData }>(api, `/view-product?product=${item.id}`);
    expect(r.body.data.product.discount_price).toBe(item.flash);
    expect(r.body.data.product.flash_sales?.end_time).toEqual(expect.any(String));
  });

  it('has the same card, range filter, bounds and sort in its sub-category listing', async () => {
    const ranged = await get<Listing>(api, `/get/sub-${item.sub_url}?${onlyFlash()}`);
    expectFlashCard(cardIn(ranged.body.data.products));

    const all = await get<Listing>(api, `/get/sub-${item.sub_url}?sort=low-to-high`);
    expect(all.body.data.price_range.min).toBeLessThanOrEqual(item.flash);
    expect(isSortedBy(all.body.data.products, salePrice, 'asc')).toBe(true);
    const high = await get<Listing>(api, `/get/sub-${item.sub_url}?sort=high-to-low`);
    expect(isSortedBy(high.body.data.products, salePrice, 'desc')).toBe(true);
  });

  it('has the same card in its brand listing and in search', async () => {
    const brand = await get<Listing>(api, `/get/brand-${item.brand_url}?${onlyFlash()}`);
    expectFlashCard(cardIn(brand.body.data.products));
    const search = await get<Listing>(api, `/web-search?keywords=${encodeURIComponent(item.model_number)}`);
    expectFlashCard(cardIn(search.body.data.products));
  });

  it('has the same price in the wishlist and in the cart', async () => {
    const s = await shopper(t);
    await post(api, `/add-to-wishlist?token=${encodeURIComponent(s.token)}`, { product_id: item.id });
    const wishlist = await get<{ data: { wishlists: WishlistItem[] } }>(api, '/get-wishlist', s.token);
    expect(wishlist.body.data.wishlists.find((w) => w.product_id === item.id)).toMatchObject({
      product_price: item.price,
      product_discount_price: item.flash,
    });

    await addLine(t, s.token, item.id);
    const cart = await get<{ data: CartData }>(api, '/get-cart?platform=W', s.token);
    expect(cart.body.data.cart_items.find((l) => l.product_id === item.id)).toMatchObject({
      product_price: item.price,
      product_discount_price: item.flash,
      loyalty_point: coinsForProduct(item.price, item.flash),
    });
  });
});
