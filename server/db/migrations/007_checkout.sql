-- Checkout (spec part 3): what orders and bookings need beyond 003_commerce.sql for coupons,
-- loyalty redemption, stock holds and the gateways added by the checkout issue (Khalti, IME Pay,
-- CG Pay). docs/adr/0006-checkout-money-and-stock.md explains the rules.

-- Why an order's payment did not go through ('cancelled by payer', 'amount mismatch', 'expired unpaid' …).
ALTER TABLE orders ADD COLUMN failure_reason text;

-- Online orders waiting for their gateway: found by the sweep that releases abandoned stock holds.
CREATE INDEX orders_awaiting_payment_idx ON orders (created_at)
  WHERE order_status = 'Pending' AND payment_status = 'Pending';

-- Pre-booking and buy-now carry coupons and CG|Coins like orders do.
ALTER TABLE bookings ADD COLUMN coupon_id integer REFERENCES coupons (id) ON DELETE SET NULL;
ALTER TABLE bookings ADD COLUMN coupon_discount_paisa bigint NOT NULL DEFAULT 0 CHECK (coupon_discount_paisa >= 0);
ALTER TABLE bookings ADD COLUMN redeem_point integer NOT NULL DEFAULT 0 CHECK (redeem_point >= 0);
ALTER TABLE bookings ADD COLUMN tds_paisa bigint NOT NULL DEFAULT 0 CHECK (tds_paisa >= 0);
ALTER TABLE bookings ADD COLUMN loyalty_points integer NOT NULL DEFAULT 0 CHECK (loyalty_points >= 0);
-- 1 while a buy-now booking holds one unit of stock (released once if its payment fails).
ALTER TABLE bookings ADD COLUMN stock_held smallint NOT NULL DEFAULT 0 CHECK (stock_held IN (0, 1));

-- One live buy-now per pre-booking: a failed or cancelled one can be tried again.
CREATE UNIQUE INDEX bookings_one_buy_now_key ON bookings (parent_booking_id)
  WHERE kind = 'buy_now' AND status IN ('Pending', 'Accepted', 'Completed');

-- Coupon use by a booking (orders already have order_id).
ALTER TABLE coupon_redemptions ADD COLUMN booking_id bigint REFERENCES bookings (id) ON DELETE CASCADE;
CREATE INDEX coupon_redemptions_order_idx ON coupon_redemptions (order_id);

-- The loyalty ledger stays append-only; entries written by checkout carry a kind, and each
-- (order, kind) or (booking, kind) is written at most once however often a gateway replays.
--   redeem: coins spent at checkout (negative)   redeem_refund: the same coins given back when the payment fails
--   earn: coins earned by a paid order           cash_back: the cash back of a paid order, as coins
ALTER TABLE loyalty_ledger ADD COLUMN kind text CHECK (kind IN ('redeem', 'redeem_refund', 'earn', 'cash_back'));
ALTER TABLE loyalty_ledger ADD COLUMN booking_id bigint;
CREATE UNIQUE INDEX loyalty_ledger_order_kind_key ON loyalty_ledger (order_id, kind)
  WHERE kind IS NOT NULL AND order_id IS NOT NULL;
CREATE UNIQUE INDEX loyalty_ledger_booking_kind_key ON loyalty_ledger (booking_id, kind)
  WHERE kind IS NOT NULL AND booking_id IS NOT NULL;

-- The sandbox gateways of Khalti, IME Pay and CG Pay keep their transactions in the same table.
ALTER TABLE sandbox_transactions DROP CONSTRAINT sandbox_transactions_gateway_check;
ALTER TABLE sandbox_transactions ADD CONSTRAINT sandbox_transactions_gateway_check
  CHECK (gateway IN ('esewa', 'connect_ips', 'nabil_card', 'khalti', 'imepay', 'cg_pay'));
