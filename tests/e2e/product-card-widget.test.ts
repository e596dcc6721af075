// The <product-card> widget on the demo partner site's playground (another origin than the store):
// it starts on a real product of the catalogue, and its pictures load from the store, not from the
// partner page it sits on.
import type { Page } from 'puppeteer';
import { collectConsoleErrors, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { PRODUCT_CARD_WIDGET_TEXT as T } from '../../widgets/product-card/ProductCardWidget';
import { openPage, useFreshPages } from './page-helpers';

const { url: storeUrl, apiUrl, demoUrl } = e2eUrls();
const freshPage = useFreshPages();

/** The card's name, its picture's address and whether the picture loaded, from the widget's shadow root. */
async function cardOnPlayground(page: Page) {
  await openPage(page, `${demoUrl}/playground/`);
  // The picture loads lazily: bring the card on screen first.
  await page.waitForFunction(() => !!document.querySelector('product-card')?.shadowRoot?.querySelector('[part="card"]'), { timeout: 15_000 });
  await (await page.$('product-card'))!.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const card = await page.waitForFunction(
    () => {
      const root = document.querySelector('product-card')?.shadowRoot;
      const img = root?.querySelector<HTMLImageElement>('[part="image"]');
      if (!root || !img || !img.complete) return null;
      return {
        name: root.querySelector('.cg-card__link')?.textContent ?? '',
        text: root.textContent ?? '',
        src: img.currentSrc || img.src,
        loaded: img.naturalWidth > 0,
        store: document.querySelector<HTMLMetaElement>('meta[name="cg-store-url"]')?.content ?? '',
      };
    },
    { timeout: 15_000 },
  );
  return (await card.jsonValue())!;
}

describe('<product-card> on a partner origin', () => {
  it('starts on a real product and loads its picture from the store', async () => {
    expect(new URL(demoUrl).origin).not.toBe(new URL(storeUrl).origin);
    const newest = (await (await fetch(`${apiUrl}new-arrival`)).json()).data.products as { name: string }[];
    for (const width of [320, 375, 1024, 1366]) {
      const page = await freshPage(width);
      const errors = collectConsoleErrors(page);
      const card = await cardOnPlayground(page);
      expect(card.text).not.toContain(T.notFound);
      expect(newest.map((p) => p.name)).toContain(card.name);
      // The store the partner page loads the widgets from, not the partner page's own origin.
      expect(new URL(card.src).origin).toBe(new URL(card.store).origin);
      expect(new URL(card.src).origin).not.toBe(new URL(demoUrl).origin);
      expect(new URL(card.src).pathname).toMatch(/^\/media\//);
      expect(card.loaded).toBe(true);
      // The playground fits the screen: long snippets scroll inside their box, not the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `product-card-widget-${width}`);
      expect(errors).toEqual([]);
    }
  });

  it('fetches the alternate picture on the first hover only, and shows it over the main one while hovered', async () => {
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await cardOnPlayground(page);
    const pictures = () =>
      page.evaluate(() => {
        const root = document.querySelector('product-card')!.shadowRoot!;
        const alt = root.querySelector<HTMLImageElement>('.cg-card__img--alt')!;
        const main = root.querySelector<HTMLImageElement>('[part="image"]')!;
        return {
          fetched: alt.complete || alt.naturalWidth > 0,
          marked: alt.hasAttribute('data-loaded'),
          alt: getComputedStyle(alt).display === 'none' ? 'none' : getComputedStyle(alt).opacity,
          main: getComputedStyle(main).opacity,
        };
      });
    // On screen, loaded main picture, no hover yet: the alternate one (lazy, not laid out) is not fetched.
    await new Promise((done) => setTimeout(done, 1000));
    expect(await pictures()).toEqual({ fetched: false, marked: false, alt: 'none', main: '1' });
    const card = await page.evaluateHandle(() => document.querySelector('product-card')!.shadowRoot!.querySelector<HTMLElement>('[part="card"]')!);
    await card.hover();
    const shown = { fetched: true, marked: true, alt: '1', main: '0' };
    await page.waitForFunction((want) => {
      const root = document.querySelector('product-card')!.shadowRoot!;
      const alt = root.querySelector<HTMLImageElement>('.cg-card__img--alt')!;
      const main = root.querySelector<HTMLImageElement>('[part="image"]')!;
      return alt.hasAttribute('data-loaded') && getComputedStyle(alt).opacity === want.alt && getComputedStyle(main).opacity === want.main;
    }, { timeout: 10_000 }, shown);
    expect(await pictures()).toEqual(shown);
    await page.mouse.move(1, 1);
    await page.waitForFunction(() => {
      const root = document.querySelector('product-card')!.shadowRoot!;
      return getComputedStyle(root.querySelector('.cg-card__img--alt')!).opacity === '0' && getComputedStyle(root.querySelector('[part="image"]')!).opacity === '1';
    });
    expect(await pictures()).toEqual({ fetched: true, marked: true, alt: '0', main: '1' });
    expect(errors).toEqual([]);
  });

  it("is themed live from the playground's theme properties, all of custom-elements.json's, and the snippet follows", async () => {
    const elements = await (await fetch(`${storeUrl}/widgets/custom-elements.json`)).json();
    const documented = [
      ...new Set(
        (elements.modules as { declarations: { cssProperties: { name: string }[] }[] }[]).flatMap((m) =>
          m.declarations.flatMap((d) => d.cssProperties.map((p) => p.name)),
        ),
      ),
    ];
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await cardOnPlayground(page);
    expect(await page.$$eval('#tokens input', (inputs) => inputs.map((i) => (i as HTMLInputElement).name))).toEqual(documented);
    const background = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('product-card')!.shadowRoot!.querySelector('[part~="add-to-cart"]')!).backgroundColor);
    expect(await background()).toBe('rgb(215, 25, 32)');
    const input = (await page.$('#tokens input[name="--cg-color-primary"]'))!;
    await input.click({ count: 3 });
    await input.type('#005a3c');
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('product-card')!.shadowRoot!.querySelector('[part~="add-to-cart"]')!).backgroundColor === 'rgb(0, 90, 60)',
    );
    const snippet = await page.$$eval('.snippet pre', (pres) => pres.map((p) => p.textContent ?? '').find((t) => t.includes('<product-card')) ?? '');
    expect(snippet).toContain('product-card { --cg-color-primary: #005a3c; }');
    expect(snippet).toMatch(/integrity="sha384-[^"]+" crossorigin="anonymous"/);
    await screenshot(page, 'playground-theme-1366');
    expect(errors).toEqual([]);
  });
});
