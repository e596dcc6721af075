/**
 * The head of every page comes from the server's render of it (issue 15), the same for people and
 * crawlers: the HTML for the home page, product and listing URLs carries title, meta description,
 * canonical URL, Open Graph tags and valid JSON-LD, without running any JavaScript; hostile
 * product data stays inert; unknown pages are 404 + noindex with the not-found page. Runs the
 * built storefront (dist/) on an app of its own, so it can change the catalogue.
 */
import { resolve } from 'node:path';
import { productPath } from '../../shared/domain/slug';
import { SITE_TITLE } from '../../shared/domain/site';
import { PHONE_ART_MEDIA, phoneArtOf, WIDE_ART_MEDIA } from '../../shared/ui/BannerPicture';
import { createTestApp, type TestApp } from '../support/contract-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 60, config: { distDir: resolve(__dirname, '../../dist'), publicUrl: 'https://shop.example' } });
});
afterAll(async () => {
  await t.close();
});

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

interface Page {
  status: number;
  html: string;
  head: string;
  title: string;
  meta(key: string): string | null;
  canonical: string | null;
  jsonLd: Record<string, unknown>[];
}

async function page(path: string): Promise<Page> {
  const res = await fetch(t.baseUrl + path, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => {
    const m = new RegExp(`${name}="([^"]*)"`).exec(tag);
    return m ? decode(m[1]) : null;
  };
  const metas = [...head.matchAll(/<meta\s[^>]*>/g)].map((m) => m[0]);
  return {
    status: res.status,
    html,
    head,
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
    meta(key) {
      const tag = metas.find((m) => attr(m, 'name') === key || attr(m, 'property') === key);
      return tag ? attr(tag, 'content') : null;
    },
    canonical: attr(/<link rel="canonical"[^>]*>/.exec(head)?.[0] ?? '', 'href'),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1])),
  };
}

/** The image preloads of the head, in order. */
const imagePreloads = (p: Page) =>
  [...p.head.matchAll(/<link rel="preload"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('as="image"') && tag.includes('fetchPriority="high"'))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? '');

const one = async <T = { id: number }>(sql: string, params: unknown[] = []) => {
  const r = await t.db.query<T>(sql, params);
  if (!r.rows[0]) throw new Error(`no row for ${sql}`);
  return r.rows[0];
};
const byType = (p: Page, type: string) => p.jsonLd.find((b) => b['@type'] === type) as Record<string, any> | undefined;

describe('the home page', () => {
  it('carries the store title, canonical URL, Open Graph, JSON-LD WebSite with its search, and preloads its largest images', async () => {
    const p = await page('/');
    expect(p.status).toBe(200);
    expect(p.title).toBe(SITE_TITLE);
    expect(p.head.match(/<title>/g)).toHaveLength(1);
    expect(p.html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(p.meta('description')).toMatch(/^CG Digital: electronics and home appliances in Nepal/);
    expect(p.canonical).toBe(`${t.config.publicUrl}/`);
    expect(p.meta('og:type')).toBe('website');
    expect(p.meta('og:url')).toBe(p.canonical);
    const site = byType(p, 'WebSite');
    expect(site?.potentialAction?.target?.urlTemplate).toBe(`${t.config.publicUrl}/search/{search_term_string}`);
    expect(byType(p, 'Organization')?.name).toBe('CG Digital');

    // The active pop-up's image and the first hero banner's, as the layouts and get-home-data calls name them.
    const layouts = (await (await fetch(`${t.apiUrl}layouts`)).json()) as { data: { pop_up: { image_url: string } | null } };
    const home = (await (await fetch(`${t.apiUrl}get-home-data`)).json()) as { data: { sliders: { image: string }[] } };
    const popUp = layouts.data.pop_up?.image_url;
    const hero = home.data.sliders[0]?.image;
    expect(popUp).toMatch(/^\/media\//);
    expect(hero).toMatch(/^\/media\//);
    // A drawn hero has phone art: phones preload that, wider screens the desktop art.
    const phoneHero = phoneArtOf(hero);
    expect(phoneHero).not.toBeNull();
    expect(imagePreloads(p).slice(0, 3)).toEqual([popUp, phoneHero, hero]);
    const mediaOf = (href: string) => new RegExp(`<link rel="preload"[^>]*href="${href}"[^>]*>`).exec(p.head)?.[0].match(/media="([^"]+)"/)?.[1];
    expect(mediaOf(phoneHero!)).toBe(PHONE_ART_MEDIA);
    expect(mediaOf(hero)).toBe(WIDE_ART_MEDIA);
    expect(mediaOf(popUp!)).toBeUndefined();
  });

  it('preloads no pop-up image once no pop-up is active', async () => {
    await t.db.query(`UPDATE popups SET status = false WHERE page = 'home'`);
    try {
      const p = await page('/');
      const preloads = imagePreloads(p);
      expect(preloads.length).toBeGreaterThan(0);
      expect(preloads.some((href) => href.includes('/popup/'))).toBe(false);
    } finally {
      await t.db.query(`UPDATE popups SET status = true WHERE page = 'home'`);
    }
  });
});

describe('product pages', () => {
  it('carry title, description, canonical, Open Graph and JSON-LD Product with an NPR offer and rating', async () => {
    const row = await one<{ id: number; name: string; meta_title: string; category: string; sub: string }>(
      `SELECT p.id, p.name, p.meta_title, c.name AS category, s.name AS sub FROM products p
         JOIN categories c ON c.id = p.category_id JOIN sub_categories s ON s.id = p.sub_category_id
        WHERE p.status AND EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.status = 'approved') ORDER BY p.id LIMIT 1`,
    );
    const path = productPath(row.name, Number(row.id));
    const p = await page(path);
    expect(p.status).toBe(200);
    expect(p.title).toBe(row.meta_title);
    expect(p.meta('description')?.length).toBeGreaterThan(20);
    expect(p.canonical).toBe(`${t.config.publicUrl}${path}`);
    expect(p.meta('og:type')).toBe('product');
    expect(p.meta('og:title')).toBe(p.title);
    expect(p.meta('og:url')).toBe(p.canonical);
    expect(p.meta('og:image')).toMatch(new RegExp(`^${t.config.publicUrl}/media/`));
    expect(p.meta('product:price:currency')).toBe('NPR');
    // The gallery's first picture is fetched with the HTML (the page's largest paint).
    expect(imagePreloads(p)[0]).toMatch(/^\/media\//);
    // Only one description: the template's own is replaced.
    expect(p.html.match(/<meta name="description"/g)).toHaveLength(1);

    const product = byType(p, 'Product');
    expect(product).toBeDefined();
    expect(product?.['@context']).toBe('https://schema.org');
    expect(product?.name).toBe(row.name);
    expect(product?.offers).toEqual(expect.objectContaining({ '@type': 'Offer', priceCurrency: 'NPR', url: p.canonical }));
    expect(Number(product?.offers.price)).toBeGreaterThan(0);
    expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(product?.offers.availability);
    expect(product?.aggregateRating).toEqual(expect.objectContaining({ '@type': 'AggregateRating', reviewCount: expect.any(Number) }));
    expect(Number(product?.aggregateRating.ratingValue)).toBeGreaterThanOrEqual(1);

    const crumbs = byType(p, 'BreadcrumbList');
    expect(crumbs?.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', row.category, row.sub, row.name]);
    expect(crumbs?.itemListElement.at(-1).item).toBe(p.canonical);
  });

  it('leave out AggregateRating when the product has no approved review, and show out-of-stock offers', async () => {
    const row = await one<{ id: number; name: string }>(
      "SELECT id, name FROM products p WHERE status AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.status = 'approved') ORDER BY id LIMIT 1",
    );
    await t.db.query('UPDATE products SET stock_quantity = 0 WHERE id = $1', [row.id]);
    const product = byType(await page(productPath(row.name, Number(row.id))), 'Product');
    expect(product?.aggregateRating).toBeUndefined();
    expect(product?.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('use the canonical product URL whatever slug was asked', async () => {
    const row = await one<{ id: number; name: string }>('SELECT id, name FROM products WHERE status ORDER BY id LIMIT 1 OFFSET 2');
    const p = await page(`/product-some-old-name-${row.id}`);
    expect(p.status).toBe(200);
    expect(p.canonical).toBe(`${t.config.publicUrl}${productPath(row.name, Number(row.id))}`);
  });

  it('escape a hostile product name everywhere and strip tags from the meta description', async () => {
    const row = await one<{ id: number }>('SELECT id FROM products WHERE status ORDER BY id LIMIT 1 OFFSET 4');
    const name = 'Evil </script><script>alert(1)</script> "TV" & <b>$& $1</b> \u2028 55';
    const html = '<p>Great <b>TV</b></p><img src=x onerror="alert(1)"><script>alert("x")</script> &amp; more';
    await t.db.query(
      'UPDATE products SET name = $2, meta_title = NULL, meta_description = NULL, short_description = $3, long_description = $3 WHERE id = $1',
      [row.id, name, html],
    );
    const p = await page(`/product-evil-${row.id}`);
    expect(p.status).toBe(200);
    // Two JSON-LD blocks, the state as JSON, and no markup of the name got through.
    expect(p.jsonLd).toHaveLength(2);
    expect(p.html.match(/<script(?! type="module"| type="application\/ld\+json"| id="cg-state" type="application\/json")/g)).toBeNull();
    expect(p.html).not.toContain('<script>alert');
    expect(p.html).not.toContain('<b>$&');
    expect(p.html).not.toContain('onerror="alert');
    expect(p.title).toBe(name.replace(/\s+/g, ' '));
    const description = p.meta('description') ?? '';
    expect(description).toBe('Great TV & more');
    expect(p.meta('og:description')).toBe(description);
    const product = byType(p, 'Product');
    expect(product?.name).toBe(name);
    expect(product?.description).toBe('Great TV & more');
  });

  it('answer 404 with noindex (and still the app) for unknown, switched-off and malformed products', async () => {
    const off = await one<{ id: number; name: string }>('SELECT id, name FROM products WHERE status ORDER BY id DESC LIMIT 1');
    await t.db.query('UPDATE products SET status = false WHERE id = $1', [off.id]);
    for (const path of ['/product-no-such-thing-99999999', productPath(off.name, Number(off.id)), '/product-abc-x', '/product-big-99999999999999999999']) {
      const p = await page(path);
      expect(p.status).toBe(404);
      expect(p.html).toContain('PAGE NOT FOUND');
      expect(p.meta('robots')).toBe('noindex');
      expect(p.canonical).toBeNull();
      expect(p.jsonLd).toEqual([]);
    }
  });
});

describe('listing pages', () => {
  const check = async (path: string, name: string, crumbs: string[]) => {
    const p = await page(path);
    expect(p.status).toBe(200);
    expect(p.title).toContain(name);
    expect(p.meta('description')?.length).toBeGreaterThan(10);
    expect(p.canonical).toBe(`${t.config.publicUrl}${path}`);
    expect(p.meta('og:type')).toBe('website');
    expect(p.meta('og:url')).toBe(p.canonical);
    const list = byType(p, 'BreadcrumbList');
    expect(list?.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', ...crumbs]);
    expect(list?.itemListElement.at(-1).item).toBe(p.canonical);
    return p;
  };

  it('category, sub-category and type pages', async () => {
    const row = await one<{ c: string; c_url: string; s: string; s_url: string; t: string; t_url: string }>(
      `SELECT c.name AS c, c.category_url AS c_url, s.name AS s, s.sub_category_url AS s_url, t.name AS t, t.sub_category_type_url AS t_url
         FROM sub_category_types t JOIN sub_categories s ON s.id = t.sub_category_id JOIN categories c ON c.id = s.category_id
        ORDER BY t.id LIMIT 1`,
    );
    const cat = await check(`/cat-${row.c_url}`, row.c, [row.c]);
    expect(byType(cat, 'CollectionPage')?.name).toBe(row.c);
    await check(`/sub-${row.s_url}`, row.s, [row.c, row.s]);
    await check(`/type-${row.t_url}`, row.t, [row.c, row.s, row.t]);
  });

  it('brand, event, view-all and search pages', async () => {
    const brand = await one<{ name: string; brand_url: string }>('SELECT name, brand_url FROM brands WHERE status ORDER BY id LIMIT 1');
    await check(`/brand-${brand.brand_url}`, brand.name, [brand.name]);
    await check(`/brand/${brand.brand_url}`, brand.name, [brand.name]);
    const event = await one<{ title: string; event_url: string }>('SELECT title, event_url FROM events WHERE status ORDER BY id LIMIT 1');
    await check(`/event-${event.event_url}`, event.title, [event.title]);
    const layout = await one<{ id: number; title: string }>("SELECT id, title FROM layouts WHERE status AND title <> '' ORDER BY id LIMIT 1");
    await check(`/view-all/some-title-${layout.id}`, layout.title, [layout.title]);
    const search = await check('/search/samsung%20tv', 'samsung tv', ['Search Results']);
    expect(search.meta('robots')).toBe('noindex, follow');
    expect(byType(search, 'SearchResultsPage')).toBeDefined();
  });

  it('unknown listings are 404 with noindex', async () => {
    for (const path of ['/cat-no-such-category', '/sub-nope', '/type-nope', '/brand-nope', '/event-nope-999', '/view-all/nothing-999999', '/view-all/nothing', '/view-all/x-99999999999999999999999']) {
      const p = await page(path);
      expect(p.status).toBe(404);
      expect(p.meta('robots')).toBe('noindex');
    }
  });

  it('a hostile search term is escaped', async () => {
    const p = await page(`/search/${encodeURIComponent('</script><script>alert(1)</script>')}`);
    expect(p.status).toBe(200);
    expect(p.html).not.toContain('<script>alert');
    expect(byType(p, 'SearchResultsPage')?.name).toBe('Search results for "</script><script>alert(1)</script>"');
  });
});

it('gives other pages their own title, without canonical URL or JSON-LD; pages behind login keep the store title until the browser fills them in', async () => {
  const cart = await page('/user/cart');
  expect(cart.title).toBe(SITE_TITLE);
  expect(cart.head.match(/<title>/g)).toHaveLength(1);
  for (const path of ['/page/faqs', '/stores/lg-shoppe', '/catalogues/all']) {
    const p = await page(path);
    expect(p.status).toBe(200);
    expect(p.title).toMatch(/^.+ \| CG Digital$/);
    expect(p.title).not.toBe(SITE_TITLE);
    expect(p.head.match(/<title>/g)).toHaveLength(1);
    expect(p.canonical).toBeNull();
    expect(p.jsonLd).toEqual([]);
  }
});

describe('true status codes (issue 15)', () => {
  it('paths no page shows, unknown stores types, catalogues, pages, suppliers and bare brand urls answer 404 with the store page', async () => {
    for (const path of ['/some/garbage/path', '/stores/foo', '/catalogues/nope', '/page-nope-99', '/supplier/nobody-at-all', '/not-a-brand', '/user/cart/extra', '/not-found', '/page-not-found']) {
      const p = await page(path);
      expect([path, p.status]).toEqual([path, 404]);
      expect(p.html).toContain('PAGE NOT FOUND');
      expect(p.meta('robots')).toBe('noindex');
    }
  });

  it('a malformed URL gets the not-found page as HTML, and the API a JSON 400 with a message', async () => {
    const p = await page('/search/%E0%A4%A');
    expect(p.status).toBe(404);
    expect(p.html).toContain('PAGE NOT FOUND');
    expect(p.meta('robots')).toBe('noindex');
    const api = await fetch(`${t.baseUrl}/api/page-%E0%A4%A`);
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ statusCode: 400, message: 'The address has a broken %-escape; check the link and try again.' });
  });

  it('pages that exist answer 200: fixed pages, stores types, catalogues, information pages, suppliers, bare brand urls', async () => {
    const brand = await one<{ brand_url: string }>('SELECT brand_url FROM brands WHERE status ORDER BY id LIMIT 1');
    const info = await one<{ page_url: string }>('SELECT page_url FROM pages WHERE status ORDER BY id LIMIT 1');
    const supplier = await one<{ slug: string }>('SELECT slug FROM suppliers WHERE status ORDER BY id LIMIT 1');
    for (const path of ['/user/cart', '/page/faqs', '/stores/lg-shoppe', '/stores/cg-digital', '/catalogues/all', `/page-${info.page_url}`, `/supplier/${supplier.slug}`, `/${brand.brand_url}`, '/flash-sales', '/priceSummary']) {
      const p = await page(path);
      expect([path, p.status]).toEqual([path, 200]);
      expect(p.meta('robots')).toBeNull();
    }
  });
});
