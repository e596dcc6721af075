/**
 * SQL pieces the product page, compare and SEO reads share, over `products p`.
 */

/**
 * The running flash sale of product `p` (at most one: the one ending first), as `fs` with
 * end_time and sale_price_paisa. Uses flash_sale_products_product_idx.
 */
export const RUNNING_FLASH_SALE_JOIN = `LEFT JOIN LATERAL (
    SELECT s.end_time, fsp.sale_price_paisa
      FROM flash_sale_products fsp JOIN flash_sales s ON s.id = fsp.flash_sale_id
     WHERE fsp.product_id = p.id AND s.status AND s.start_time <= now() AND s.end_time > now()
     ORDER BY s.end_time LIMIT 1) fs ON true`;

/**
 * Approved reviews of product `p`, as `rv` with ratings (the mean of quality, price and value,
 * to one decimal, as on product cards) and review_count. Uses reviews_product_idx.
 */
export const REVIEW_SUMMARY_JOIN = `LEFT JOIN LATERAL (
    SELECT round(avg((r.quality + r.price + r.value) / 3.0), 1) AS ratings, count(*) AS review_count
      FROM reviews r WHERE r.product_id = p.id AND r.status = 'approved') rv ON true`;
