/**
 * The lightweight custom elements the loader defines. Each one, on first connection, loads its
 * widget's ES module and hands itself over (`attach`), then forwards attribute and property
 * changes and (dis)connections to the returned controller. Every attribute is mirrored by a
 * camelCased property from the start (el.productId = '42' sets product-id; null removes it), so
 * frameworks that set properties (React 19) work before the module arrives. Nothing is written to
 * the page's <head> or globals except the custom element names; a tag already defined is left alone.
 */
import { camelCase } from '../runtime/attributes';


/** What the loader needs to know of a registered widget. */
export interface LoaderEntry {
  tag: string;
  attributes: readonly string[];
  properties?: readonly string[];
  /** The element's own stylesheet, relative to the loader's folder (or absolute); none when absent. */
  stylesheet?: string | null;
}

export interface AttachOptions {
  /** Absolute URL of the element's stylesheet (adopted in, or linked inside, its shadow root), or null for none. */
  stylesheet: string | null;
  /** Absolute URL of the folder the loader was served from (…/widgets/). */
  baseUrl: string;
  /** Properties the host page set before the module arrived. */
  properties: ReadonlyMap<string, unknown>;
}

export interface WidgetController {
  attributeChanged(name: string, value: string | null): void;
  propertyChanged(name: string, value: unknown): void;
  /** The element came back into the document after a disconnection. */
  connected(): void;
  disconnected(): void;
}

/** The default export of a widget's ES module (made by defineWidget). */
export interface WidgetHandle {
  readonly tag: string;
  attach(host: HTMLElement, options: AttachOptions): WidgetController;
}

export interface InstallOptions {
  baseUrl: string;
  /** Loads the widget's module; the loader passes import(`${baseUrl}esm/${tag}.js`). */
  load(entry: LoaderEntry): Promise<{ default?: WidgetHandle }>;
  registry?: CustomElementRegistry;
}

/** Dispatched on the element when its module cannot be loaded or attached. */
export const WIDGET_ERROR_EVENT = 'cg-widget-error';

interface ElementState {
  properties: Map<string, unknown>;
  controller: WidgetController | null;
  loading: boolean;
}

/** Defines the elements not defined yet; returns the tags it defined. */
export function installWidgets(entries: readonly LoaderEntry[], options: InstallOptions): string[] {
  const registry = options.registry ?? customElements;
  const defined: string[] = [];
  for (const entry of entries) {
    if (registry.get(entry.tag)) continue;
    registry.define(entry.tag, widgetElement(entry, options));
    defined.push(entry.tag);
  }
  return defined;
}

function widgetElement(entry: LoaderEntry, options: InstallOptions): CustomElementConstructor {
  const states = new WeakMap<HTMLElement, ElementState>();
  const state = (el: HTMLElement): ElementState => {
    let s = states.get(el);
    if (!s) states.set(el, (s = { properties: new Map(), controller: null, loading: false }));
    return s;
  };
  const properties = entry.properties ?? [];
  // Attribute mirrors by property name (a registered property of the same name wins).
  const mirrors = new Map(
    entry.attributes.map((attribute) => [camelCase(attribute), attribute] as const).filter(([name]) => !properties.includes(name)),
  );

  class WidgetElement extends HTMLElement {
    static get observedAttributes(): string[] {
      return [...entry.attributes];
    }

    connectedCallback(): void {
      const s = state(this);
      // A property set before the element was defined shadows the accessor: move it over.
      for (const name of [...properties, ...mirrors.keys()]) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
      if (s.controller) return s.controller.connected();
      if (s.loading) return;
      s.loading = true;
      options
        .load(entry)
        .then((mod) => {
          const handle = mod.default;
          if (!handle || typeof handle.attach !== 'function') {
            throw new Error(`The module of <${entry.tag}> does not export a widget`);
          }
          s.controller = handle.attach(this, {
            stylesheet: entry.stylesheet ? new URL(entry.stylesheet, options.baseUrl).href : null,
            baseUrl: options.baseUrl,
            properties: s.properties,
          });
          if (!this.isConnected) s.controller.disconnected();
        })
        .catch((error: unknown) => {
          s.loading = false; // a later reconnection tries again
          const message = error instanceof Error ? error.message : String(error);
          console.error(`<${entry.tag}> could not start: ${message}`);
          this.dispatchEvent(
            new CustomEvent(WIDGET_ERROR_EVENT, { bubbles: true, composed: true, detail: { tag: entry.tag, message } }),
          );
        });
    }

    disconnectedCallback(): void {
      states.get(this)?.controller?.disconnected();
    }

    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      if (oldValue !== value) states.get(this)?.controller?.attributeChanged(name, value);
    }
  }

  for (const [name, attribute] of mirrors) {
    Object.defineProperty(WidgetElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.getAttribute(attribute);
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  for (const name of properties) {
    Object.defineProperty(WidgetElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return state(this).properties.get(name);
      },
      set(this: HTMLElement, value: unknown) {
        const s = state(this);
        s.properties.set(name, value);
        s.controller?.propertyChanged(name, value);
      },
    });
  }
  return WidgetElement;
}
