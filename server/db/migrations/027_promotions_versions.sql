-- Coupons and flash sales edited by staff (issue 32): a row version that an edit moves on, so an
-- edit made from a stale view answers 409 instead of overwriting. A checkout counting a coupon use
-- (used_count alone) leaves a coupon's version as it is: it changes nothing a member edits, and
-- the edit re-checks the usage limit against the count under the row lock. A flash sale's version
-- also moves when one of its products is added, changed or removed (the staff route touches it).
-- What shoppers see already moves the catalogue version: coupons, coupon_products, flash_sales and
-- flash_sale_products carry the bump_catalogue_version() triggers of 012_catalogue_version.sql.
ALTER TABLE coupons ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE coupons ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE flash_sales ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE flash_sales ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- A staff write sets updated_at, so it always moves the version (even when only a coupon's products
-- or a sale's products changed).
-- (The runner splits on a semicolon that ends a line: the body below keeps its own mid-line.)
CREATE FUNCTION next_coupon_version() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN IF to_jsonb(NEW) - 'used_count' - 'version' IS DISTINCT FROM to_jsonb(OLD) - 'used_count' - 'version' THEN NEW.version := OLD.version + 1; ELSE NEW.version := OLD.version; END IF; RETURN NEW; END
$$;
CREATE TRIGGER coupons_next_version BEFORE UPDATE ON coupons FOR EACH ROW EXECUTE FUNCTION next_coupon_version();
CREATE TRIGGER flash_sales_next_version BEFORE UPDATE ON flash_sales FOR EACH ROW EXECUTE FUNCTION next_row_version();

-- The staff lists: newest first.
CREATE INDEX coupons_created_idx ON coupons (created_at DESC, id DESC);
CREATE INDEX flash_sales_created_idx ON flash_sales (created_at DESC, id DESC);
