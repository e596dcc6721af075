/** 'product-id' → 'productId' */
export const camelCase = (name: string): string => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The current values of the named attributes (null when absent). */
export function readAttributes(el: Element, names: readonly string[]): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const name of names) out[name] = el.getAttribute(name);
  return out;
}

/** Attribute → prop helpers for a definition's `props` mapping. */
export const attr = {
  /** The text, or the fallback when absent or blank. */
  text(value: string | null | undefined, fallback = ''): string {
    return value == null || value.trim() === '' ? fallback : value;
  },
  /** A finite number, or the fallback. */
  number(value: string | null | undefined, fallback: number): number {
    if (value == null || value.trim() === '') return fallback;
    const n = Number(value);
    return Number.isFinite(n) ? n : fallback;
  },
  /** Boolean attribute semantics: present (and not "false") is true. */
  flag(value: string | null | undefined): boolean {
    return value != null && value !== 'false';
  },
};
