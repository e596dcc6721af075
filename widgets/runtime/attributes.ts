/** 'product-id' → 'productId' */
export const camelCase = (name: string): string => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The current values of the named attributes (null when absent). */
export function readAttributes(el: Element, names: readonly string[]): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const name of names) out[name] = el.getAttribute(name);
  return out;
}
