import { applyPageHead } from './page-meta';
import type { PageHead } from '../services/seo-head';

const head = (over: Partial<PageHead> = {}): PageHead => ({
  statusCode: 200,
  title: 'A $& "B" </title><script>x</script> | CG Digital',
  description: 'Plain & simple',
  canonical: 'https://shop.example/product-a-1',
  social: [['og:title', 'A "B"'], ['twitter:card', 'summary']],
  jsonLd: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }],
  ...over,
});

describe('applyPageHead', () => {
  const template = '<html><head><meta charset="utf-8"><meta name="description" content="Template"><title>Store</title></head><body></body></html>';

  it('replaces title and description and adds the tags before </head>, escaped', () => {
    const html = applyPageHead(template, head());
    expect(html).toContain('<title>A $&amp; &quot;B&quot; &lt;/title&gt;&lt;script&gt;x&lt;/script&gt; | CG Digital</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Plain &amp; simple" data-cg-seo>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/product-a-1" data-cg-seo>');
    expect(html).toContain('<meta property="og:title" content="A &quot;B&quot;" data-cg-seo>');
    expect(html).toContain('<meta name="twitter:card" content="summary" data-cg-seo>');
    const ld = /<script type="application\/ld\+json" data-cg-seo>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(ld).name).toBe('</script><script>alert(1)</script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });

  it('adds a title when the template has none, and robots when asked', () => {
    const html = applyPageHead('<html><head></head><body></body></html>', head({ robots: 'noindex', canonical: undefined, jsonLd: [] }));
    expect(html).toContain('<title>');
    expect(html).toContain('<meta name="robots" content="noindex" data-cg-seo>');
    expect(html).not.toContain('canonical');
  });
});
