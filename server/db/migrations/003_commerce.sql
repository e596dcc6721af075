-- Commerce: banks, carts, orders, bookings (pre-booking, buy-now, scooter reservation), payments,
-- wishlists, enquiries, consultations, newsletter, warranty registrations and the scooter data.
-- Money is integer paisa (bigint, *_paisa). Status words are the ones the storefront shows.

-- ---------------------------------------------------------------- banks

-- Banks a Bank Transfer order is paid into (GET bank-transfer/get-banks).
CREATE TABLE transfer_banks (
  id             serial PRIMARY KEY,
  bank_name      text NOT NULL UNIQUE,
  logo           text,
  account_name   text NOT NULL,
  account_number text NOT NULL,
  branch         text NOT NULL,
  position       integer NOT NULL DEFAULT 0,
  status         boolean NOT NULL DEFAULT true
);

-- Flexi Pay (card instalment) banks and their periods.
CREATE TABLE emi_banks (
  id                  serial PRIMARY KEY,
  bank_name           text NOT NULL UNIQUE,
  slug                text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  bank_logo           text,
  terms_and_condition text NOT NULL DEFAULT '',   -- HTML
  min_amount_paisa    bigint NOT NULL DEFAULT 0 CHECK (min_amount_paisa >= 0),
  position            integer NOT NULL DEFAULT 0,
  status              boolean NOT NULL DEFAULT true
);

CREATE TABLE emi_periods (
  id          serial PRIMARY KEY,
  emi_bank_id integer NOT NULL REFERENCES emi_banks (id) ON DELETE CASCADE,
  name        text NOT NULL,
  months      integer NOT NULL CHECK (months BETWEEN 1 AND 60),
  UNIQUE (emi_bank_id, months)
);

-- ---------------------------------------------------------------- carts

CREATE TABLE carts (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  coupon_id  integer REFERENCES coupons (id) ON DELETE SET NULL,   -- last cart coupon applied
  platform   text NOT NULL DEFAULT 'W',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_items (
  id         bigserial PRIMARY KEY,
  cart_id    bigint NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  qty        integer NOT NULL CHECK (qty >= 1 AND qty <= 100),
  coupon_id  integer REFERENCES coupons (id) ON DELETE SET NULL,   -- a product coupon on this line
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cart_id, product_id)
);
CREATE INDEX cart_items_product_idx ON cart_items (product_id);

-- ---------------------------------------------------------------- orders

CREATE TABLE orders (
  id                    bigserial PRIMARY KEY,
  user_id               bigint NOT NULL REFERENCES users (id),
  platform              text NOT NULL DEFAULT 'W',
  payment_method        text NOT NULL,   -- Bank Transfer, Cash On Delivery, Loyalty Full Redeem, eSewa, Khalti, Nabil Card, …
  order_status          text NOT NULL DEFAULT 'Pending' CHECK (order_status IN (
                          'Pending', 'Accepted', 'Processing', 'Shipped', 'Delivered', 'Completed',
                          'Cancelled', 'Rejected', 'Failed')),
  payment_status        text NOT NULL DEFAULT 'Pending' CHECK (payment_status IN (
                          'Pending', 'Paid', 'Unpaid', 'Failed', 'Cancelled', 'Refunded')),
  delivery_status       text NOT NULL DEFAULT 'Pending' CHECK (delivery_status IN (
                          'Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned')),
  cancelled_order       text CHECK (cancelled_order = 'C'),   -- 'C': the customer asked to cancel
  cancelled_reason      text,
  cancelled_at          timestamptz,
  currency              text NOT NULL DEFAULT 'NPR',
  -- The cart as it was at checkout, in the API's shape (rupees): used when order_products is empty.
  cart_data             jsonb NOT NULL DEFAULT '[]',
  cart_total_paisa      bigint NOT NULL CHECK (cart_total_paisa >= 0),
  delivery_charge_paisa bigint CHECK (delivery_charge_paisa >= 0),   -- NULL: Free
  coupon_id             integer REFERENCES coupons (id) ON DELETE SET NULL,
  coupon_code           text,
  coupon_discount_paisa bigint NOT NULL DEFAULT 0 CHECK (coupon_discount_paisa >= 0),
  redeem                text NOT NULL DEFAULT 'No' CHECK (redeem IN ('Yes', 'No')),
  redeem_point          integer NOT NULL DEFAULT 0 CHECK (redeem_point >= 0),
  redeem_amount_paisa   bigint NOT NULL DEFAULT 0 CHECK (redeem_amount_paisa >= 0),
  tds_paisa             bigint NOT NULL DEFAULT 0 CHECK (tds_paisa >= 0),
  cash_back_paisa       bigint NOT NULL DEFAULT 0 CHECK (cash_back_paisa >= 0),
  total_amount_paisa    bigint NOT NULL CHECK (total_amount_paisa >= 0),
  loyalty_points        integer NOT NULL DEFAULT 0 CHECK (loyalty_points >= 0),   -- earned on delivery
  shipping_name         text NOT NULL,
  shipping_email        text NOT NULL,
  shipping_mobile       text NOT NULL,
  shipping_address      text NOT NULL,
  province_id           integer REFERENCES provinces (id),
  city_id               integer REFERENCES cities (id),
  area_id               integer REFERENCES areas (id),
  customer_note         text,
  bank_id               integer REFERENCES transfer_banks (id),   -- Bank Transfer only
  -- Flexi Pay (card instalments)
  is_emi                boolean NOT NULL DEFAULT false,
  emi_bank_id           integer REFERENCES emi_banks (id),
  emi_period_id         integer REFERENCES emi_periods (id),
  emi_months            integer CHECK (emi_months >= 1),
  emi_monthly_paisa     bigint CHECK (emi_monthly_paisa >= 0),
  -- account_holder, account_holder_address, account_holder_email, account_holder_mobile,
  -- first_six_card_number, expiry_date (never a full card number)
  emi_data              jsonb,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT is_emi OR (emi_bank_id IS NOT NULL AND emi_months IS NOT NULL))
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_status_idx ON orders (order_status, created_at DESC);

CREATE TABLE order_products (
  id                       bigserial PRIMARY KEY,
  order_id                 bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id               bigint NOT NULL REFERENCES products (id),
  name                     text NOT NULL,
  model_number             text NOT NULL,
  qty                      integer NOT NULL CHECK (qty >= 1),
  price_paisa              bigint NOT NULL CHECK (price_paisa >= 0),   -- unit price paid
  mrp_paisa                bigint NOT NULL CHECK (mrp_paisa >= 0),     -- list price
  mop_paisa                bigint NOT NULL CHECK (mop_paisa >= 0),     -- selling price before coupons
  subtotal_paisa           bigint NOT NULL CHECK (subtotal_paisa >= 0),
  order_status             text NOT NULL DEFAULT 'Pending',
  payment_status           text NOT NULL DEFAULT 'Pending',
  delivery_status          text NOT NULL DEFAULT 'Pending',
  free_product_name        text,
  free_product_price_paisa bigint CHECK (free_product_price_paisa >= 0),
  coupon_id                integer REFERENCES coupons (id) ON DELETE SET NULL,
  coupon_code              text,
  coupon_option            text CHECK (coupon_option IN ('P', 'F')),
  coupon_mrp_or_mop        text CHECK (coupon_mrp_or_mop IN ('MRP', 'MOP')),
  coupon_discount_paisa    bigint NOT NULL DEFAULT 0 CHECK (coupon_discount_paisa >= 0),
  loyalty_points           integer NOT NULL DEFAULT 0,
  created_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_products_order_idx ON order_products (order_id);
CREATE INDEX order_products_product_idx ON order_products (product_id);

-- Who used which coupon on which order (usage limits).
CREATE TABLE coupon_redemptions (
  id        bigserial PRIMARY KEY,
  coupon_id integer NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  user_id   bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id  bigint REFERENCES orders (id) ON DELETE CASCADE,
  used_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupon_redemptions_coupon_user_idx ON coupon_redemptions (coupon_id, user_id);

-- ---------------------------------------------------------------- the scooter reservation data

-- A reservable product (the scooter): what GET ola/product/{product} answers with.
-- lookup_slug is the {product} of that call and of the reservation flow's product parameter.
CREATE TABLE reservation_products (
  id                   serial PRIMARY KEY,
  product_id           bigint NOT NULL UNIQUE REFERENCES products (id) ON DELETE CASCADE,
  lookup_slug          text NOT NULL UNIQUE CHECK (lookup_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  source               text NOT NULL DEFAULT 'ola',
  logo                 text,
  -- price_breakup_response
  product_name         text NOT NULL,
  currency             text NOT NULL DEFAULT 'NPR',
  reserve_amount_paisa bigint NOT NULL CHECK (reserve_amount_paisa > 0),
  ex_showroom_paisa    bigint CHECK (ex_showroom_paisa > 0),
  external_site_url    text,
  status               boolean NOT NULL DEFAULT true
);

-- Colours: option_value and metadata.image_carousal_list.
CREATE TABLE reservation_colours (
  id                      serial PRIMARY KEY,
  reservation_product_id  integer NOT NULL REFERENCES reservation_products (id) ON DELETE CASCADE,
  option_value            text NOT NULL,
  slug                    text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  hex                     text NOT NULL CHECK (hex ~ '^#[0-9a-fA-F]{6}$'),
  is_default              boolean NOT NULL DEFAULT false,
  position                integer NOT NULL DEFAULT 0,
  UNIQUE (reservation_product_id, slug)
);

CREATE TABLE reservation_colour_images (
  id                    serial PRIMARY KEY,
  reservation_colour_id integer NOT NULL REFERENCES reservation_colours (id) ON DELETE CASCADE,
  image                 text NOT NULL,
  position              integer NOT NULL DEFAULT 0
);
CREATE INDEX reservation_colour_images_colour_idx ON reservation_colour_images (reservation_colour_id, position);

-- product_overview: title and desc; in desc, [square brackets] mark text shown smaller.
CREATE TABLE reservation_overview (
  id                     serial PRIMARY KEY,
  reservation_product_id integer NOT NULL REFERENCES reservation_products (id) ON DELETE CASCADE,
  title                  text NOT NULL,
  description            text NOT NULL,   -- the API's desc
  position               integer NOT NULL DEFAULT 0
);

-- araiData: the certification details behind the third overview attribute's info icon.
CREATE TABLE reservation_certifications (
  id                     serial PRIMARY KEY,
  reservation_product_id integer NOT NULL REFERENCES reservation_products (id) ON DELETE CASCADE,
  title                  text NOT NULL,
  description            text NOT NULL,
  position               integer NOT NULL DEFAULT 0
);

-- ---------------------------------------------------------------- bookings

-- kind 'prebooking': /prebook-… of a prepayment product; 'buy_now': /buynow-… paying the rest;
-- 'reservation': the scooter flow (source 'ola'). total_amount_paisa is the prepayment paid now.
CREATE TABLE bookings (
  id                    bigserial PRIMARY KEY,
  user_id               bigint NOT NULL REFERENCES users (id),
  product_id            bigint NOT NULL REFERENCES products (id),
  kind                  text NOT NULL CHECK (kind IN ('prebooking', 'buy_now', 'reservation')),
  parent_booking_id     bigint REFERENCES bookings (id),   -- the pre-booking a buy-now completes
  source                text,
  platform              text NOT NULL DEFAULT 'W',
  product_name          text NOT NULL,
  featured_image        text,
  reservation_colour_id integer REFERENCES reservation_colours (id),
  colour                text,                               -- the colour's option_value
  currency              text NOT NULL DEFAULT 'NPR',
  product_price_paisa   bigint NOT NULL CHECK (product_price_paisa >= 0),
  total_amount_paisa    bigint NOT NULL CHECK (total_amount_paisa >= 0),
  payment_value_paisa   bigint NOT NULL DEFAULT 0 CHECK (payment_value_paisa >= 0),   -- still to pay
  delivery_charge_paisa bigint CHECK (delivery_charge_paisa >= 0),
  cash_back_paisa       bigint NOT NULL DEFAULT 0 CHECK (cash_back_paisa >= 0),
  coupon_code           text,
  redeem                text NOT NULL DEFAULT 'No' CHECK (redeem IN ('Yes', 'No')),
  payment_method        text NOT NULL,
  status                text NOT NULL DEFAULT 'Pending' CHECK (status IN (
                          'Pending', 'Accepted', 'Completed', 'Cancelled', 'Rejected', 'Failed')),
  payment_status        text NOT NULL DEFAULT 'Pending' CHECK (payment_status IN (
                          'Pending', 'Paid', 'Unpaid', 'Failed', 'Cancelled', 'Refunded')),
  delivery_status       text NOT NULL DEFAULT 'Pending' CHECK (delivery_status IN (
                          'Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned')),
  cancelled_booking     text CHECK (cancelled_booking = 'C'),
  cancelled_reason      text,
  cancelled_at          timestamptz,
  buy_now_open_status   smallint NOT NULL DEFAULT 0 CHECK (buy_now_open_status IN (0, 1)),
  failure_reason        text,                               -- reasonForFail of the booking list
  shipping_name         text NOT NULL,
  shipping_email        text NOT NULL,
  shipping_mobile       text NOT NULL,
  shipping_address      text NOT NULL,
  province_id           integer REFERENCES provinces (id),
  city_id               integer REFERENCES cities (id),
  area_id               integer REFERENCES areas (id),
  customer_note         text,
  bank_id               integer REFERENCES transfer_banks (id),
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bookings_user_idx ON bookings (user_id, created_at DESC);
CREATE INDEX bookings_product_idx ON bookings (product_id);

-- ---------------------------------------------------------------- payments

-- One attempt to pay an order or a booking through a gateway. transaction_id is ours (sent to
-- the gateway as pid / TXNID / purchase_order_id …); gateway_reference is the gateway's.
-- status becomes 'paid' only after a server-to-server verification (verified_at, verification_response).
CREATE TABLE payments (
  id                    bigserial PRIMARY KEY,
  transaction_id        text NOT NULL UNIQUE,
  gateway               text NOT NULL CHECK (gateway IN (
                          'esewa', 'khalti', 'connect_ips', 'imepay', 'nabil_card', 'cg_pay')),
  order_id              bigint REFERENCES orders (id) ON DELETE CASCADE,
  booking_id            bigint REFERENCES bookings (id) ON DELETE CASCADE,
  amount_paisa          bigint NOT NULL CHECK (amount_paisa > 0),
  currency              text NOT NULL DEFAULT 'NPR',
  status                text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  gateway_reference     text,
  failure_reason        text,
  request_data          jsonb,
  verification_response jsonb,
  verified_at           timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK ((order_id IS NULL) <> (booking_id IS NULL)),
  CHECK (status <> 'paid' OR verified_at IS NOT NULL)
);
CREATE INDEX payments_order_idx ON payments (order_id);
CREATE INDEX payments_booking_idx ON payments (booking_id);
CREATE UNIQUE INDEX payments_gateway_reference_key ON payments (gateway, gateway_reference)
  WHERE gateway_reference IS NOT NULL;

-- ---------------------------------------------------------------- wishlists

CREATE TABLE wishlists (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

-- ---------------------------------------------------------------- enquiries and requests

-- kind 'business': the product enquiry modal (message at most 140 characters);
-- kind 'contact': the contact page form.
CREATE TABLE enquiries (
  id           bigserial PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('business', 'contact')),
  user_id      bigint REFERENCES users (id) ON DELETE SET NULL,
  product_id   bigint REFERENCES products (id) ON DELETE SET NULL,
  name         text NOT NULL,
  email        text NOT NULL,
  phone        text NOT NULL,
  organization text,
  enquiry      text NOT NULL,
  status       text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'business' OR char_length(enquiry) <= 140)
);
CREATE INDEX enquiries_created_idx ON enquiries (created_at DESC);

CREATE TABLE store_consultations (
  id         bigserial PRIMARY KEY,
  user_id    bigint REFERENCES users (id) ON DELETE SET NULL,
  product_id bigint REFERENCES products (id) ON DELETE SET NULL,
  name       text NOT NULL,
  email      text,
  number     text NOT NULL,
  area_id    integer NOT NULL REFERENCES areas (id),
  queries    text CHECK (char_length(queries) <= 140),
  status     text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE newsletter_subscribers (
  id              bigserial PRIMARY KEY,
  email           text NOT NULL,
  status          boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  unsubscribed_at timestamptz
);
CREATE UNIQUE INDEX newsletter_subscribers_email_key ON newsletter_subscribers (lower(email));

-- The proof of purchase is stored under its own random file name; proof_original_name is what
-- the customer uploaded.
CREATE TABLE warranty_registrations (
  id                  bigserial PRIMARY KEY,
  user_id             bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id          bigint REFERENCES products (id) ON DELETE SET NULL,
  model_no            text NOT NULL,
  serial_number       text NOT NULL,
  place_of_purchase   text NOT NULL,
  purchase_date       date NOT NULL,
  proof_file_name     text NOT NULL,
  proof_original_name text,
  proof_mime          text NOT NULL CHECK (proof_mime LIKE 'image/%'),
  proof_size          integer CHECK (proof_size >= 0),
  status              text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX warranty_registrations_user_idx ON warranty_registrations (user_id, created_at DESC);
