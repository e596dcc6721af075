-- The shop's side (issue 32): staff accounts apart from shoppers, their sessions, the owner's
-- settings, and the append-only audit log of every staff write. Orders, bookings and products get
-- a row version that every UPDATE moves on (whoever writes: a staff edit, a sale taking stock, a
-- gateway's return), so a staff edit made from a stale view answers 409 instead of overwriting.

CREATE TABLE staff (
  id            bigserial PRIMARY KEY,
  email         text NOT NULL UNIQUE CHECK (email = lower(email)),
  name          text NOT NULL,
  role          text NOT NULL CHECK (role IN ('owner', 'operations', 'catalogue', 'support')),
  password_hash text NOT NULL,
  -- The TOTP secret (base32) once the member has confirmed it with a code; pending until then.
  totp_secret   text,
  totp_pending  text,
  disabled_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_sessions (
  id           bigserial PRIMARY KEY,
  staff_id     bigint NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  token_hash   text NOT NULL UNIQUE,
  address      text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  revoked_at   timestamptz
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);

-- One row: what the owner decides for every staff account.
CREATE TABLE staff_settings (
  id           boolean PRIMARY KEY DEFAULT true CHECK (id),
  require_totp boolean NOT NULL DEFAULT false
);
INSERT INTO staff_settings (id) VALUES (true);

-- Who changed what, when, from what to what. Rows are only ever added.
CREATE TABLE staff_audit (
  id        bigserial PRIMARY KEY,
  staff_id  bigint REFERENCES staff (id),
  at        timestamptz NOT NULL DEFAULT now(),
  action    text NOT NULL,
  entity    text NOT NULL,
  entity_id text NOT NULL,
  before    jsonb,
  after     jsonb,
  note      text
);
CREATE INDEX staff_audit_entity_idx ON staff_audit (entity, entity_id, id);

CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN RAISE EXCEPTION 'staff_audit is append-only'; END
$$;
CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();

CREATE FUNCTION next_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN NEW.version := OLD.version + 1; RETURN NEW; END
$$;
ALTER TABLE orders ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE bookings ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE products ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE TRIGGER orders_next_version BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION next_row_version();
CREATE TRIGGER bookings_next_version BEFORE UPDATE ON bookings FOR EACH ROW EXECUTE FUNCTION next_row_version();
CREATE TRIGGER products_next_version BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION next_row_version();

-- The operations lists: newest first within a status, and the payment statuses needing a person.
CREATE INDEX orders_payment_status_idx ON orders (payment_status, created_at DESC);
CREATE INDEX bookings_status_idx ON bookings (status, created_at DESC);
