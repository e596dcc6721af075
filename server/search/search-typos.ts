/**
 * Typo tolerance (ADR 15): a query word of 5 letters or more that no word of the catalogue begins
 * with (nor a synonym) is read as the closest catalogue word within its typos (one from 5 letters,
 * two from 9): trigram similarity (pg_trgm) finds candidates in search_terms, the vocabulary, and
 * the edit distance decides. Known words are never widened, so 'samsung' never drowns in near
 * misses. The last word may be a word still being typed: it may also be close to a word's beginning.
 */
import type { Queryable } from '../db/types';
import { splitPairs, type Synonyms } from './search-query';
import { hasDigit, phraseKey, searchWords, typoDistance, typosAllowed } from './search-text';

const CANDIDATES = 8;

interface Candidate {
  term: string;
  products: number;
}
/** What the vocabulary says of one query word, or of two neighbouring words joined (splitPairs). */
export interface WordLookup {
  word: string;
  /** The word is two query words joined, looked up whole: known when the catalogue has exactly it. */
  joined?: true;
  /** Some catalogue word begins with it (or it is a synonym): never corrected. */
  known: boolean;
  /** The closest vocabulary words by trigram similarity, closest first (none looked up for a known word). */
  candidates: Candidate[];
}

/** The best correction among candidates for a word, or null. */
export function closest(word: string, candidates: Candidate[], last: boolean): string | null {
  const allowed = typosAllowed(word.length);
  let best: { term: string; d: number; products: number } | null = null;
  for (const c of candidates) {
    const whole = typoDistance(word, c.term);
    const d = last && c.term.length > word.length ? Math.min(whole, typoDistance(word, c.term.slice(0, word.length))) : whole;
    if (d === 0 || d > allowed) continue;
    if (!best || d < best.d || (d === best.d && c.products > best.products)) best = { term: c.term, d, products: c.products };
  }
  return best?.term ?? null;
}

/**
 * Looks the keywords' words of letters (3 or more, not synonyms) up in the vocabulary, in one query;
 * the nearest words only for unknown ones (the trigram search was most of the statement, and a
 * known word is never corrected). Neighbouring words joined are looked up too, known only when the
 * catalogue has exactly that word ('i phone': iphone); they are never corrected.
 */
export async function lookUpWords(db: Queryable, keywords: string, synonyms: Synonyms): Promise<WordLookup[]> {
  const words = [...new Set(searchWords(keywords))];
  const asked = words.filter((w) => w.length >= 3 && !hasDigit(w) && !synonyms.has(phraseKey([w])));
  const pairs = splitPairs(words).map(([, , one]) => one);
  if (asked.length === 0 && pairs.length === 0) return [];
  const r = await db.query<{ word: string; known: boolean; joined: boolean; candidates: Candidate[] | null }>(
    `SELECT w.word, k.known, false AS joined,
            CASE WHEN NOT k.known THEN (SELECT json_agg(json_build_object('term', c.term, 'products', c.products)) FROM (
               SELECT t.term, t.products FROM search_terms t WHERE t.term % w.word ORDER BY t.term <-> w.word LIMIT ${CANDIDATES}
             ) c) END AS candidates
       FROM unnest($1::text[]) AS w(word),
            LATERAL (SELECT EXISTS (SELECT 1 FROM search_terms t WHERE t.term LIKE w.word || '%' AND t.products > 0) AS known) k
     UNION ALL
     SELECT j.word, true, true, NULL FROM unnest($2::text[]) AS j(word)
      WHERE EXISTS (SELECT 1 FROM search_terms t WHERE t.term = j.word AND t.products > 0)`,
    [asked, pairs],
  );
  return r.rows.map((row) =>
    row.joined ? { word: row.word, joined: true, known: true, candidates: [] } : { word: row.word, known: row.known, candidates: row.candidates ?? [] },
  );
}

/** The catalogue words neighbouring query words make when joined (planSearch's `joined`). */
export const joinedWords = (lookups: WordLookup[]): Set<string> => new Set(lookups.filter((l) => l.joined).map((l) => l.word));

/** Corrections of the unknown words within their typos: word → the catalogue word it is read as. */
export function typoCorrections(keywords: string, lookups: WordLookup[]): Map<string, string> {
  const words = searchWords(keywords);
  const lastWord = words[words.length - 1];
  const fixes = new Map<string, string>();
  for (const l of lookups) {
    if (l.known) continue;
    const fix = closest(l.word, l.candidates, l.word === lastWord);
    if (fix) fixes.set(l.word, fix);
  }
  return fixes;
}

/**
 * 'Did you mean': the keywords with each unknown word replaced by the closest vocabulary word
 * (a word the catalogue sells or a synonym of one; by trigram similarity, whatever the typos), or
 * null when no word was replaced.
 */
export function didYouMean(keywords: string, lookups: WordLookup[]): string | null {
  const nearest = new Map(lookups.flatMap((l) => (!l.known && l.candidates.length ? [[l.word, l.candidates[0].term] as const] : [])));
  const words = [...new Set(searchWords(keywords))];
  if (!words.some((w) => nearest.has(w))) return null;
  return words.map((w) => nearest.get(w) ?? w).join(' ');
}
