/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "node", "default"]}
 */
// The runtime as the widget build ships it: `react` is Preact's compat layer (its CommonJS
// files, hence the export conditions above: jsdom's default 'browser' picks Preact's ES modules).
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react-dom', () => jest.requireActual('preact/compat'));
jest.mock('react-dom/client', () => jest.requireActual('preact/compat/client'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/jsx-runtime'));

import { waitFor } from '@testing-library/dom';
import { useState } from 'react';
import type { SessionUser } from '../../shared/api/account';
import { installWidgets, WIDGET_ERROR_EVENT, type WidgetHandle } from '../loader/install';
import { attr, defineElement, defineWidget, session, storeApiBase, storeBaseOf, useSessionUser } from './index';
import { resetWidgetSessionForTests } from './session';

interface GreetingProps {
  name: string;
  times: number;
  tags: string[];
}

const greeting = defineWidget<GreetingProps>({
  tag: 'sample-greeting',
  attributes: ['name', 'times'],
  properties: ['tags'],
  props: ({ attributes, properties }) => ({
    name: attr.text(attributes.name, 'stranger'),
    times: attr.number(attributes.times, 1),
    tags: Array.isArray(properties.tags) ? (properties.tags as string[]) : [],
  }),
  render: function Greeting({ name, times, tags }, ctx) {
    const [clicks, setClicks] = useState(0);
    const user = useSessionUser();
    return (
      <div>
        <p>{`Hello, ${name}!`.repeat(times)}</p>
        <p data-testid="tags">{tags.join(',')}</p>
        <p data-testid="user">{user ? `Signed in as ${user.name}` : 'Signed out'}</p>
        <p data-testid="api">{ctx.apiBase}</p>
        <button
          type="button"
          onClick={() => {
            setClicks(clicks + 1);
            ctx.emit('greet', { name, clicks: clicks + 1 });
          }}
        >
          Greet ({clicks})
        </button>
      </div>
    );
  },
});

const STYLESHEET = 'https://store.example/widgets/cg-sample-greeting-Ab12Cd34.css';
const user: SessionUser = {
  name: 'Ada',
  avatar: null,
  token: 't0k3n',
  loyality: 120,
  mobile: '9800000000',
  email: 'ada@example.com',
  address: 'Lalitpur',
};

const shadowOf = (el: Element): ShadowRoot => {
  if (!el.shadowRoot) throw new Error(`<${el.localName}> has no shadow root`);
  return el.shadowRoot;
};
const text = (el: Element) => shadowOf(el).textContent ?? '';
const mount = (html: string): HTMLElement => {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box.firstElementChild as HTMLElement;
};

beforeAll(() => {
  expect(defineElement(greeting, { stylesheet: STYLESHEET, baseUrl: 'https://store.example/widgets/' })).toBe(true);
});
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  resetWidgetSessionForTests();
});

describe('widget runtime', () => {
  it("finds the store's API beside the latest and beside a pinned release", () => {
    expect(storeApiBase('https://store.example/widgets/')).toBe('https://store.example/api/');
    expect(storeApiBase('https://store.example/widgets/v0.1.0/')).toBe('https://store.example/api/');
    expect(storeApiBase('https://store.example/shop/widgets/v12.3.4-rc.1/')).toBe('https://store.example/shop/api/');
  });

  it('derives the store, for links, from the API base', () => {
    expect(storeBaseOf('https://store.example/api/')).toBe('https://store.example/');
    expect(storeBaseOf('https://store.example/shop/api/')).toBe('https://store.example/shop/');
    expect(storeBaseOf('http://[bad')).toBe('/');
  });

  it('mounts in an open shadow root with the widgets stylesheet linked inside it', async () => {
    const headBefore = document.head.innerHTML;
    const el = mount('<sample-greeting name="Ada"></sample-greeting>');
    await waitFor(() => expect(text(el)).toContain('Hello, Ada!'));
    const link = shadowOf(el).querySelector('link[rel="stylesheet"]');
    expect(link?.getAttribute('href')).toBe(STYLESHEET);
    expect(document.head.innerHTML).toBe(headBefore); // nothing written to the host page's head
    expect(shadowOf(el).querySelector('[data-testid="api"]')?.textContent).toBe('https://store.example/api/');
  });

  it('adopts ONE constructed stylesheet in every shadow root where browsers can (no <link>: a strict CSP allows it)', async () => {
    const replaced: string[] = [];
    class FakeSheet {
      constructor(readonly init: { baseURL?: string }) {}
      replaceSync(css: string) {
        replaced.push(css);
      }
    }
    const adopted = new WeakMap<ShadowRoot, unknown[]>();
    const fetchCss = jest.fn(async () => ({ ok: true, status: 200, text: async () => ':host{color:red}' }));
    const saved = { fetch: globalThis.fetch, CSSStyleSheet: globalThis.CSSStyleSheet };
    Object.assign(globalThis, { fetch: fetchCss, CSSStyleSheet: FakeSheet });
    Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
      configurable: true,
      get(this: ShadowRoot) {
        return adopted.get(this) ?? [];
      },
      set(this: ShadowRoot, value: unknown[]) {
        adopted.set(this, value);
      },
    });
    try {
      const sheetUrl = 'https://store.example/widgets/v1.0.0/cg-adopting-widget-Zz.css';
      const adopting = defineWidget({ tag: 'sample-adopting', attributes: [], render: () => <p>Styled</p> });
      defineElement(adopting, { stylesheet: sheetUrl, baseUrl: 'https://store.example/widgets/v1.0.0/' });
      const [a, b] = [mount('<sample-adopting></sample-adopting>'), mount('<sample-adopting></sample-adopting>')];
      await waitFor(() => expect([a, b].map((el) => shadowOf(el).adoptedStyleSheets.length)).toEqual([1, 1]));
      expect(shadowOf(a).adoptedStyleSheets[0]).toBe(shadowOf(b).adoptedStyleSheets[0]);
      expect((shadowOf(a).adoptedStyleSheets[0] as unknown as FakeSheet).init.baseURL).toBe(sheetUrl);
      expect(fetchCss).toHaveBeenCalledTimes(1);
      expect(replaced).toEqual([':host{color:red}']);
      for (const el of [a, b]) {
        expect(shadowOf(el).querySelector('link, style')).toBeNull();
        await waitFor(() => expect(shadowOf(el).querySelector<HTMLElement>('.cg-widget')!.style.visibility).toBe(''));
      }
    } finally {
      Object.assign(globalThis, saved);
      delete (ShadowRoot.prototype as unknown as Record<string, unknown>).adoptedStyleSheets;
    }
  });

  it('re-renders when an observed attribute changes, keeping component state', async () => {
    const el = mount('<sample-greeting name="Ada"></sample-greeting>');
    await waitFor(() => expect(text(el)).toContain('Greet (0)'));
    (shadowOf(el).querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => expect(text(el)).toContain('Greet (1)'));

    el.setAttribute('name', 'Grace');
    el.setAttribute('times', '2');
    await waitFor(() => expect(text(el)).toContain('Hello, Grace!Hello, Grace!'));
    expect(text(el)).toContain('Greet (1)');
    el.removeAttribute('name');
    await waitFor(() => expect(text(el)).toContain('Hello, stranger!'));
  });

  it('takes properties, including one set before the element was upgraded', async () => {
    const early = document.createElement('sample-greeting-later') as HTMLElement & { tags?: string[] };
    early.tags = ['before'];
    document.body.append(early);
    defineElement(defineWidget({ ...greeting.definition, tag: 'sample-greeting-later' }));
    await waitFor(() => expect(shadowOf(early).querySelector('[data-testid="tags"]')?.textContent).toBe('before'));

    early.tags = ['after', 'again'];
    await waitFor(() => expect(shadowOf(early).querySelector('[data-testid="tags"]')?.textContent).toBe('after,again'));
    expect(early.tags).toEqual(['after', 'again']);
  });

  it('dispatches events that bubble out of the shadow root to the document', async () => {
    const el = mount('<sample-greeting name="Ada"></sample-greeting>');
    await waitFor(() => expect(shadowOf(el).querySelector('button')).not.toBeNull());
    const heard: CustomEvent[] = [];
    const onGreet = (e: Event) => heard.push(e as CustomEvent);
    document.addEventListener('greet', onGreet);
    try {
      (shadowOf(el).querySelector('button') as HTMLButtonElement).click();
      await waitFor(() => expect(heard).toHaveLength(1));
    } finally {
      document.removeEventListener('greet', onGreet);
    }
    const [event] = heard;
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.target).toBe(el); // retargeted to the host element outside the shadow root
    expect(event.detail).toEqual({ name: 'Ada', clicks: 1 });
  });

  it('is safe to define twice, by the runtime or by a second loader', () => {
    const before = customElements.get('sample-greeting');
    expect(defineElement(greeting)).toBe(false);
    const load = jest.fn();
    expect(
      installWidgets([{ tag: 'sample-greeting', attributes: ['name'] }], { baseUrl: 'https://other.example/widgets/', load }),
    ).toEqual([]);
    expect(customElements.get('sample-greeting')).toBe(before);
    expect(load).not.toHaveBeenCalled();
  });

  it('shares one session between instances and follows its changes', async () => {
    const a = mount('<sample-greeting name="A"></sample-greeting>');
    const b = mount('<sample-greeting name="B"></sample-greeting>');
    const userText = (el: Element) => shadowOf(el).querySelector('[data-testid="user"]')?.textContent;
    await waitFor(() => expect(userText(a)).toBe('Signed out'));
    await waitFor(() => expect(userText(b)).toBe('Signed out'));

    session.setUser(user);
    await waitFor(() => expect(userText(a)).toBe('Signed in as Ada'));
    await waitFor(() => expect(userText(b)).toBe('Signed in as Ada'));
    expect(session.token()).toBe('t0k3n');
    expect(JSON.parse(localStorage.getItem('cg-widgets:user') ?? 'null')).toMatchObject({ name: 'Ada' });
    expect(localStorage.getItem('user')).toBeNull(); // the host page's own item is not touched

    session.setUser(null);
    await waitFor(() => expect(userText(b)).toBe('Signed out'));
  });

  it('keeps its state when moved and unmounts when removed', async () => {
    const el = mount('<sample-greeting name="Ada"></sample-greeting>');
    await waitFor(() => expect(text(el)).toContain('Greet (0)'));
    (shadowOf(el).querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => expect(text(el)).toContain('Greet (1)'));

    const other = document.createElement('section');
    document.body.append(other);
    other.append(el); // disconnect + connect
    await new Promise((r) => setTimeout(r, 10));
    expect(text(el)).toContain('Greet (1)');

    el.remove();
    await new Promise((r) => setTimeout(r, 10));
    expect(shadowOf(el).querySelector('button')).toBeNull();
    document.body.append(el);
    await waitFor(() => expect(text(el)).toContain('Greet (0)'));
  });
});

describe('loader elements', () => {
  it('load the module on first connection only, and hand the element over with its own stylesheet', async () => {
    const load = jest.fn(() => Promise.resolve({ default: defineWidget({ ...greeting.definition, tag: 'lazy-greeting' }) }));
    const entry = { tag: 'lazy-greeting', attributes: ['name', 'times'], properties: ['tags'], stylesheet: 'cg-lazy-greeting-Ab12.css' };
    const defined = installWidgets([entry], { baseUrl: 'https://store.example/widgets/', load });
    expect(defined).toEqual(['lazy-greeting']);
    const el = document.createElement('lazy-greeting');
    el.setAttribute('name', 'Lazy');
    expect(load).not.toHaveBeenCalled();
    document.body.append(el);
    document.body.append(document.createElement('lazy-greeting'));
    await waitFor(() => expect(text(el)).toContain('Hello, Lazy!'));
    expect(load).toHaveBeenCalledTimes(2); // once per element; the browser's module map dedupes
    expect(load).toHaveBeenCalledWith(entry);
    // The element's stylesheet, beside the loader (jsdom cannot construct one: linked).
    const link = shadowOf(el).querySelector('link[rel="stylesheet"]');
    expect(link?.getAttribute('href')).toBe('https://store.example/widgets/cg-lazy-greeting-Ab12.css');
  });

  it('mirror every attribute as a camelCased property before the module arrives (what React 19 sets)', () => {
    installWidgets([{ tag: 'pending-widget', attributes: ['product-id', 'api-base'] }], {
      baseUrl: 'https://store.example/widgets/',
      load: () => new Promise(() => undefined), // never arrives
    });
    const early = document.createElement('pending-widget') as HTMLElement & { productId: unknown; apiBase: unknown };
    expect('productId' in early && 'apiBase' in early).toBe(true);
    early.productId = 42;
    expect(early.getAttribute('product-id')).toBe('42');
    expect(early.productId).toBe('42');
    early.productId = null;
    expect(early.hasAttribute('product-id')).toBe(false);
    // A value set on an element before its definition (an own property) moves into the attribute.
    const before = document.createElement('div') as HTMLElement & { apiBase?: unknown };
    before.innerHTML = '<pending-widget></pending-widget>';
    const host = before.firstElementChild as HTMLElement & { apiBase: unknown };
    Object.defineProperty(host, 'apiBase', { value: 'https://api.example/', writable: true, configurable: true, enumerable: true });
    document.body.append(before);
    expect(host.getAttribute('api-base')).toBe('https://api.example/');
  });

  it('report a module that fails to load with a composed event', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installWidgets([{ tag: 'broken-widget', attributes: [] }], {
      baseUrl: 'https://store.example/widgets/',
      load: () => Promise.resolve({ default: undefined as unknown as WidgetHandle }),
    });
    const heard: CustomEvent[] = [];
    const onError = (e: Event) => heard.push(e as CustomEvent);
    document.addEventListener(WIDGET_ERROR_EVENT, onError);
    try {
      document.body.append(document.createElement('broken-widget'));
      await waitFor(() => expect(heard).toHaveLength(1));
    } finally {
      document.removeEventListener(WIDGET_ERROR_EVENT, onError);
      error.mockRestore();
    }
    expect(heard[0].detail).toEqual({ tag: 'broken-widget', message: 'The module of <broken-widget> does not export a widget' });
  });
});
