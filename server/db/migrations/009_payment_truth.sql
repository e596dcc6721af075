-- Payment truth (docs/adr/0010-payment-truth.md): a payment the gateway confirms is never lost.
-- When it is confirmed after its order or booking was released (a failure return, a newer
-- checkout, the customer's cancellation, an expired hold), the order is restored as paid when
-- its stock, coins and coupon are still there; otherwise its money has to go back: the order
-- (or booking) shows payment_status 'Refund Due' and the payment row says why.

ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check CHECK (payment_status IN (
  'Pending', 'Paid', 'Unpaid', 'Failed', 'Cancelled', 'Refunded', 'Refund Due'));
ALTER TABLE bookings DROP CONSTRAINT bookings_payment_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_payment_status_check CHECK (payment_status IN (
  'Pending', 'Paid', 'Unpaid', 'Failed', 'Cancelled', 'Refunded', 'Refund Due'));

-- Set on a paid payment whose order or booking could not be restored ('out of stock', …): the
-- gateway holds money we delivered nothing for. The index is the reconciliation list.
ALTER TABLE payments ADD COLUMN refund_reason text;
CREATE INDEX payments_refund_due_idx ON payments (verified_at) WHERE refund_reason IS NOT NULL;

-- Bookings waiting for their gateway, found by the sweep of expired holds (orders have theirs, 007).
CREATE INDEX bookings_awaiting_payment_idx ON bookings (created_at)
  WHERE status = 'Pending' AND payment_status = 'Pending';

-- Restoring an order spends its redeemed coins again (redeem_again); when the shop then accepts
-- its cancellation they come back once more (redeem_again_refund). One entry per owner and kind.
ALTER TABLE loyalty_ledger DROP CONSTRAINT loyalty_ledger_kind_check;
ALTER TABLE loyalty_ledger ADD CONSTRAINT loyalty_ledger_kind_check
  CHECK (kind IN ('redeem', 'redeem_refund', 'earn', 'cash_back', 'earn_reversal', 'cash_back_reversal',
                  'redeem_again', 'redeem_again_refund'));
