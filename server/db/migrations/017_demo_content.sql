-- The demo store's content of its own (issue 16).
-- A catalogue is a brochure of the brand's products and prices (GET /catalogue-files/{brand}-{n}.html,
-- server/services/brochure.ts), no longer a drawing of grey bars: seeded catalogues point there.
UPDATE catalogues
   SET file_path = regexp_replace(file_path, '^/media/catalogue-file/([a-z0-9-]+-[0-9]+)\.svg$', '/catalogue-files/\1.html')
 WHERE file_path ~ '^/media/catalogue-file/[a-z0-9-]+-[0-9]+\.svg$';
