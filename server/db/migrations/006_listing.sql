-- Listings, layouts and home data: where sliders point, and the indexes the listing queries use.

-- Where a slider points, resolved like layout_item_targets (one row per slider, also those
-- without a link_type): target is the URL for L and the referenced row's url/slug otherwise.
CREATE VIEW slider_targets AS
SELECT s.id AS slider_id,
       s.link_type,
       CASE s.link_type
         WHEN 'L' THEN s.link
         WHEN 'C' THEN c.category_url
         WHEN 'S' THEN sc.sub_category_url
         WHEN 'T' THEN t.sub_category_type_url
         WHEN 'B' THEN b.brand_url
         WHEN 'PR' THEN p.slug
         WHEN 'P' THEN pg.page_url
         WHEN 'E' THEN e.event_url
         WHEN 'SP' THEN sp.slug
       END AS target,
       CASE s.link_type
         WHEN 'C' THEN s.category_id::bigint
         WHEN 'S' THEN s.sub_category_id::bigint
         WHEN 'T' THEN s.sub_category_type_id::bigint
         WHEN 'B' THEN s.brand_id::bigint
         WHEN 'PR' THEN s.product_id
         WHEN 'P' THEN s.page_id::bigint
         WHEN 'E' THEN s.event_id::bigint
         WHEN 'SP' THEN s.supplier_id::bigint
       END AS target_id
FROM sliders s
LEFT JOIN categories c ON c.id = s.category_id
LEFT JOIN sub_categories sc ON sc.id = s.sub_category_id
LEFT JOIN sub_category_types t ON t.id = s.sub_category_type_id
LEFT JOIN brands b ON b.id = s.brand_id
LEFT JOIN products p ON p.id = s.product_id
LEFT JOIN pages pg ON pg.id = s.page_id
LEFT JOIN events e ON e.id = s.event_id
LEFT JOIN suppliers sp ON sp.id = s.supplier_id;

-- Faceted listings read every product of their scope (a category, sub-category, type or brand)
-- to count brands and feature values: these covering indexes let PostgreSQL do it with an
-- index-only scan instead of visiting each wide products row. Only live products (status).
CREATE INDEX products_listing_category_idx ON products (category_id)
  INCLUDE (id, brand_id, sale_price_paisa, created_at, stock_quantity) WHERE status;
CREATE INDEX products_listing_sub_category_idx ON products (sub_category_id)
  INCLUDE (id, brand_id, sale_price_paisa, created_at, stock_quantity) WHERE status;
CREATE INDEX products_listing_type_idx ON products (sub_category_type_id)
  INCLUDE (id, brand_id, sale_price_paisa, created_at, stock_quantity) WHERE status;
CREATE INDEX products_listing_brand_idx ON products (brand_id)
  INCLUDE (id, category_id, sub_category_id, sub_category_type_id, sale_price_paisa, created_at, stock_quantity) WHERE status;
CREATE INDEX products_listing_best_deal_idx ON products (id)
  INCLUDE (brand_id, sale_price_paisa, created_at, stock_quantity) WHERE status AND best_deal;

-- Home data: the best deals by discount, featured products and each featured brand's newest products.
CREATE INDEX products_home_best_deal_idx ON products (discount_percent DESC, id DESC) WHERE status AND best_deal;
CREATE INDEX products_home_featured_idx ON products (created_at DESC, id DESC) WHERE status AND is_featured;
CREATE INDEX products_brand_newest_idx ON products (brand_id, created_at DESC, id DESC) WHERE status;
