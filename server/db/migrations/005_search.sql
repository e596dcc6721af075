-- Full-text search for web-search: a tsvector maintained by PostgreSQL itself (a generated
-- column), indexed with GIN. The 'simple' configuration (no stemming, no stop words) suits
-- product names, brands and model numbers, and exists on every PostgreSQL, PGlite included.
-- Name and model number weigh most (A); the rest of search_text (brand, category names) less (C).
-- Prefix queries (to_tsquery('simple', 'sams:*')) use the same index for the header suggestions.

ALTER TABLE products
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', name), 'A')
    || setweight(to_tsvector('simple', model_number), 'A')
    || setweight(to_tsvector('simple', search_text), 'C')
  ) STORED;

CREATE INDEX products_search_idx ON products USING gin (search_vector);
