-- Search reads a narrow copy of the products (issue 18 latency, ADR 15): a products row is about
-- 1.6 kB (descriptions, meta, images), so a query that matches thousands of products read half
-- the table (a 100 000-product catalogue: 10 000 of its 20 000 pages, or all of them when the
-- planner chose a sequential scan) for their brand, price and category. search_documents holds
-- only what matching, ranking and the search page's facets read (about 300 bytes a product) and
-- stays in memory; a trigger keeps it equal to products in the writing transaction, so a search
-- never sees a product other than as it is.

CREATE TABLE search_documents (
  id                   bigint PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  status               boolean NOT NULL,
  brand_id             integer NOT NULL,
  category_id          integer NOT NULL,
  sub_category_id      integer NOT NULL,
  sub_category_type_id integer,
  sale_price_paisa     bigint,
  stock_quantity       integer NOT NULL,
  created_at           timestamptz NOT NULL,
  product_type         text NOT NULL,
  is_service           boolean NOT NULL,
  -- search_compact(model_number), kept so a model-number query compares text instead of running a
  -- regular expression per matching product.
  model_compact        text NOT NULL,
  search_vector        tsvector NOT NULL
);

INSERT INTO search_documents
  SELECT id, status, brand_id, category_id, sub_category_id, sub_category_type_id, sale_price_paisa, stock_quantity,
         created_at, product_type, is_service, search_compact(model_number), search_vector
    FROM products;

CREATE INDEX search_documents_vector_idx ON search_documents USING gin (search_vector);
ANALYZE search_documents;

-- (The runner splits on a semicolon that ends a line: the body below keeps its own mid-line.)
CREATE FUNCTION keep_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN INSERT INTO search_documents VALUES (NEW.id, NEW.status, NEW.brand_id, NEW.category_id, NEW.sub_category_id, NEW.sub_category_type_id, NEW.sale_price_paisa, NEW.stock_quantity, NEW.created_at, NEW.product_type, NEW.is_service, search_compact(NEW.model_number), NEW.search_vector) ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, brand_id = EXCLUDED.brand_id, category_id = EXCLUDED.category_id, sub_category_id = EXCLUDED.sub_category_id, sub_category_type_id = EXCLUDED.sub_category_type_id, sale_price_paisa = EXCLUDED.sale_price_paisa, stock_quantity = EXCLUDED.stock_quantity, created_at = EXCLUDED.created_at, product_type = EXCLUDED.product_type, is_service = EXCLUDED.is_service, model_compact = EXCLUDED.model_compact, search_vector = EXCLUDED.search_vector; RETURN NULL; END
$$;

CREATE TRIGGER products_keep_search_document AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION keep_search_document();

-- Updates that change nothing search reads (descriptions, images, meta) write nothing here.
CREATE TRIGGER products_keep_search_document_on_update AFTER UPDATE ON products
  FOR EACH ROW WHEN ((OLD.status, OLD.brand_id, OLD.category_id, OLD.sub_category_id, OLD.sub_category_type_id,
                      OLD.sale_price_paisa, OLD.stock_quantity, OLD.created_at, OLD.product_type, OLD.is_service,
                      OLD.model_number, OLD.search_vector)
                     IS DISTINCT FROM
                     (NEW.status, NEW.brand_id, NEW.category_id, NEW.sub_category_id, NEW.sub_category_type_id,
                      NEW.sale_price_paisa, NEW.stock_quantity, NEW.created_at, NEW.product_type, NEW.is_service,
                      NEW.model_number, NEW.search_vector))
  EXECUTE FUNCTION keep_search_document();
