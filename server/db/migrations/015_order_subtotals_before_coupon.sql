-- An order line's subtotal is qty × price, before its coupon (the coupon's share is
-- coupon_discount_paisa), so an order's lines, its coupon discount and its total add up.
-- Orders placed before this migration stored the subtotal after the coupon: put the share back,
-- only where that makes qty × the selling price (a line already before the coupon stays as it is).
UPDATE order_products SET subtotal_paisa = subtotal_paisa + coupon_discount_paisa
 WHERE coupon_discount_paisa > 0 AND subtotal_paisa + coupon_discount_paisa = qty * mop_paisa;

UPDATE orders o
   SET cart_data = (
     SELECT jsonb_agg(
              CASE WHEN jsonb_typeof(e -> 'coupon_discount' -> 'discount') = 'number'
                    AND round((e ->> 'subtotal')::numeric + (e -> 'coupon_discount' ->> 'discount')::numeric, 2)
                        = round((e ->> 'qty')::numeric * (e ->> 'mop')::numeric, 2)
                   THEN jsonb_set(e, '{subtotal}',
                          to_jsonb(round((e ->> 'subtotal')::numeric + (e -> 'coupon_discount' ->> 'discount')::numeric, 2)))
                   ELSE e END
              ORDER BY n)
       FROM jsonb_array_elements(o.cart_data) WITH ORDINALITY AS t (e, n))
 WHERE jsonb_typeof(o.cart_data) = 'array' AND o.coupon_discount_paisa > 0 AND jsonb_array_length(o.cart_data) > 0;

COMMENT ON COLUMN orders.cart_total_paisa IS 'The goods before the coupon (get-orders: products_total); the cart''s cart_total is after it.';
