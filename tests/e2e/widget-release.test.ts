// The pinned widgets release (issue 19): /widgets/v{version}/ serves every file immutable and to any
// origin, each file hashes to the Subresource Integrity value manifest.json publishes, and a partner
// page loading the pinned loader with `integrity` and `crossorigin` gets working widgets (the
// playground does), while a wrong hash keeps the loader out.
import { createHash } from 'node:crypto';
import type { Page } from 'puppeteer';
import { collectConsoleErrors } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { WIDGETS_RELEASE_PATH } from '../../shared/widgets-release';
import { openPage, useFreshPages } from './page-helpers';

const { url: storeUrl, apiUrl, demoUrl } = e2eUrls();
const freshPage = useFreshPages();
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Manifest {
  version: string;
  path: string;
  widgets: { tag: string; stylesheet: string }[];
  integrity: Record<string, string>;
}

const readManifest = async (): Promise<Manifest> => (await fetch(`${storeUrl}/widgets/manifest.json`)).json();

/** Adds the pinned loader with this integrity to the page; resolves with 'load' or 'error'. */
const addLoader = (page: Page, src: string, integrity: string) =>
  page.evaluate(
    (s, i) =>
      new Promise<string>((done) => {
        const script = document.createElement('script');
        script.src = s;
        script.integrity = i;
        script.crossOrigin = 'anonymous';
        script.onload = () => done('load');
        script.onerror = () => done('error');
        document.body.append(script);
      }),
    src,
    integrity,
  );

describe('the pinned widgets release', () => {
  it('serves /widgets/v{version}/ immutable to any origin, each file matching its published integrity', async () => {
    const manifest = await readManifest();
    expect(manifest.path).toBe(WIDGETS_RELEASE_PATH);
    const files = Object.keys(manifest.integrity);
    expect(files).toEqual(
      expect.arrayContaining(['cg-widgets.js', 'custom-elements.json', 'esm/product-card.js', 'esm/mini-cart.js', 'esm/scooter-reservation.js']),
    );
    expect(files.some((f) => /^esm\/chunks\/runtime-.+\.js$/.test(f))).toBe(true);
    // Each element's own stylesheet, named in the manifest.
    for (const tag of ['product-card', 'mini-cart', 'scooter-reservation']) {
      const stylesheet = manifest.widgets.find((w) => w.tag === tag)?.stylesheet;
      expect(stylesheet).toMatch(new RegExp(`^cg-${tag}-.+\\.css$`));
      expect(files).toContain(stylesheet);
    }
    for (const file of files) {
      const res = await fetch(`${storeUrl}${manifest.path}${file}`, { headers: { origin: demoUrl } });
      expect([file, res.status]).toEqual([file, 200]);
      expect([file, res.headers.get('cache-control')]).toEqual([file, IMMUTABLE]);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const hash = `sha384-${createHash('sha384').update(Buffer.from(await res.arrayBuffer())).digest('base64')}`;
      expect([file, hash]).toEqual([file, manifest.integrity[file]]);
    }
    // The Custom Elements Manifest beside the loader.
    const elements = await (await fetch(`${storeUrl}${manifest.path}custom-elements.json`)).json();
    expect(elements.schemaVersion).toBe('1.0.0');
    expect(elements.modules.map((m: { path: string }) => m.path)).toEqual(expect.arrayContaining(['esm/product-card.js']));
    // The moving latest stays briefly cached.
    const latest = await fetch(`${storeUrl}/widgets/cg-widgets.js`);
    expect(latest.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('runs the widgets on a partner page loading the pinned loader with integrity and crossorigin', async () => {
    const manifest = await readManifest();
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    const modules: string[] = [];
    page.on('request', (r) => {
      if (/\/widgets\/.*esm\//.test(r.url())) modules.push(new URL(r.url()).pathname);
    });
    await openPage(page, `${demoUrl}/playground/`);
    const loader = await page.$eval('script[src*="cg-widgets.js"]', (s) => ({
      src: (s as HTMLScriptElement).src,
      integrity: s.getAttribute('integrity'),
      crossorigin: s.getAttribute('crossorigin'),
    }));
    expect(loader).toEqual({
      src: `${storeUrl}${manifest.path}cg-widgets.js`,
      integrity: manifest.integrity['cg-widgets.js'],
      crossorigin: 'anonymous',
    });
    await page.waitForFunction(() => !!document.querySelector('product-card')?.shadowRoot?.querySelector('[part="card"]'), { timeout: 15_000 });
    expect(modules.length).toBeGreaterThan(0);
    for (const path of modules) expect(path.startsWith(`${manifest.path}esm/`)).toBe(true);
    // The playground's snippet is the pinned one, with its integrity.
    expect(await page.$eval('#loader-snippet', (c) => c.textContent)).toBe(
      `<script src="${storeUrl}${manifest.path}cg-widgets.js" integrity="${manifest.integrity['cg-widgets.js']}" crossorigin="anonymous" async></script>`,
    );
    expect(errors).toEqual([]);
  });

  it('keeps a loader whose integrity does not match out of the page', async () => {
    const manifest = await readManifest();
    const src = `${storeUrl}${manifest.path}cg-widgets.js`;
    const wrong = `sha384-${createHash('sha384').update('not the loader').digest('base64')}`;
    const page = await freshPage(1024);
    await page.goto(`${demoUrl}/no-such-page`);
    expect(await addLoader(page, src, wrong)).toBe('error');
    expect(await page.evaluate(() => !!customElements.get('product-card'))).toBe(false);
    expect(await addLoader(page, src, manifest.integrity['cg-widgets.js'])).toBe('load');
    expect(await page.evaluate(() => !!customElements.get('product-card'))).toBe(true);
  });

  it("defines the widgets from the ES-module loader (the npm package's index.js)", async () => {
    const [newest] = (await (await fetch(`${apiUrl}new-arrival`)).json()).data.products as { id: number }[];
    const page = await freshPage(1024);
    const errors = collectConsoleErrors(page);
    await page.goto(`${demoUrl}/no-such-page`);
    await page.evaluate(
      (src: string, id: string) => {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = src;
        const card = document.createElement('product-card');
        card.setAttribute('product-id', id);
        document.body.append(script, card);
      },
      `${storeUrl}/widgets/cg-widgets.mjs`,
      String(newest.id),
    );
    await page.waitForFunction(() => !!document.querySelector('product-card')?.shadowRoot?.querySelector('[part~="card"]'), { timeout: 15_000 });
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});
