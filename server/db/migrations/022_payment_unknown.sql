-- A payment the gateway confirmed is never lost (issue 30, docs/adr/0010-payment-truth.md).
--
-- 'unknown': an online payment whose order or booking had to give way (a newer checkout, the
-- customer's cancellation, a hold expired for good) while its gateway could not say whether it was
-- paid: it did not answer, or it has no status call (eSewa ePay v1 without a refId). The order or
-- booking keeps its status, its stock, coins and coupon go back, and its payment_status reads
-- 'Unknown' until the gateway (a late return, the reconciliation job) or the shop settles it.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'unknown'));

ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check CHECK (payment_status IN (
  'Pending', 'Paid', 'Unpaid', 'Failed', 'Cancelled', 'Refunded', 'Refund Due', 'Unknown'));
ALTER TABLE bookings DROP CONSTRAINT bookings_payment_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_payment_status_check CHECK (payment_status IN (
  'Pending', 'Paid', 'Unpaid', 'Failed', 'Cancelled', 'Refunded', 'Refund Due', 'Unknown'));

-- The shop's list of payments to resolve, oldest first.
CREATE INDEX payments_unknown_idx ON payments (updated_at) WHERE status = 'unknown';

-- Reconciliation (server/jobs RECONCILE_PAYMENTS): a payment released without the gateway's own
-- "not paid" (superseded, expired, cancelled by the customer, unknown) is asked about again at
-- recheck_at, with a growing delay (rechecks asked so far), for a few days; NULL: not any more.
ALTER TABLE payments ADD COLUMN recheck_at timestamptz;
ALTER TABLE payments ADD COLUMN rechecks integer NOT NULL DEFAULT 0;
CREATE INDEX payments_recheck_idx ON payments (recheck_at) WHERE recheck_at IS NOT NULL;

-- What was released that way in the last three days before this migration is asked about too.
UPDATE payments SET recheck_at = now()
 WHERE status IN ('cancelled', 'failed') AND gateway_reference IS NULL AND updated_at > now() - interval '3 days'
   AND failure_reason IN ('replaced by a newer checkout', 'expired unpaid', 'cancelled by the customer');
