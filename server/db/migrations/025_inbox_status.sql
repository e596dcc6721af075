-- The support inbox (issue 32): enquiries (product enquiries and contact messages, one table by
-- kind) and store consultations are answered once by a staff member. Each keeps its status word
-- ('new' is open; 'answered' or, for a consultation, 'contacted' is answered: the words the seed
-- and the shopper routes already write), and now who answered, when, and their note. 'closed' was
-- never written by any code: such rows count as answered, and the word goes.

UPDATE enquiries SET status = 'answered' WHERE status = 'closed';
ALTER TABLE enquiries DROP CONSTRAINT enquiries_status_check;
ALTER TABLE enquiries ADD CONSTRAINT enquiries_status_check CHECK (status IN ('new', 'answered'));
ALTER TABLE enquiries
  ADD COLUMN answered_at timestamptz,
  ADD COLUMN answered_by bigint REFERENCES staff (id),
  ADD COLUMN answer_note text;
CREATE INDEX enquiries_inbox_idx ON enquiries (kind, status, created_at DESC);

UPDATE store_consultations SET status = 'contacted' WHERE status = 'closed';
ALTER TABLE store_consultations DROP CONSTRAINT store_consultations_status_check;
ALTER TABLE store_consultations ADD CONSTRAINT store_consultations_status_check CHECK (status IN ('new', 'contacted'));
ALTER TABLE store_consultations
  ADD COLUMN answered_at timestamptz,
  ADD COLUMN answered_by bigint REFERENCES staff (id),
  ADD COLUMN answer_note text;
CREATE INDEX store_consultations_inbox_idx ON store_consultations (status, created_at DESC);

-- The sign-ups list and export, newest first.
CREATE INDEX newsletter_subscribers_created_idx ON newsletter_subscribers (status, created_at DESC);
