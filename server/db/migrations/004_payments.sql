-- Payments: where the browser goes after a payment, the merchant key pairs the gateway adapters
-- sign with, and the sandbox gateways' own records (server/sandbox/).

-- The page the browser returns to after this payment (a partner page hosting the reservation
-- widget); NULL means the storefront's own page for the flow. Only allowed origins are stored.
ALTER TABLE payments ADD COLUMN return_url text;

-- Merchant key pairs (PEM). 'connect_ips': the demo creditor key, generated on first use when no
-- CONNECT_IPS_PRIVATE_KEY is configured, so every server process over the same database signs
-- with the same key and the sandbox knows the matching public key.
CREATE TABLE gateway_keys (
  name            text PRIMARY KEY,
  private_key_pem text NOT NULL,
  public_key_pem  text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);

-- A transaction the sandbox gateway issued. id is the gateway's own reference (eSewa refId,
-- card ORDERID, Connect IPS internal id); merchant_reference is what the merchant sent
-- (eSewa pid, Connect IPS TXNID, card order reference).
CREATE TABLE sandbox_transactions (
  id                 text PRIMARY KEY,
  gateway            text NOT NULL CHECK (gateway IN ('esewa', 'connect_ips', 'nabil_card')),
  merchant           text NOT NULL,
  merchant_reference text NOT NULL,
  amount_paisa       bigint NOT NULL CHECK (amount_paisa > 0),
  currency           text NOT NULL DEFAULT 'NPR',
  status             text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'cancelled')),
  success_url        text NOT NULL,
  failure_url        text NOT NULL,
  secret             text,
  request_data       jsonb NOT NULL DEFAULT '{}',
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (gateway, merchant, merchant_reference)
);
