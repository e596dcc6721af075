-- Accounts, sessions, password resets, the mail outbox, locations and countries.

CREATE TABLE users (
  id            bigserial PRIMARY KEY,
  name          text NOT NULL,
  email         text NOT NULL,
  mobile        text NOT NULL,
  address       text NOT NULL DEFAULT '',
  country_code  text NOT NULL DEFAULT 'NP',
  avatar        text,
  password_hash text NOT NULL,
  platform      text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- Session tokens are random; only their SHA-256 is stored, so a database leak reveals no token.
CREATE TABLE sessions (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash   text NOT NULL UNIQUE,
  source       text,
  product      text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  revoked_at   timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE password_resets (
  id                  bigserial PRIMARY KEY,
  user_id             bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  remember_token_hash text NOT NULL UNIQUE,
  code_hash           text NOT NULL,
  attempts            integer NOT NULL DEFAULT 0,
  expires_at          timestamptz NOT NULL,
  used_at             timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

-- Mail the server would send; the demo shows it at /_dev/outbox.
CREATE TABLE mail_outbox (
  id         bigserial PRIMARY KEY,
  to_email   text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE provinces (
  id   integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE cities (
  id          integer PRIMARY KEY,
  province_id integer NOT NULL REFERENCES provinces (id),
  name        text NOT NULL,
  UNIQUE (province_id, name)
);
CREATE INDEX cities_province_idx ON cities (province_id);

CREATE TABLE areas (
  id      integer PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities (id),
  name    text NOT NULL,
  UNIQUE (city_id, name)
);
CREATE INDEX areas_city_idx ON areas (city_id);

CREATE TABLE countries (
  code      text PRIMARY KEY,
  name      text NOT NULL,
  dial_code text NOT NULL
);

-- Loyalty points (CG|Coins) as a ledger: the balance is the sum of a user's approved entries.
CREATE TABLE loyalty_ledger (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id   bigint,
  points     integer NOT NULL,
  remarks    text NOT NULL DEFAULT '',
  status     text NOT NULL DEFAULT 'Approved',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loyalty_ledger_user_idx ON loyalty_ledger (user_id, created_at);
