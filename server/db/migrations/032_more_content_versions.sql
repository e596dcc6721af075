-- The rest of the catalogue's content edited from the back office (issue 32): events, brochures
-- (catalogues), service centres, sliders and sub-category types get the row version of
-- 026_content_versions.sql, moved on by every change of a row's fields (not by a move up or down),
-- so an edit made from a stale view answers 409. Layout items (a list block's products, brands,
-- categories …) have had theirs since 026. What shoppers see already follows each write at once:
-- every one of these tables, event_products included, moves the catalogue version (migration 012).

ALTER TABLE events ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE catalogues ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE service_centers ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE sliders ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE sub_category_types ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE TRIGGER events_next_version BEFORE UPDATE ON events FOR EACH ROW EXECUTE FUNCTION next_content_version();
CREATE TRIGGER catalogues_next_version BEFORE UPDATE ON catalogues FOR EACH ROW EXECUTE FUNCTION next_content_version();
CREATE TRIGGER service_centers_next_version BEFORE UPDATE ON service_centers FOR EACH ROW EXECUTE FUNCTION next_content_version();
CREATE TRIGGER sliders_next_version BEFORE UPDATE ON sliders FOR EACH ROW EXECUTE FUNCTION next_content_version();
CREATE TRIGGER sub_category_types_next_version BEFORE UPDATE ON sub_category_types FOR EACH ROW EXECUTE FUNCTION next_content_version();
