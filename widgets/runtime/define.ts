/**
 * defineWidget: turns a React-API render function into a widget module the loader can hand an
 * element to. attach() opens a shadow root, adopts the element's stylesheet in it, maps the
 * observed attributes and the properties to props, and re-renders (batched per microtask) when
 * they change. In the widget build `react` is Preact (plain, or its compat layer where a module
 * needs it: scripts/rollup/react-on-preact.mjs), so shared/ui components render unchanged.
 */
import { createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import '../../shared/ui/theme.css';
import './base.css';
import type { AttachOptions, WidgetController, WidgetHandle } from '../loader/install';
import { installWidgets } from '../loader/install';
import { camelCase, readAttributes } from './attributes';
import { emit } from './events';

export interface WidgetInputs {
  /** Observed attributes by attribute name; null when absent. */
  attributes: Readonly<Record<string, string | null>>;
  /** Properties the host page set, by property name (undefined when never set). */
  properties: Readonly<Record<string, unknown>>;
}

export interface WidgetContext {
  readonly host: HTMLElement;
  readonly root: ShadowRoot;
  /** Folder the widgets are served from (…/widgets/). */
  readonly baseUrl: string;
  /** The `api-base` attribute when set, else the store's /api/ (storeApiBase). */
  readonly apiBase: string;
  /** Dispatches a bubbling, composed, cancelable CustomEvent on the host element. */
  emit<D>(name: string, detail?: D): boolean;
}

export interface WidgetDefinition<P> {
  tag: string;
  /** Observed attributes (must equal the registry's list: widgets/manifest/custom-elements.test.tsx). */
  attributes: readonly string[];
  properties?: readonly string[];
  /** Typed props from the raw inputs; without it props are the camelCased inputs. */
  props?: (inputs: WidgetInputs) => P;
  /** Called as a component: hooks may be used inside. */
  render: (props: P, ctx: WidgetContext) => ReactNode;
}

export interface WidgetModule<P> extends WidgetHandle {
  readonly definition: WidgetDefinition<P>;
}

export const API_BASE_ATTRIBUTE = 'api-base';
/** Safety net when the stylesheet never reports load or error. */
const STYLESHEET_TIMEOUT_MS = 3000;

/** The store's /api/ beside its widgets folder: …/widgets/ (the latest) or …/widgets/v1.2.3/ (a pinned release). */
export function storeApiBase(widgetsFolder: string): string {
  const folder = new URL('.', widgetsFolder);
  const widgets = /\/v\d[^/]*\/$/.test(folder.pathname) ? new URL('../', folder) : folder;
  return new URL('../api/', widgets).href;
}

/** The store's address for links, the folder above its API (https://store/api/ → https://store/); '/' when unreadable. */
export function storeBaseOf(apiBase: string): string {
  try {
    return new URL('../', new URL(apiBase, document.baseURI)).href;
  } catch {
    return '/';
  }
}

/** Constructable stylesheets adopted by shadow roots (every current browser; not jsdom). */
const canAdoptStyleSheets = (): boolean =>
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype;

const constructedSheets = new Map<string, Promise<CSSStyleSheet | null>>();

/**
 * An element's stylesheet (the common base and its own CSS, scripts/rollup/css.mjs perEntry) as
 * ONE constructed CSSStyleSheet per page, adopted by the shadow root of every element of that tag:
 * no <link> or <style> element, so a page whose CSP has no style-src for the store (or no
 * 'unsafe-inline') styles the widgets all the same; relative url()s resolve against the
 * stylesheet's own URL. Null when it cannot be fetched (the caller links it instead).
 */
function constructedStyleSheet(href: string): Promise<CSSStyleSheet | null> {
  let sheet = constructedSheets.get(href);
  if (!sheet) {
    sheet = fetch(href, { mode: 'cors', credentials: 'omit' })
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((css) => {
        const constructed = new CSSStyleSheet({ baseURL: href });
        constructed.replaceSync(css);
        return constructed;
      })
      .catch(() => null);
    constructedSheets.set(href, sheet);
  }
  return sheet;
}

/** The stylesheet as a <link> in the shadow root (where stylesheets cannot be constructed). */
function linkStyleSheet(shadow: ShadowRoot, href: string, reveal: () => void): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.addEventListener('load', reveal, { once: true });
  link.addEventListener('error', reveal, { once: true });
  shadow.prepend(link);
}

const defaultProps = (inputs: WidgetInputs): Record<string, unknown> => {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(inputs.attributes)) props[camelCase(name)] = value;
  return { ...props, ...inputs.properties };
};

export function defineWidget<P = Record<string, unknown>>(definition: WidgetDefinition<P>): WidgetModule<P> {
  const toProps = definition.props ?? (defaultProps as unknown as (inputs: WidgetInputs) => P);

  function Render({ props, ctx }: { props: P; ctx: WidgetContext }): ReactNode {
    return definition.render(props, ctx);
  }

  function attach(host: HTMLElement, options: AttachOptions): WidgetController {
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    shadow.replaceChildren();
    const container = document.createElement('div');
    container.className = 'cg-widget';
    if (options.stylesheet) {
      // Keep the unstyled first paint invisible (CSSOM, so a strict host CSP allows it).
      container.style.visibility = 'hidden';
      const reveal = () => container.style.removeProperty('visibility');
      setTimeout(reveal, STYLESHEET_TIMEOUT_MS);
      const href = options.stylesheet;
      if (canAdoptStyleSheets()) {
        void constructedStyleSheet(href).then((sheet) => {
          if (!sheet) return linkStyleSheet(shadow, href, reveal);
          if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
          reveal();
        });
      } else {
        linkStyleSheet(shadow, href, reveal);
      }
    }
    shadow.append(container);

    const attributes = readAttributes(host, definition.attributes);
    const properties: Record<string, unknown> = {};
    for (const name of definition.properties ?? []) {
      if (options.properties.has(name)) properties[name] = options.properties.get(name);
    }

    const ctx: WidgetContext = {
      host,
      root: shadow,
      baseUrl: options.baseUrl,
      get apiBase() {
        const own = host.getAttribute(API_BASE_ATTRIBUTE);
        return own && own.trim() ? own.trim() : storeApiBase(options.baseUrl);
      },
      emit: (name, detail) => emit(host, name, detail),
    };

    let root: Root | null = null;
    let scheduled = false;
    let unmountTimer: ReturnType<typeof setTimeout> | null = null;

    const render = () => {
      scheduled = false;
      if (!root) return;
      const props = toProps({ attributes: { ...attributes }, properties: { ...properties } });
      root.render(createElement(Render, { props, ctx }));
    };
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(render);
    };
    const mount = () => {
      if (root) return;
      root = createRoot(container);
      render();
    };

    mount();
    return {
      attributeChanged(name, value) {
        if (!definition.attributes.includes(name)) return;
        attributes[name] = value;
        schedule();
      },
      propertyChanged(name, value) {
        if (!(definition.properties ?? []).includes(name)) return;
        properties[name] = value;
        schedule();
      },
      connected() {
        if (unmountTimer) clearTimeout(unmountTimer);
        unmountTimer = null;
        mount();
      },
      disconnected() {
        // A move within the page disconnects and reconnects at once: keep the state for that.
        if (unmountTimer) clearTimeout(unmountTimer);
        unmountTimer = setTimeout(() => {
          unmountTimer = null;
          if (host.isConnected) return;
          root?.unmount();
          root = null;
        }, 0);
      },
    };
  }

  return { tag: definition.tag, definition, attach };
}

export interface DefineElementOptions {
  stylesheet?: string | null;
  baseUrl?: string;
  registry?: CustomElementRegistry;
}

/**
 * Defines the widget's element directly, without the loader (tests, or a page importing the ES
 * module itself). Safe to call twice: an existing definition is kept. Returns true when defined.
 */
export function defineElement<P>(widget: WidgetModule<P>, options: DefineElementOptions = {}): boolean {
  const baseUrl = options.baseUrl ?? new URL('.', document.baseURI).href;
  const defined = installWidgets(
    [{ tag: widget.tag, attributes: widget.definition.attributes, properties: widget.definition.properties, stylesheet: options.stylesheet }],
    {
      baseUrl,
      load: () => Promise.resolve({ default: widget }),
      registry: options.registry,
    },
  );
  return defined.length > 0;
}
