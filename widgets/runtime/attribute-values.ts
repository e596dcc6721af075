// Apart from attributes.ts (the runtime chunk and the loader): only the elements whose `props`
// read typed attributes (the reservation) load these.
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
