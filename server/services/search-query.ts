/**
 * web-search keywords as a PostgreSQL text-search query: every word must match, each as a prefix
 * ('sams tv' → 'sams':* & 'tv':*), so the header suggestions find products while a word is being
 * typed. Only letters and digits reach to_tsquery (with dots between digits kept: '1.5'), so no
 * input can produce a tsquery syntax error. Config 'simple' matches products.search_vector.
 */
const WORD = /[\p{L}\p{M}\p{N}]+(?:\.[\p{N}]+)*/gu;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** The to_tsquery('simple', …) text for keywords, or null when they hold no searchable word. */
export function prefixTsQuery(keywords: string): string | null {
  const words = [...new Set((keywords.toLowerCase().match(WORD) ?? []).map((w) => w.slice(0, MAX_WORD_LENGTH)))];
  if (words.length === 0) return null;
  return words
    .slice(0, MAX_WORDS)
    .map((w) => `'${w}':*`)
    .join(' & ');
}
