-- Product photos uploaded by staff (issue 32), kept in the database like the warranty proofs
-- (008_account_area.sql) so that every API process, on PGlite or PostgreSQL, serves the same
-- files. Each file belongs to one product_images row (whose image is /product-images/{file_name})
-- and goes with it. file_name is made by the server (random hex + the extension of the type read
-- from the bytes); the bytes never change under a name, so the file is answered as immutable.
CREATE TABLE product_image_files (
  file_name  text PRIMARY KEY CHECK (file_name ~ '^[a-f0-9]{32}\.(png|jpg|webp)$'),
  image_id   bigint NOT NULL UNIQUE REFERENCES product_images (id) ON DELETE CASCADE,
  mime       text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp')),
  size       integer NOT NULL CHECK (size > 0),
  bytes      bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
