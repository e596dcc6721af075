/**
 * web-search keywords as a PostgreSQL text-search query (config 'simple', like
 * products.search_vector): every part of the query must match, and a part matches any of the
 * things it may mean —
 * - a word as a prefix ('sams' finds Samsung) or in its singular ('refrigerators'), a word of one
 *   or two letters and a bare number whole ('ac' never finds Acer, '55' never 5500), a bare number
 *   also with any unit ('tv 32' finds 32" TVs, '55inch' in the document);
 * - two neighbouring words also as the one catalogue word they make ('i phone' → iphone; the
 *   vocabulary says which, search-typos.ts lookUpWords);
 * - a phrase the synonyms name ('fridge' → refrigerator, 'ac' → air conditioner), and the last
 *   word also as the start of a synonym ('frid');
 * - words with digits side by side also joined ('QA 65Q73' and 'QA-65Q73' → qa65q73, the model
 *   number as the document holds it whole).
 * Only letters and digits reach to_tsquery, so no input can produce a tsquery syntax error.
 */
import { compact, hasDigit, phraseKey, searchWords, singular, UNIT_WORDS } from './search-text';

/** Phrase (singular words, one space) → what it also means, each a list of words. */
export type Synonyms = ReadonlyMap<string, string[][]>;

const MAX_WORDS = 8;
const MAX_PHRASE = 3;
const MAX_RUN = 4;

export interface SearchPlan {
  /** The to_tsquery('simple', …) text: every group must match. */
  tsquery: string;
  /** Each group's query restricted to the name and model number (weight A), for ranking. */
  nameQueries: string[];
  /** What the whole query, or a run of its words, is as a model number (compact), for exact model matches. */
  models: string[];
  /** Every word (singular) the query may mean, synonyms included: which categories it names. */
  meaning: Set<string>;
}

type Alternative = string[];

const isNumber = (w: string) => /^\d+(?:p\d+)?$/.test(w);
const MEASURE = new RegExp(`^\\d+(?:p\\d+)?(?:${UNIT_WORDS.join('|')})$`);
const isMeasure = (w: string) => MEASURE.test(w);
/** Letters and digits mixed, not a number with its unit: part of a model number. */
const isModelPart = (w: string) => hasDigit(w) && /\p{L}/u.test(w) && !isMeasure(w);

/**
 * One word as a tsquery term: its forms (as typed, singular, plural of -y), each a prefix unless
 * short or a number. `typing` is the last word of several when the shopper may still be typing
 * it and it names nothing by itself (no synonym): a prefix however short ('lg t' finds LG TVs).
 */
function wordQuery(w: string, weight: string, typing: string | null): string {
  const whole = (w.length <= 2 && w !== typing) || isNumber(w);
  const forms = new Set([w, singular(w)]);
  if (/[^aeiou]y$/.test(w) && w.length > 3) forms.add(`${w.slice(0, -1)}ies`);
  if (whole && !isNumber(w)) forms.add(`${w}s`);
  if (isNumber(w)) for (const unit of UNIT_WORDS) forms.add(`${w}${unit}`);
  const terms = [...forms].map((f) => `'${f}':${whole ? '' : '*'}${weight}`.replace(/:$/, ''));
  return terms.length > 1 ? `(${terms.join(' | ')})` : terms[0];
}

function groupQuery(alternatives: Alternative[], weight: string, typing: string | null): string {
  const alts = alternatives.map((alt) =>
    alt.length === 1 ? wordQuery(alt[0], weight, typing) : `(${alt.map((w) => wordQuery(w, weight, typing)).join(' & ')})`,
  );
  return alts.length > 1 ? `(${alts.join(' | ')})` : alts[0];
}

/** Every way to read a run of words: each neighbour either apart or joined to the previous one. */
function joinings(run: string[]): Alternative[] {
  if (run.length === 1) return [run];
  const out: Alternative[] = [];
  for (const rest of joinings(run.slice(1))) {
    out.push([run[0], ...rest]);
    out.push([run[0] + rest[0], ...rest.slice(1)]);
  }
  return out;
}

/** At most this many synonyms a word still being typed may be the start of. */
const MAX_BEGUN = 3;

/**
 * What the synonyms a last word of 3 or more letters is the start of mean ('frid' → fridge →
 * refrigerator): the word is a prefix, and the shopper may be typing a synonym.
 */
function synonymsBegunBy(w: string, synonyms: Synonyms): Alternative[] {
  if (w.length < 3 || hasDigit(w)) return [];
  const keys = [...synonyms.keys()].filter((k) => k.length > w.length && k.startsWith(w) && !k.includes(' '));
  return keys.slice(0, MAX_BEGUN).flatMap((k) => synonyms.get(k) ?? []);
}

/** Neighbouring words of letters that may be one word split in two ('i phone'): [first, second, joined]. */
export function splitPairs(words: readonly string[]): [string, string, string][] {
  const pairs: [string, string, string][] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i], words[i + 1]];
    if (!hasDigit(a) && !hasDigit(b) && a.length + b.length >= 4) pairs.push([a, b, a + b]);
  }
  return pairs;
}

/**
 * The query plan for keywords, or null when they hold no searchable word. `corrections` reads a
 * misspelt word as a catalogue word (search-typos.ts); `joined` holds the catalogue words two
 * neighbouring words make (splitPairs), each read also as that word.
 */
export function planSearch(
  keywords: string,
  synonyms: Synonyms = new Map(),
  corrections: ReadonlyMap<string, string> = new Map(),
  joined: ReadonlySet<string> = new Set(),
): SearchPlan | null {
  const words = [...new Set(searchWords(keywords).map((w) => corrections.get(w) ?? w))].slice(0, MAX_WORDS);
  if (words.length === 0) return null;

  const groups: Alternative[][] = [];
  const models = new Set<string>();
  let run: string[] = [];
  // (A lone word of one or two letters is a word typed whole: 'ac' is not the start of Acer.)
  let typing: string | null = words.length > 1 ? words[words.length - 1] : null;
  const endRun = () => {
    if (run.length > 1 && run.some(isModelPart)) {
      groups.push(joinings(run));
      models.add(run.join(''));
    } else run.forEach((w) => groups.push([[w]]));
    run = [];
  };
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE, words.length - i); n > 0 && !matched; n--) {
      const also = synonyms.get(phraseKey(words.slice(i, i + n)));
      if (also) {
        if (i + n === words.length) typing = null;
        endRun();
        groups.push([words.slice(i, i + n), ...also]);
        matched = n;
      }
    }
    if (matched) {
      i += matched;
      continue;
    }
    const pair = words.slice(i, i + 2);
    if (pair.length === 2 && joined.has(pair.join(''))) {
      const one = pair.join('');
      if (i + 2 === words.length) typing = null;
      endRun();
      groups.push([pair, [one], ...(synonyms.get(phraseKey([one])) ?? [])]);
      i += 2;
      continue;
    }
    const begun = i === words.length - 1 ? synonymsBegunBy(words[i], synonyms) : [];
    if (begun.length) {
      endRun();
      groups.push([[words[i]], ...begun]);
      i += 1;
      continue;
    }
    if (run.length === MAX_RUN) endRun();
    run.push(words[i]);
    i += 1;
  }
  endRun();

  for (const w of words) if (isModelPart(w) && w.length >= 4) models.add(w);
  const whole = compact(keywords);
  if (isModelPart(whole)) models.add(whole);

  return {
    tsquery: groups.map((g) => groupQuery(g, '', typing)).join(' & '),
    nameQueries: groups.map((g) => groupQuery(g, 'A', typing)),
    models: [...models],
    meaning: new Set(groups.flat(2).flatMap((w) => [w, singular(w)])),
  };
}
