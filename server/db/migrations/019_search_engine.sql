-- Search that finds what shoppers type (issue 18, ADR 15): synonyms kept as data, numbers with
-- units written one way, model numbers without their dashes and spaces, and a vocabulary of the
-- catalogue's words for typo tolerance with pg_trgm (PGlite ships it; Debian's postgresql
-- package as contrib; trusted, so the database owner may create it).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Synonyms: a query for `term` also finds `expands_to` (both lower case, words separated by one
-- space). Filled from server/search/synonyms.txt at start-up (search/search-synonyms.ts).
CREATE TABLE search_synonyms (
  term       text NOT NULL CHECK (term <> ''),
  expands_to text NOT NULL CHECK (expands_to <> ''),
  PRIMARY KEY (term, expands_to)
);

-- Numbers with units as one word, the way search/search-text.ts normalizeUnits writes a query:
-- decimals with 'p' for the point (1.5 → 1p5, which the parser keeps whole), then '55"',
-- '55 inch', '55-inch', '55inches', '55in' → 55inch; '1.5 Ton' → 1p5ton; '7 kg' → 7kg; '1 Litre' → 1l…
-- (A contract test compares the two on examples; change both together.)
CREATE FUNCTION search_units(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(t), '(\d)\.(\d)', '\1p\2', 'g'), '(\d)(?:\s*-?\s*(?:inches|inch)|"|''''|”|in)(?![a-z0-9])', '\1inch', 'g'), '(\d)\s*-?\s*(?:tons|ton|tr)(?![a-z0-9])', '\1ton', 'g'), '(\d)\s*-?\s*(?:kgs|kg|kilos|kilo)(?![a-z0-9])', '\1kg', 'g'), '(\d)\s*-?\s*(?:litres|litre|liters|liter|ltrs|ltr|l)(?![a-z0-9])', '\1l', 'g'), '(\d)\s*-?\s*(?:gb)(?![a-z0-9])', '\1gb', 'g'), '(\d)\s*-?\s*(?:tb)(?![a-z0-9])', '\1tb', 'g'), '(\d)\s*-?\s*(?:mah)(?![a-z0-9])', '\1mah', 'g'), '(\d)\s*-?\s*(?:watts|watt|w)(?![a-z0-9])', '\1w', 'g'), '(\d)\s*-?\s*(?:mp)(?![a-z0-9])', '\1mp', 'g'), '(\d)\s*-?\s*(?:kva|va)(?![a-z0-9])', '\1va', 'g') $$;

-- A model number as letters and digits only: 'QA-65Q73', 'QA 65Q73' and 'qa65q73' → qa65q73.
CREATE FUNCTION search_compact(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT regexp_replace(lower(t), '[^[:alnum:]]+', '', 'g') $$;

-- The document: name and model number weigh most (A), with the model number also as one word;
-- brand and category names (search_text) less (C). Units are written as above on both sides.
DROP INDEX products_search_idx;
ALTER TABLE products DROP COLUMN search_vector;
ALTER TABLE products
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', search_units(name)), 'A')
    || setweight(to_tsvector('simple', search_units(model_number)), 'A')
    || setweight(to_tsvector('simple', search_compact(model_number)), 'A')
    || setweight(to_tsvector('simple', search_units(search_text)), 'C')
  ) STORED;
CREATE INDEX products_search_idx ON products USING gin (search_vector);
CREATE INDEX products_model_compact_idx ON products (search_compact(model_number) text_pattern_ops);

-- The vocabulary: every word of letters (3 or more) of the products on sale and of the synonyms,
-- with the number of products that have it. Typo tolerance and 'did you mean' look words up here
-- by trigram similarity. Refreshed at start-up and when the catalogue changed (search-terms.ts).
CREATE MATERIALIZED VIEW search_terms AS
  SELECT t.term, max(t.products)::int AS products FROM (
    SELECT w.term, count(*) AS products
      FROM products p, LATERAL (SELECT DISTINCT x AS term FROM regexp_split_to_table(lower(p.search_text), '[^a-z]+') AS x) w
     WHERE p.status
     GROUP BY w.term
    UNION ALL
    SELECT x, 0 FROM search_synonyms s, regexp_split_to_table(s.term || ' ' || s.expands_to, ' ') AS x
  ) t
  WHERE length(t.term) >= 3
  GROUP BY t.term;
CREATE UNIQUE INDEX search_terms_term_idx ON search_terms (term);
CREATE INDEX search_terms_trgm_idx ON search_terms USING gist (term gist_trgm_ops);
