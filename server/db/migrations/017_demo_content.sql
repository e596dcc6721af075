-- The demo store's content of its own (issue 16).
-- A catalogue is a brochure of the brand's products and prices (GET /catalogue-files/{brand}-{n}.html,
-- server/content/brochure.ts), no longer a drawing of grey bars: seeded catalogues point there.
UPDATE catalogues
   SET file_path = regexp_replace(file_path, '^/media/catalogue-file/([a-z0-9-]+-[0-9]+)\.svg$', '/catalogue-files/\1.html')
 WHERE file_path ~ '^/media/catalogue-file/[a-z0-9-]+-[0-9]+\.svg$';

-- Every supplier's page showed the "CG Exclusive Deals" art: each seeded supplier gets its own banner
-- (/media/supplier-banner/{slug}.svg, server/media/logos.ts).
UPDATE suppliers
   SET banner = '/media/supplier-banner/' || slug || '.svg'
 WHERE banner = '/media/banner/wide/best-deals.svg'
   AND slug IN ('cg-digital', 'himalayan-appliances', 'kathmandu-mobile-hub', 'everest-computers', 'nepal-cooling-solutions', 'green-ride-mobility');
