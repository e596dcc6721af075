-- Categories, sub-categories, brands and suppliers edited from the back office (issue 32): a row
-- version that every change of a row's fields moves on, so an edit made from a stale view answers
-- 409 instead of overwriting a colleague's. Moving a row up or down changes only its position and
-- leaves the version alone (next_content_version of 026_content_versions.sql). What shoppers see
-- already follows each write at once: these tables carry the bump_catalogue_version() triggers of
-- 012_catalogue_version.sql, and the server's reference caches are kept under that version.

ALTER TABLE categories ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE sub_categories ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE brands ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE suppliers ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE TRIGGER categories_next_version BEFORE UPDATE ON categories FOR EACH ROW EXECUTE FUNCTION next_content_version();
CREATE TRIGGER sub_categories_next_version BEFORE UPDATE ON sub_categories FOR EACH ROW EXECUTE FUNCTION next_content_version();
CREATE TRIGGER brands_next_version BEFORE UPDATE ON brands FOR EACH ROW EXECUTE FUNCTION next_content_version();
CREATE TRIGGER suppliers_next_version BEFORE UPDATE ON suppliers FOR EACH ROW EXECUTE FUNCTION next_content_version();
