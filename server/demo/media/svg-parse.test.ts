/** @jest-environment jsdom */
import { BANNER_THEMES } from './banners';
import { renderMedia } from './index';
import { DRAW_KINDS } from './kinds';

// Every picture is well-formed XML (an SVG a browser can show).
it('draws well-formed SVG', () => {
  const paths = [
    ...DRAW_KINDS.map((k, i) => `product/${k}/lg/silver/${i + 1}-${(i % 3) + 1}.svg`),
    ...BANNER_THEMES.map((t) => `banner/third/${t.slug}.svg`),
    'brand/samsung.svg', 'brand-banner/hp.svg', 'supplier/cg-digital.svg', 'bank/esewa.svg', 'category/tv-audio.svg',
    'supplier-banner/kathmandu-mobile-hub.svg', 'store/lg-shoppe-1.svg', 'catalogue/sony-2.svg', 'catalogue/cg-3.svg', 'scooter/coral-glam/3.svg',
  ];
  const parser = new DOMParser();
  for (const path of paths) {
    const doc = parser.parseFromString(renderMedia(path) ?? '', 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.nodeName).toBe('svg');
  }
});
