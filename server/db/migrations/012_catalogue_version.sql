-- The catalogue's version: one number that every change to what the public pages show moves on
-- (products, their prices and stock, reviews, listings, content). The server's page cache
-- (server/http/page-cache.ts) keys rendered pages by it, in every process alike. The counter
-- moves inside the writing transaction, so a page never carries data older than its version.

CREATE TABLE catalogue_version (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO catalogue_version (id, version) VALUES (true, 1);

-- (The runner splits on a semicolon that ends a line: the bodies below keep theirs mid-line.)
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN UPDATE catalogue_version SET version = version + 1; RETURN NULL; END
$$;

DO $$
  DECLARE t text; BEGIN
  FOREACH t IN ARRAY ARRAY[
    'categories', 'sub_categories', 'sub_category_types', 'brands', 'suppliers',
    'products', 'product_images', 'product_features', 'product_specifications',
    'feature_filters', 'feature_filter_values', 'product_filter_values', 'product_free_items',
    'product_combo_items', 'product_related', 'coupons', 'coupon_products', 'flash_sales',
    'flash_sale_products', 'reviews', 'events', 'event_products', 'pages', 'faqs', 'layouts',
    'layout_items', 'sliders', 'popups', 'stores', 'service_centers', 'catalogues', 'emi_banks',
    'emi_periods'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()', t || '_bump_catalogue_version', t); END LOOP; END
$$;
