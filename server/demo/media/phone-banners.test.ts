import { BRANDS, SUPPLIERS } from '../seed/data/brands';
import { BANNER_THEMES } from './banners';
import { renderMedia } from './index';
import { PHONE_BANNER } from './phone-banners';

/** The SVG without its product drawings (groups; their own small labels are part of the picture). */
function withoutDrawings(svg: string): string {
  let out = svg;
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(/<g\b[^>]*>(?:(?!<g\b)[\s\S])*?<\/g>/g, '');
  }
  return out;
}

/** Every text of the banner itself: its font size, its left edge and the text. */
const texts = (svg: string) =>
  [...withoutDrawings(svg).matchAll(/<text x="([\d.]+)"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({ x: Number(m[1]), size: Number(m[2]), text: m[3] }));

const PHONE_ART = [
  ...BANNER_THEMES.map((t) => `banner/phone/${t.slug}.svg`),
  ...BRANDS.map((b) => `brand-banner/phone/${b.slug}.svg`),
  ...SUPPLIERS.map((s) => `supplier-banner/phone/${s.slug}.svg`),
];

describe('phone art of the banners', () => {
  it.each(PHONE_ART)('%s is drawn 600 × 400 with text of 24 or more (12 px at 320 px)', (path) => {
    const svg = renderMedia(path);
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${PHONE_BANNER.width}" height="${PHONE_BANNER.height}"`));
    const all = texts(svg as string);
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const t of all) expect(t.size).toBeGreaterThanOrEqual(24);
  });

  it('puts the headline below the top edge, never touching it', () => {
    for (const path of PHONE_ART) {
      const svg = renderMedia(path) as string;
      const y = Number(/<text x="[\d.]+" y="([\d.]+)"/.exec(svg)?.[1]);
      const size = texts(svg)[0].size;
      // The first baseline less the capitals' height (about 0.75 em) leaves at least 16 of margin.
      expect(y - size * 0.75).toBeGreaterThanOrEqual(16);
    }
  });

  it('has no phone art for unknown banners', () => {
    expect(renderMedia('banner/phone/nothing-here.svg')).toBeNull();
    expect(renderMedia('brand-banner/phone/nobody.svg')).toBeNull();
    expect(renderMedia('supplier-banner/phone/nobody.svg')).toBeNull();
  });
});
