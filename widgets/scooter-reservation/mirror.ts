/**
 * Attributes mirrored as properties: el.product reads the product attribute, el.product = 'x'
 * sets it (null or undefined removes it). The loader's element is defined before this module
 * loads, so the accessors are added to its prototype on first use; a value set on an element
 * before that (an own data property) is moved into its attribute.
 */
import { camelCase } from '../runtime/attributes';

export function mirrorAttributes(host: HTMLElement, attributes: readonly string[]): void {
  const proto = Object.getPrototypeOf(host) as object;
  for (const name of attributes) {
    const prop = camelCase(name);
    if (!Object.prototype.hasOwnProperty.call(proto, prop)) {
      Object.defineProperty(proto, prop, {
        configurable: true,
        enumerable: true,
        get(this: HTMLElement) {
          return this.getAttribute(name);
        },
        set(this: HTMLElement, value: unknown) {
          if (value === null || value === undefined) this.removeAttribute(name);
          else this.setAttribute(name, String(value));
        },
      });
    }
    const own = Object.getOwnPropertyDescriptor(host, prop);
    if (own && 'value' in own) {
      delete (host as unknown as Record<string, unknown>)[prop];
      (host as unknown as Record<string, unknown>)[prop] = own.value;
    }
  }
}
