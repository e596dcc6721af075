import type { FastifyInstance } from 'fastify';
import type { BrandProducts, HomeData } from '../../../shared/api/catalogue';
import type { FlashSale } from '../../../shared/api/types';
import { loadHomeBanners } from '../banners';
import { flashSaleProductIds, runningFlashSales } from '../../catalogue/flash-sales';
import { loadProductCardMap } from '../../catalogue/product-cards';

/** Products per home section, and per brand of brandProducts. */
export const HOME_SECTION_PRODUCTS = 12;
export const HOME_BRAND_PRODUCTS = 6;

/**
 * GET get-home-data: sliders and banners by placement, best deals, new arrivals, featured
 * products, the featured brands with their newest products, running flash sales with their
 * products at flash prices, and the marquee text (the home Scroll Text block).
 */
export default async function homeDataRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;

  app.get('/get-home-data', async () => {
    const n = HOME_SECTION_PRODUCTS;
    const [banners, bestDeals, newArrivals, featured, brandRows, marque, sales] = await Promise.all([
      loadHomeBanners(db),
      db.query<{ id: number }>(
        `SELECT id FROM products WHERE best_deal AND status AND stock_quantity > 0
          ORDER BY discount_percent DESC, id DESC LIMIT $1`,
        [n],
      ),
      db.query<{ id: number }>('SELECT id FROM products WHERE is_new AND status ORDER BY created_at DESC, id DESC LIMIT $1', [n]),
      db.query<{ id: number }>('SELECT id FROM products WHERE is_featured AND status ORDER BY created_at DESC, id DESC LIMIT $1', [n]),
      db.query<{ name: string; brand_url: string; image: string | null; ids: number[] }>(
        `SELECT b.name, b.brand_url, b.image,
                ARRAY(SELECT p.id FROM products p WHERE p.brand_id = b.id AND p.status
                       ORDER BY p.created_at DESC, p.id DESC LIMIT $1) AS ids
           FROM brands b WHERE b.is_featured AND b.status ORDER BY b.position, b.name`,
        [HOME_BRAND_PRODUCTS],
      ),
      db.query<{ scroll_text: string }>(
        `SELECT scroll_text FROM layouts WHERE supplier_id IS NULL AND type = 'Scroll Text' AND status
          ORDER BY position, id LIMIT 1`,
      ),
      runningFlashSales(db),
    ]);
    const saleProducts = await flashSaleProductIds(db, sales.map((s) => s.id), n);
    const ids = [
      ...bestDeals.rows.map((r) => r.id),
      ...newArrivals.rows.map((r) => r.id),
      ...featured.rows.map((r) => r.id),
      ...brandRows.rows.flatMap((r) => r.ids),
      ...[...saleProducts.values()].flat(),
    ].map(Number);
    const cards = await loadProductCardMap(db, ids);
    const pick = (list: readonly (number | string)[]) => list.flatMap((id) => cards.get(Number(id)) ?? []);

    const flashSales: FlashSale[] = [];
    for (const sale of sales) {
      const saleIds = saleProducts.get(sale.id) ?? [];
      flashSales.push({ title: sale.title, end_time: sale.end_time, products: pick(saleIds) });
    }
    const brandProducts: BrandProducts[] = brandRows.rows.map((b) => ({
      name: b.name,
      brand_url: b.brand_url,
      image: b.image,
      products: pick(b.ids),
    }));

    const data: HomeData = {
      sliders: banners.slider,
      bestDeals: pick(bestDeals.rows.map((r) => r.id)),
      newArrivals: pick(newArrivals.rows.map((r) => r.id)),
      topBanners: banners.top_banner,
      topSliders: banners.top_slider,
      bottomSliders: banners.bottom_slider,
      flashSales,
      middleBanners: banners.middle_banner,
      featureProducts: pick(featured.rows.map((r) => r.id)),
      brandProducts,
      marque: marque.rows[0]?.scroll_text ?? null,
    };
    return { statusCode: 200, data };
  });
}
