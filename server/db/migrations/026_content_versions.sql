-- Content edited from the back office (issue 32): home layout blocks and their banners, the home
-- pop-up, static pages, FAQs and stores. Each row gets a version that every change of its fields
-- moves on, so a staff edit made from a stale view answers 409 instead of overwriting a
-- colleague's. Moving a row up or down changes only its position: that is not a change of the
-- row's fields and leaves the version alone (reordering never makes a colleague's open form stale).
-- Banners and other items of a block can be switched off like the blocks themselves (status).
-- Every one of these tables already moves the catalogue version (migration 012), so shoppers'
-- kept pages and answers follow each edit at once.

CREATE FUNCTION next_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN IF (to_jsonb(NEW) - 'position' - 'version') IS DISTINCT FROM (to_jsonb(OLD) - 'position' - 'version') THEN NEW.version := OLD.version + 1; ELSE NEW.version := OLD.version; END IF; RETURN NEW; END
$$;

ALTER TABLE layout_items ADD COLUMN status boolean NOT NULL DEFAULT true;

ALTER TABLE layouts ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE layout_items ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE popups ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE pages ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE faqs ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE stores ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE TRIGGER layouts_next_version BEFORE UPDATE ON layouts FOR EACH ROW EXECUTE FUNCTION next_content_version();
CREATE TRIGGER layout_items_next_version BEFORE UPDATE ON layout_items FOR EACH ROW EXECUTE FUNCTION next_content_version();
CREATE TRIGGER popups_next_version BEFORE UPDATE ON popups FOR EACH ROW EXECUTE FUNCTION next_content_version();
CREATE TRIGGER pages_next_version BEFORE UPDATE ON pages FOR EACH ROW EXECUTE FUNCTION next_content_version();
CREATE TRIGGER faqs_next_version BEFORE UPDATE ON faqs FOR EACH ROW EXECUTE FUNCTION next_content_version();
CREATE TRIGGER stores_next_version BEFORE UPDATE ON stores FOR EACH ROW EXECUTE FUNCTION next_content_version();
