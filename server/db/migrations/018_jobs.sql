-- Background work as rows any server process may claim (server/jobs, docs/adr/0014).
-- A claim is a lease: locked_until in the past means the claimer died and another process takes
-- the job again. A recurring job (every_ms set, one row per key) is due again every_ms after each
-- run; a one-off job is deleted when done, or marked failed_at after its last attempt.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  key text UNIQUE,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  every_ms integer CHECK (every_ms > 0),
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  locked_by text,
  locked_until timestamptz,
  last_error text,
  failed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX jobs_due ON jobs (run_at) WHERE failed_at IS NULL;
