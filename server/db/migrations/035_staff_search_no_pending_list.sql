-- The staff lists' name-and-email search (migration 029) reads its trigram index directly: with
-- GIN's fast update, new orders wait in a pending list (up to gin_pending_list_limit, 4 MB) that
-- every search reads through row by row until a vacuum merges it, so the same search slowed down as
-- orders came in. An order or booking now goes into the index as it is written (a little more work
-- per order; staff search many times an hour).
ALTER INDEX orders_name_email_trgm_idx SET (fastupdate = off);
ALTER INDEX bookings_name_email_trgm_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('orders_name_email_trgm_idx'::regclass);
SELECT gin_clean_pending_list('bookings_name_email_trgm_idx'::regclass);
