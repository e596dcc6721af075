/** One choice of a searchable field: its value, what the field shows once chosen, and more words to find it by. */
export interface ComboOption {
  value: string;
  label: string;
  /** Shown under the label in the list and searched too (a model's product name). */
  description?: string;
}

/** Lower case, letters and digits only: '55-UQ 7500' and '55uq7500' compare equal. */
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The options whose label or description holds every word typed (in any order, ignoring case,
 * blanks and punctuation inside a word), labels that start with the text first; at most `limit`.
 */
export function filterOptions(options: readonly ComboOption[], query: string, limit: number): { shown: ComboOption[]; total: number } {
  const words = query.split(/\s+/).map(squash).filter(Boolean);
  if (!words.length) return { shown: options.slice(0, limit), total: options.length };
  const first = squash(query);
  const starts: ComboOption[] = [];
  const rest: ComboOption[] = [];
  for (const option of options) {
    const label = squash(option.label);
    const haystack = `${label} ${squash(option.description ?? '')}`;
    if (!words.every((w) => haystack.includes(w))) continue;
    (label.startsWith(first) ? starts : rest).push(option);
  }
  const all = [...starts, ...rest];
  return { shown: all.slice(0, limit), total: all.length };
}
