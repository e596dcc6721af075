-- Coupons for a shopper's first order (WELCOME500: "NPR 500 off your first order"): refused to
-- a shopper who already has a paid order.
ALTER TABLE coupons ADD COLUMN first_order_only boolean NOT NULL DEFAULT false;
UPDATE coupons SET first_order_only = true WHERE upper(code) = 'WELCOME500';
