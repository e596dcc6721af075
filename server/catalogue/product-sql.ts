/**
 * SQL pieces the product page, cards, listings, compare and the cart share, over `products p`.
 */

/**
 * The one price rule: what a shopper pays for product `p` is the lowest of its list price, its
 * discount price and its price in any flash sale running now. Cards in every listing, their price
 * sort, range filter and bounds, the product page, compare, the wishlist and the cart all read it
 * from here, so no two surfaces can disagree (issue 31).
 *
 * RUNNING_FLASH_PRICE_JOIN adds `rf` (flash_price_paisa, flash_end_time, flash_sale_id) to `p`:
 * the product's lowest price among the running sales that have units on sale left (migration 036)
 * and the end time of the sale giving it (the one ending first among equals), or NULLs. Running sale products are few, so a whole listing hash-joins them.
 */
export const RUNNING_FLASH_PRICE_JOIN = `LEFT JOIN (
    SELECT DISTINCT ON (fsp.product_id) fsp.product_id, fsp.sale_price_paisa AS flash_price_paisa, s.end_time AS flash_end_time,
           fsp.flash_sale_id
      FROM flash_sale_products fsp JOIN flash_sales s ON s.id = fsp.flash_sale_id
     WHERE s.status AND s.start_time <= now() AND s.end_time > now()
       AND (fsp.quantity_limit IS NULL OR fsp.sold_quantity < fsp.quantity_limit)
     ORDER BY fsp.product_id, fsp.sale_price_paisa, s.end_time) rf ON rf.product_id = p.id`;

/** The running flash sale whose price `p` sells at (with RUNNING_FLASH_PRICE_JOIN), or NULL: its units on sale are counted. */
export const FLASH_SALE_OF_PRICE_SQL = 'CASE WHEN rf.flash_price_paisa < p.sale_price_paisa THEN rf.flash_sale_id END';

/**
 * The selling price of `p` in paisa, with RUNNING_FLASH_PRICE_JOIN. Reads only p.sale_price_paisa
 * (the discount price or else the list price, never above it) and p.id, so it works over
 * search_documents too; LEAST skips the NULL of a product in no running sale.
 */
export const SELLING_PRICE_SQL = 'LEAST(p.sale_price_paisa, rf.flash_price_paisa)';

/**
 * Approved reviews of product `p`, as `rv` with ratings (the mean of quality, price and value,
 * to one decimal, as on product cards) and review_count. Uses reviews_product_idx.
 */
export const REVIEW_SUMMARY_JOIN = `LEFT JOIN LATERAL (
    SELECT round(avg((r.quality + r.price + r.value) / 3.0), 1) AS ratings, count(*) AS review_count
      FROM reviews r WHERE r.product_id = p.id AND r.status = 'approved') rv ON true`;
