import { SUPPLIER_BY_SLUG } from '../seed/data/brands';
import { BANNER_BY_SLUG, banner } from './banners';
import { supplierLogo } from './logos';
import { textWidthEm, wrapText } from './svg';

describe('wrapText', () => {
  it('moves words to the next line before it shrinks the text', () => {
    const { lines, size } = wrapText('Steam wash front loaders and smart top loaders', 500, 30, 2);
    expect(size).toBe(30);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe('Steam wash front loaders and smart top loaders');
    for (const line of lines) expect(textWidthEm(line) * size).toBeLessThanOrEqual(500);
  });

  it('shrinks only when the words do not fit the lines allowed', () => {
    const { lines, size } = wrapText('Installation, extended warranty and repairs at your door', 200, 30, 2);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(size).toBeLessThan(30);
    for (const line of lines) expect(textWidthEm(line) * size).toBeLessThanOrEqual(200);
  });
});

describe('supplier logo', () => {
  it('a long name takes two lines at a readable size', () => {
    const svg = supplierLogo(SUPPLIER_BY_SLUG.get('nepal-cooling-solutions')!);
    expect(Number(/font-weight="700" font-size="([\d.]+)"/.exec(svg)?.[1])).toBeGreaterThanOrEqual(18);
    expect([...svg.matchAll(/<tspan /g)]).toHaveLength(2);
  });
});

describe('banner text', () => {
  const fontSizes = (svg: string) => [...svg.matchAll(/<text [^>]*y="([\d.]+)"[^>]*font-size="([\d.]+)"/g)].map((m) => ({ y: Number(m[1]), size: Number(m[2]) }));

  it('a wide banner (a hero side banner) keeps its line under the headline a tenth of its height', () => {
    const [headline, sub] = fontSizes(banner(BANNER_BY_SLUG.get('wash-smart')!, 'wide'));
    expect(sub.size).toBeGreaterThanOrEqual(300 * 0.1 - 0.05);
    expect(headline.y - headline.size * 0.75).toBeGreaterThan(300 * 0.1);
  });

  it("a third banner's headline clears the top edge", () => {
    for (const slug of ['dashain-dhamaka-offers', 'smartphone-bonanza', 'electric-ride']) {
      const [headline] = fontSizes(banner(BANNER_BY_SLUG.get(slug)!, 'third'));
      expect(headline.y - headline.size * 0.75).toBeGreaterThanOrEqual(360 * 0.05);
    }
  });
});
