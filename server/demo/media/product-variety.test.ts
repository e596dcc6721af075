// Product pictures differ from product to product (issue 16): screen, shape and size come from the
// product's seed; nothing like a debug id is drawn; each picture stays small and stable.
import { renderMedia } from './index';

const picture = (path: string): string => {
  const svg = renderMedia(path);
  if (svg === null) throw new Error(`nothing drawn for ${path}`);
  return svg;
};

/** The content of the screen: the scene drawn inside its clip group. */
const screenOf = (svg: string) => /<g clip-path="url\(#scr\d+\)">(.*?)<\/g>/.exec(svg)?.[1] ?? '';
const ids = Array.from({ length: 24 }, (_, i) => 1000 + i * 37);

describe('product pictures', () => {
  it('give TVs and phones of one brand and colour different screens, shapes and sizes', () => {
    for (const kind of ['tv', 'phone']) {
      const svgs = ids.map((id) => picture(`product/${kind}/samsung/black/${id}-1.svg`));
      expect(new Set(svgs).size).toBe(ids.length);
      const scenes = new Set(svgs.map((s) => screenOf(s).replace(/[\d.]+/g, '#')));
      expect(scenes.size).toBeGreaterThanOrEqual(5);
      const frames = new Set(svgs.map((s) => /<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="([\d.]+)"[^>]*fill="#(?:17181b|111214)"/.exec(s)?.slice(1).join('x')));
      expect(frames.size).toBeGreaterThanOrEqual(3);
      const sizes = new Set(svgs.map((s) => /scale\((0\.\d+)\) translate\(-200 -350\)/.exec(s)?.[1] ?? '1'));
      expect(sizes.size).toBeGreaterThanOrEqual(2);
    }
  });

  it('vary the backdrop and size of every other kind too', () => {
    const svgs = ids.map((id) => picture(`product/kettle/philips/white/${id}-1.svg`));
    expect(new Set(svgs.map((s) => /<rect width="400" height="400" fill="(#[0-9a-f]+)"/.exec(s)?.[1])).size).toBeGreaterThanOrEqual(3);
    expect(new Set(svgs).size).toBeGreaterThan(4);
  });

  it('keep one look per product across its three views, and draw the brand mark', () => {
    const views = [1, 2, 3].map((v) => picture(`product/tv/lg/black/2000-${v}.svg`));
    const scenes = views.map((s) => screenOf(s).replace(/[\d.]+/g, '#'));
    expect(new Set(scenes).size).toBe(1);
    expect(views[0]).toContain('>LG</text>');
    expect(picture('product/tv/lg/black/2000-1.svg')).toBe(views[0]);
  });

  it('stamp no id on the picture', () => {
    for (const path of ['product/tv/samsung/black/2000-1.svg', 'product/phone/apple/white/123-2.svg', 'product/washer-front/lg/silver/77-3.svg']) {
      const svg = picture(path);
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      for (const t of texts) expect(t).not.toMatch(/#?\d{2,}/);
      expect(svg).not.toMatch(/>#\d+</);
    }
  });

  it('stay small enough for phones', () => {
    for (const id of ids) {
      for (const kind of ['tv', 'phone', 'laptop', 'tablet']) {
        expect(Buffer.byteLength(picture(`product/${kind}/sony/black/${id}-1.svg`))).toBeLessThan(7000);
      }
    }
  });
});
