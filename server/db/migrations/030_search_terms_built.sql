-- The catalogue version the search vocabulary (the materialized view search_terms) was last built
-- from. The job that keeps the vocabulary fresh (refresh-search-terms, server/search/search-vocabulary.ts)
-- rebuilds it only when the catalogue has moved on since, whichever process runs the job; 0 until
-- the first build.
CREATE TABLE search_terms_built (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO search_terms_built (id, version) VALUES (true, 0);
