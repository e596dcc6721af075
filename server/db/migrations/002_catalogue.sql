-- The catalogue: category tree, brands, suppliers, products and everything hanging off a product
-- (images, specifications, feature filters, free and combo items, coupons, flash sales, reviews).
-- Money is integer paisa (bigint, *_paisa); the API answers in rupees.

-- One row per seed run that completed; the seed does nothing when its row exists.
CREATE TABLE seed_state (
  name      text PRIMARY KEY,
  details   jsonb NOT NULL DEFAULT '{}',
  seeded_at timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------- category tree

CREATE TABLE categories (
  id               serial PRIMARY KEY,
  name             text NOT NULL,
  category_url     text NOT NULL UNIQUE CHECK (category_url ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  icon             text,
  image            text,
  banner           text,
  position         integer NOT NULL DEFAULT 0,
  status           boolean NOT NULL DEFAULT true,
  meta_title       text,
  meta_description text,
  meta_keywords    text,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sub_categories (
  id               serial PRIMARY KEY,
  category_id      integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  name             text NOT NULL,
  sub_category_url text NOT NULL UNIQUE CHECK (sub_category_url ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  icon             text,
  image            text,
  position         integer NOT NULL DEFAULT 0,
  status           boolean NOT NULL DEFAULT true,
  meta_title       text,
  meta_description text,
  meta_keywords    text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sub_categories_category_idx ON sub_categories (category_id, position);

CREATE TABLE sub_category_types (
  id                    serial PRIMARY KEY,
  sub_category_id       integer NOT NULL REFERENCES sub_categories (id) ON DELETE CASCADE,
  name                  text NOT NULL,
  sub_category_type_url text NOT NULL UNIQUE CHECK (sub_category_type_url ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  icon                  text,
  image                 text,
  position              integer NOT NULL DEFAULT 0,
  status                boolean NOT NULL DEFAULT true,
  meta_title            text,
  meta_description      text,
  meta_keywords         text,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sub_category_types_sub_idx ON sub_category_types (sub_category_id, position);

-- ---------------------------------------------------------------- brands and suppliers

CREATE TABLE brands (
  id               serial PRIMARY KEY,
  name             text NOT NULL,
  brand_url        text NOT NULL UNIQUE CHECK (brand_url ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  image            text,            -- the logo
  banner           text,
  description      text,
  position         integer NOT NULL DEFAULT 0,
  is_featured      boolean NOT NULL DEFAULT false,
  status           boolean NOT NULL DEFAULT true,
  meta_title       text,
  meta_description text,
  meta_keywords    text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX brands_name_key ON brands (lower(name));

CREATE TABLE suppliers (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  slug        text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  logo        text,
  banner      text,
  description text,
  phone       text,
  email       text,
  address     text,
  position    integer NOT NULL DEFAULT 0,
  status      boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX suppliers_name_key ON suppliers (lower(name));

-- ---------------------------------------------------------------- products

CREATE TABLE products (
  id                     bigserial PRIMARY KEY,
  name                   text NOT NULL,
  -- name slugged as the storefront does (# + . _ / and space to dashes, lowercase, dashes squeezed).
  slug                   text NOT NULL UNIQUE,
  model_number           text NOT NULL,
  code                   text NOT NULL UNIQUE,
  product_code           text NOT NULL UNIQUE,
  brand_id               integer NOT NULL REFERENCES brands (id),
  supplier_id            integer REFERENCES suppliers (id),
  category_id            integer NOT NULL REFERENCES categories (id),
  sub_category_id        integer NOT NULL REFERENCES sub_categories (id),
  sub_category_type_id   integer REFERENCES sub_category_types (id),
  price_paisa            bigint NOT NULL CHECK (price_paisa >= 0),
  discount_price_paisa   bigint CHECK (discount_price_paisa >= 0 AND discount_price_paisa <= price_paisa),
  discount_percent       numeric(5, 2) NOT NULL DEFAULT 0 CHECK (discount_percent >= 0 AND discount_percent <= 100),
  -- What the shopper pays: the discount price when there is one. Listings filter and sort on it.
  sale_price_paisa       bigint GENERATED ALWAYS AS (COALESCE(discount_price_paisa, price_paisa)) STORED,
  stock_quantity         integer NOT NULL DEFAULT 0 CHECK (stock_quantity >= 0),
  is_service             boolean NOT NULL DEFAULT false,
  is_new                 boolean NOT NULL DEFAULT false,
  product_type           text NOT NULL DEFAULT 'Normal' CHECK (product_type IN ('Combo', 'Normal')),
  best_deal              boolean NOT NULL DEFAULT false,   -- the "CG Exclusive" listing
  is_featured            boolean NOT NULL DEFAULT false,
  prepayment             boolean NOT NULL DEFAULT false,
  prepayment_value_paisa bigint CHECK (prepayment_value_paisa > 0),
  -- 0 when the product cannot be bought in instalments; the EMI price shown is sale price / emi_months.
  emi_months             integer NOT NULL DEFAULT 12 CHECK (emi_months >= 0),
  short_description      text NOT NULL DEFAULT '',
  long_description       text NOT NULL DEFAULT '',   -- HTML, sanitised before rendering
  quick_overview         text NOT NULL DEFAULT '',   -- HTML
  featured_image         text,
  alt_featured_image     text,
  -- Lower-case name, model number, brand and category names: what web-search matches with LIKE.
  search_text            text NOT NULL DEFAULT '',
  warranty               text,
  meta_title             text,
  meta_description       text,
  meta_keywords          text,
  status                 boolean NOT NULL DEFAULT true,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT prepayment OR prepayment_value_paisa IS NOT NULL)
);
CREATE INDEX products_category_price_idx ON products (category_id, sale_price_paisa);
CREATE INDEX products_sub_category_price_idx ON products (sub_category_id, sale_price_paisa);
CREATE INDEX products_type_price_idx ON products (sub_category_type_id, sale_price_paisa);
CREATE INDEX products_brand_price_idx ON products (brand_id, sale_price_paisa);
CREATE INDEX products_supplier_idx ON products (supplier_id);
CREATE INDEX products_created_idx ON products (created_at DESC, id DESC);
CREATE INDEX products_new_idx ON products (created_at DESC) WHERE is_new;
CREATE INDEX products_best_deal_idx ON products (sale_price_paisa) WHERE best_deal;
CREATE INDEX products_name_prefix_idx ON products (lower(name) text_pattern_ops);
CREATE INDEX products_model_idx ON products (lower(model_number));

CREATE TABLE product_images (
  id         bigserial PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  image      text NOT NULL,
  alt        text,
  position   integer NOT NULL DEFAULT 0
);
CREATE INDEX product_images_product_idx ON product_images (product_id, position);

-- Specifications: "product_feature.name" and "feature_value" in the API.
CREATE TABLE product_features (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE product_specifications (
  id                 bigserial PRIMARY KEY,
  product_id         bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  product_feature_id integer NOT NULL REFERENCES product_features (id),
  feature_value      text NOT NULL,
  position           integer NOT NULL DEFAULT 0
);
CREATE INDEX product_specifications_product_idx ON product_specifications (product_id, position);

-- Feature filters of a sub-category listing: groups ("Screen Size") with values ("55 inch").
-- The query-string parameter of a group is its slug; values are joined with '---'.
CREATE TABLE feature_filters (
  id              serial PRIMARY KEY,
  sub_category_id integer NOT NULL REFERENCES sub_categories (id) ON DELETE CASCADE,
  name            text NOT NULL,
  slug            text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  position        integer NOT NULL DEFAULT 0,
  UNIQUE (sub_category_id, slug)
);

CREATE TABLE feature_filter_values (
  id                serial PRIMARY KEY,
  feature_filter_id integer NOT NULL REFERENCES feature_filters (id) ON DELETE CASCADE,
  feature_value     text NOT NULL,
  position          integer NOT NULL DEFAULT 0,
  UNIQUE (feature_filter_id, feature_value)
);

CREATE TABLE product_filter_values (
  product_id              bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  feature_filter_value_id integer NOT NULL REFERENCES feature_filter_values (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, feature_filter_value_id)
);
CREATE INDEX product_filter_values_value_idx ON product_filter_values (feature_filter_value_id, product_id);

-- The "Free" gift bundled with a product: another product of ours or a stand-alone gift.
CREATE TABLE product_free_items (
  product_id      bigint PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  free_product_id bigint REFERENCES products (id) ON DELETE SET NULL,
  name            text NOT NULL,
  image           text,
  price_paisa     bigint NOT NULL DEFAULT 0 CHECK (price_paisa >= 0),
  qty             integer NOT NULL DEFAULT 1 CHECK (qty >= 1)
);
CREATE INDEX product_free_items_free_idx ON product_free_items (free_product_id);

-- Items of a Combo product (product_type 'Combo').
CREATE TABLE product_combo_items (
  combo_product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  item_product_id  bigint NOT NULL REFERENCES products (id),
  qty              integer NOT NULL DEFAULT 1 CHECK (qty >= 1),
  position         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (combo_product_id, item_product_id),
  CHECK (combo_product_id <> item_product_id)
);
CREATE INDEX product_combo_items_item_idx ON product_combo_items (item_product_id);

-- "People Also Buy": explicit related products (listings may also fall back to the same sub-category).
CREATE TABLE product_related (
  product_id         bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  related_product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position           integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, related_product_id),
  CHECK (product_id <> related_product_id)
);

-- ---------------------------------------------------------------- coupons

-- option 'P': percent off (percent); option 'F': a fixed amount off (amount_paisa).
-- mrp_or_mop: the discount is computed on the MRP (price) or on the MOP (the selling price).
-- scope 'product': only for the products in coupon_products; scope 'cart': the whole cart.
CREATE TABLE coupons (
  id                  serial PRIMARY KEY,
  code                text NOT NULL,
  coupon_desc         text NOT NULL DEFAULT '',
  option              text NOT NULL CHECK (option IN ('P', 'F')),
  percent             numeric(5, 2) CHECK (percent > 0 AND percent <= 100),
  amount_paisa        bigint CHECK (amount_paisa > 0),
  mrp_or_mop          text NOT NULL DEFAULT 'MOP' CHECK (mrp_or_mop IN ('MRP', 'MOP')),
  scope               text NOT NULL CHECK (scope IN ('product', 'cart')),
  min_cart_paisa      bigint NOT NULL DEFAULT 0 CHECK (min_cart_paisa >= 0),
  max_discount_paisa  bigint CHECK (max_discount_paisa > 0),
  valid_from          timestamptz NOT NULL,
  valid_until         timestamptz NOT NULL,
  usage_limit         integer CHECK (usage_limit > 0),        -- all users together; NULL = unlimited
  usage_limit_per_user integer NOT NULL DEFAULT 1 CHECK (usage_limit_per_user > 0),
  used_count          integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  status              boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((option = 'P' AND percent IS NOT NULL AND amount_paisa IS NULL)
      OR (option = 'F' AND amount_paisa IS NOT NULL AND percent IS NULL)),
  CHECK (valid_until > valid_from)
);
CREATE UNIQUE INDEX coupons_code_key ON coupons (upper(code));

CREATE TABLE coupon_products (
  coupon_id  integer NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (coupon_id, product_id)
);
CREATE INDEX coupon_products_product_idx ON coupon_products (product_id);

-- ---------------------------------------------------------------- flash sales

CREATE TABLE flash_sales (
  id         serial PRIMARY KEY,
  title      text NOT NULL,
  banner     text,
  start_time timestamptz NOT NULL,
  end_time   timestamptz NOT NULL,
  status     boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > start_time)
);
CREATE INDEX flash_sales_end_idx ON flash_sales (end_time);

CREATE TABLE flash_sale_products (
  flash_sale_id    integer NOT NULL REFERENCES flash_sales (id) ON DELETE CASCADE,
  product_id       bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sale_price_paisa bigint NOT NULL CHECK (sale_price_paisa > 0),
  quantity_limit   integer CHECK (quantity_limit > 0),
  position         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (flash_sale_id, product_id)
);
CREATE INDEX flash_sale_products_product_idx ON flash_sale_products (product_id);

-- ---------------------------------------------------------------- reviews

-- quality, price and value are ratings 1 to 5 (the API's names), not money.
CREATE TABLE reviews (
  id         bigserial PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id    bigint REFERENCES users (id) ON DELETE SET NULL,
  name       text NOT NULL,
  quality    smallint NOT NULL CHECK (quality BETWEEN 1 AND 5),
  price      smallint NOT NULL CHECK (price BETWEEN 1 AND 5),
  value      smallint NOT NULL CHECK (value BETWEEN 1 AND 5),
  summary    text NOT NULL,
  review     text NOT NULL,
  status     text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  posted_on  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_product_idx ON reviews (product_id, status, posted_on DESC);

-- ---------------------------------------------------------------- content: events, pages, FAQs

CREATE TABLE events (
  id               serial PRIMARY KEY,
  title            text NOT NULL,
  event_url        text NOT NULL UNIQUE CHECK (event_url ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  banner           text,
  description      text,
  starts_at        timestamptz,
  ends_at          timestamptz,
  status           boolean NOT NULL DEFAULT true,
  meta_title       text,
  meta_description text,
  meta_keywords    text,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE event_products (
  event_id   integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (event_id, product_id)
);
CREATE INDEX event_products_product_idx ON event_products (product_id);

-- Static pages: /page-{page_url}, e.g. page_url 'privacy-policy-9'.
CREATE TABLE pages (
  id               serial PRIMARY KEY,
  page_url         text NOT NULL UNIQUE CHECK (page_url ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title            text NOT NULL,
  content          text NOT NULL,      -- HTML, sanitised before rendering
  position         integer NOT NULL DEFAULT 0,
  show_in_footer   boolean NOT NULL DEFAULT true,
  status           boolean NOT NULL DEFAULT true,
  meta_title       text,
  meta_description text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE faqs (
  id       serial PRIMARY KEY,
  topic    text NOT NULL DEFAULT 'General',
  question text NOT NULL,
  answer   text NOT NULL,                  -- HTML
  position integer NOT NULL DEFAULT 0,
  status   boolean NOT NULL DEFAULT true
);

-- ---------------------------------------------------------------- home and supplier layouts

-- A layout is one block of the home page (supplier_id NULL) or of a supplier's landing page.
-- Its id is the one in /view-all/{title-slug}-{id} and GET layouts/{id}.
CREATE TABLE layouts (
  id            serial PRIMARY KEY,
  supplier_id   integer REFERENCES suppliers (id) ON DELETE CASCADE,
  type          text NOT NULL CHECK (type IN (
                  'One Banner', 'Two Banner', 'Three Banner', 'Product List', 'Brand List',
                  'Supplier List', 'Category List', 'Sub Category List', 'Sub Category Type List',
                  'Scroll Text', 'Flash Sales')),
  title         text NOT NULL DEFAULT '',
  sub_title     text NOT NULL DEFAULT '',
  layout_url    text CHECK (layout_url ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  product_view  text CHECK (product_view IN ('grid', 'slider')),
  scroll_text   text,                       -- the marquee text of a Scroll Text block
  flash_sale_id integer REFERENCES flash_sales (id) ON DELETE SET NULL,
  position      integer NOT NULL DEFAULT 0,
  status        boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (type <> 'Product List' OR product_view IS NOT NULL),
  CHECK (type <> 'Scroll Text' OR scroll_text IS NOT NULL)
);
CREATE INDEX layouts_page_idx ON layouts (supplier_id, position);

-- Link targets shared by banners, sliders and pop-ups:
--   L link (link), C category, S sub category, T type, B brand, PR product, P page, E event, SP supplier.
-- Each link_type requires its own reference column (checked below in each table).

-- The rows of a layout's list: banners, products, brands, suppliers, categories, sub-categories, types.
CREATE TABLE layout_items (
  id                   bigserial PRIMARY KEY,
  layout_id            integer NOT NULL REFERENCES layouts (id) ON DELETE CASCADE,
  item_type            text NOT NULL CHECK (item_type IN (
                         'banner', 'product', 'brand', 'supplier', 'category', 'sub_category', 'sub_category_type')),
  position             integer NOT NULL DEFAULT 0,
  -- banner fields
  name                 text,
  image                text,
  link_type            text CHECK (link_type IN ('L', 'C', 'S', 'T', 'B', 'PR', 'P', 'E', 'SP')),
  link                 text,
  -- references: the listed entity, or the target of a banner
  product_id           bigint REFERENCES products (id) ON DELETE CASCADE,
  brand_id             integer REFERENCES brands (id) ON DELETE CASCADE,
  supplier_id          integer REFERENCES suppliers (id) ON DELETE CASCADE,
  category_id          integer REFERENCES categories (id) ON DELETE CASCADE,
  sub_category_id      integer REFERENCES sub_categories (id) ON DELETE CASCADE,
  sub_category_type_id integer REFERENCES sub_category_types (id) ON DELETE CASCADE,
  page_id              integer REFERENCES pages (id) ON DELETE CASCADE,
  event_id             integer REFERENCES events (id) ON DELETE CASCADE,
  CHECK (item_type <> 'banner' OR (image IS NOT NULL AND link_type IS NOT NULL)),
  CHECK (item_type <> 'product' OR product_id IS NOT NULL),
  CHECK (item_type <> 'brand' OR brand_id IS NOT NULL),
  CHECK (item_type <> 'supplier' OR supplier_id IS NOT NULL),
  CHECK (item_type <> 'category' OR category_id IS NOT NULL),
  CHECK (item_type <> 'sub_category' OR sub_category_id IS NOT NULL),
  CHECK (item_type <> 'sub_category_type' OR sub_category_type_id IS NOT NULL),
  CHECK (link_type IS NULL
      OR (link_type = 'L' AND link IS NOT NULL)
      OR (link_type = 'C' AND category_id IS NOT NULL)
      OR (link_type = 'S' AND sub_category_id IS NOT NULL)
      OR (link_type = 'T' AND sub_category_type_id IS NOT NULL)
      OR (link_type = 'B' AND brand_id IS NOT NULL)
      OR (link_type = 'PR' AND product_id IS NOT NULL)
      OR (link_type = 'P' AND page_id IS NOT NULL)
      OR (link_type = 'E' AND event_id IS NOT NULL)
      OR (link_type = 'SP' AND supplier_id IS NOT NULL))
);
CREATE INDEX layout_items_layout_idx ON layout_items (layout_id, position);
CREATE INDEX layout_items_product_idx ON layout_items (product_id);

-- Image sliders and banners outside layouts: get-home-data's sliders, topBanners, topSliders,
-- middleBanners and bottomSliders, and the side sliders of listings (scoped by the reference
-- columns when placement = 'listing'; all NULL means every listing).
CREATE TABLE sliders (
  id                   serial PRIMARY KEY,
  placement            text NOT NULL CHECK (placement IN (
                         'slider', 'top_banner', 'top_slider', 'middle_banner', 'bottom_slider', 'listing')),
  name                 text NOT NULL DEFAULT '',
  image                text NOT NULL,
  mobile_image         text,
  link_type            text CHECK (link_type IN ('L', 'C', 'S', 'T', 'B', 'PR', 'P', 'E', 'SP')),
  link                 text,
  product_id           bigint REFERENCES products (id) ON DELETE CASCADE,
  brand_id             integer REFERENCES brands (id) ON DELETE CASCADE,
  supplier_id          integer REFERENCES suppliers (id) ON DELETE CASCADE,
  category_id          integer REFERENCES categories (id) ON DELETE CASCADE,
  sub_category_id      integer REFERENCES sub_categories (id) ON DELETE CASCADE,
  sub_category_type_id integer REFERENCES sub_category_types (id) ON DELETE CASCADE,
  page_id              integer REFERENCES pages (id) ON DELETE CASCADE,
  event_id             integer REFERENCES events (id) ON DELETE CASCADE,
  position             integer NOT NULL DEFAULT 0,
  status               boolean NOT NULL DEFAULT true,
  CHECK (link_type IS NULL
      OR (link_type = 'L' AND link IS NOT NULL)
      OR (link_type = 'C' AND category_id IS NOT NULL)
      OR (link_type = 'S' AND sub_category_id IS NOT NULL)
      OR (link_type = 'T' AND sub_category_type_id IS NOT NULL)
      OR (link_type = 'B' AND brand_id IS NOT NULL)
      OR (link_type = 'PR' AND product_id IS NOT NULL)
      OR (link_type = 'P' AND page_id IS NOT NULL)
      OR (link_type = 'E' AND event_id IS NOT NULL)
      OR (link_type = 'SP' AND supplier_id IS NOT NULL))
);
CREATE INDEX sliders_placement_idx ON sliders (placement, position);

-- Where a banner points, resolved: target is the URL for L and the referenced entity's url/slug
-- otherwise (category_url, sub_category_url, sub_category_type_url, brand_url, product slug,
-- page_url, event_url, supplier slug); target_id is the referenced row's id.
CREATE VIEW layout_item_targets AS
SELECT li.id AS layout_item_id,
       li.link_type,
       CASE li.link_type
         WHEN 'L' THEN li.link
         WHEN 'C' THEN c.category_url
         WHEN 'S' THEN s.sub_category_url
         WHEN 'T' THEN t.sub_category_type_url
         WHEN 'B' THEN b.brand_url
         WHEN 'PR' THEN p.slug
         WHEN 'P' THEN pg.page_url
         WHEN 'E' THEN e.event_url
         WHEN 'SP' THEN sp.slug
       END AS target,
       CASE li.link_type
         WHEN 'C' THEN li.category_id::bigint
         WHEN 'S' THEN li.sub_category_id::bigint
         WHEN 'T' THEN li.sub_category_type_id::bigint
         WHEN 'B' THEN li.brand_id::bigint
         WHEN 'PR' THEN li.product_id
         WHEN 'P' THEN li.page_id::bigint
         WHEN 'E' THEN li.event_id::bigint
         WHEN 'SP' THEN li.supplier_id::bigint
       END AS target_id
FROM layout_items li
LEFT JOIN categories c ON c.id = li.category_id
LEFT JOIN sub_categories s ON s.id = li.sub_category_id
LEFT JOIN sub_category_types t ON t.id = li.sub_category_type_id
LEFT JOIN brands b ON b.id = li.brand_id
LEFT JOIN products p ON p.id = li.product_id
LEFT JOIN pages pg ON pg.id = li.page_id
LEFT JOIN events e ON e.id = li.event_id
LEFT JOIN suppliers sp ON sp.id = li.supplier_id
WHERE li.link_type IS NOT NULL;

-- The home pop-up (and possibly others later). slider_link is where a click on it leads.
CREATE TABLE popups (
  id                serial PRIMARY KEY,
  page              text NOT NULL DEFAULT 'home',
  status            boolean NOT NULL DEFAULT true,
  image_url         text NOT NULL,
  slider_link       text,
  title             text NOT NULL DEFAULT '',
  short_description text NOT NULL DEFAULT '',
  valid_from        timestamptz,
  valid_until       timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------- stores, service centres, catalogues

CREATE TABLE stores (
  id            serial PRIMARY KEY,
  type          text NOT NULL CHECK (type IN ('product', 'lg_shoppe')),
  name          text NOT NULL,
  profile_image text,
  branch        text NOT NULL,
  location      text NOT NULL,
  phone         text NOT NULL,
  email         text,
  province_id   integer REFERENCES provinces (id),
  opening_hours text,
  position      integer NOT NULL DEFAULT 0,
  status        boolean NOT NULL DEFAULT true
);
CREATE INDEX stores_type_idx ON stores (type, position);

CREATE TABLE service_centers (
  id             serial PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('home_appliance', 'mobile')),
  name           text NOT NULL,
  address        text NOT NULL,
  district       text,
  contact_person text,
  phone          text NOT NULL,
  email          text,
  province_id    integer REFERENCES provinces (id),
  brand_id       integer REFERENCES brands (id),
  position       integer NOT NULL DEFAULT 0,
  status         boolean NOT NULL DEFAULT true
);
CREATE INDEX service_centers_kind_idx ON service_centers (kind, province_id, position);

CREATE TABLE catalogues (
  id             serial PRIMARY KEY,
  brand_id       integer NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  title          text NOT NULL,
  file_path      text NOT NULL,
  featured_image text,
  position       integer NOT NULL DEFAULT 0,
  status         boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalogues_brand_idx ON catalogues (brand_id, position);
