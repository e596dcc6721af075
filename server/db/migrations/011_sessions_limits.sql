-- Rate-limit counters shared by every API process (server/http/rate-limits.ts), and the index
-- the sliding session lifetime reads (accounts/sessions.ts: last_used_at + SESSION_TTL_DAYS).

CREATE TABLE rate_limits (
  key      text PRIMARY KEY,
  count    integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_idx ON rate_limits (reset_at);

CREATE INDEX sessions_last_used_idx ON sessions (last_used_at) WHERE revoked_at IS NULL;
