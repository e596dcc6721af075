-- search_documents stored in the order of the places products belong to (issue 18 latency, ADR 15).
-- A broad query matches mostly whole places ('tv': the LED TVs, 13 642 of 100 000 products), and
-- search reads every matched row for its counts and facets. Filled in id order, those rows lay on
-- nearly every page of the table (3 765 of 3 840); ordered by category, sub-category and type they
-- lie on about a seventh of them. New products are appended; CLUSTER search_documents (it
-- remembers the index) puts them in place again. The 10% left free on each page keeps a price or
-- stock update on its page (a HOT update: no index changes).

CREATE INDEX search_documents_place_idx ON search_documents (category_id, sub_category_id, sub_category_type_id);
ALTER TABLE search_documents SET (fillfactor = 90);
CLUSTER search_documents USING search_documents_place_idx;
ANALYZE search_documents;
