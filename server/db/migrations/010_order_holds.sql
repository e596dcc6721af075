-- Stock holds of unpaid online payments (docs/adr/0006-checkout-money-and-stock.md, "Holds").
-- One pending online booking per shopper, product and kind: a repeated post-prebooking (a reload
-- of the reservation's price summary, Back then Forward, a double click) replaces the pending one
-- in the same transaction (orders/place-order.ts supersedePendingBookings); this index makes
-- two concurrent calls unable to leave two. Bank Transfer and Loyalty bookings are not covered:
-- they are not waiting at a gateway.

-- Bookings already duplicated by the old code: keep the newest, abandon the older ones (their
-- payments too). Pre-bookings and reservations hold no stock, so nothing goes back.
WITH ranked AS (
  SELECT id, row_number() OVER (PARTITION BY user_id, product_id, kind ORDER BY id DESC) AS n
    FROM bookings
   WHERE kind IN ('prebooking', 'reservation') AND status = 'Pending' AND payment_status = 'Pending'
     AND payment_method IN ('eSewa', 'Khalti', 'Nabil Card', 'Connect IPS', 'IME Pay', 'CG Pay')
), old AS (
  UPDATE bookings b SET status = 'Failed', payment_status = 'Cancelled', failure_reason = 'replaced by a newer checkout', updated_at = now()
    FROM ranked r WHERE r.id = b.id AND r.n > 1
  RETURNING b.id
)
UPDATE payments p SET status = 'cancelled', failure_reason = 'replaced by a newer checkout', updated_at = now()
  FROM old WHERE p.booking_id = old.id AND p.status = 'pending';

CREATE UNIQUE INDEX bookings_one_pending_online_key ON bookings (user_id, product_id, kind)
  WHERE kind IN ('prebooking', 'reservation') AND status = 'Pending' AND payment_status = 'Pending'
    AND payment_method IN ('eSewa', 'Khalti', 'Nabil Card', 'Connect IPS', 'IME Pay', 'CG Pay');
