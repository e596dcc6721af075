-- A flash sale's units on sale (flash_sale_products.quantity_limit, set by staff as "Units on
-- sale") are kept: sold_quantity counts the units ordered at the flash price and not given back,
-- moved in the checkout's transaction with the stock (cart/stock.ts) and back when the order
-- releases its units. The flash price applies while units are left (catalogue/product-sql.ts);
-- each order line names the sale that priced it, so its units go back to that sale.
ALTER TABLE flash_sale_products ADD COLUMN sold_quantity integer NOT NULL DEFAULT 0 CHECK (sold_quantity >= 0);
ALTER TABLE order_products ADD COLUMN flash_sale_id integer REFERENCES flash_sales (id) ON DELETE SET NULL;
