/**
 * Search synonyms, kept as data: the shop edits server/search/synonyms.txt, start-up copies it
 * into the search_synonyms table (in one transaction, only when it changed), and searches read
 * the table (cached for a short while).
 *
 * The file, one rule a line ('#' starts a comment):
 *   fridge, refrigerator          words or phrases that mean the same (each finds the others)
 *   notebook => laptop            one way: 'notebook' also finds laptops, not the other way
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Queryable } from '../db/types';
import type { Synonyms } from './search-query';
import { phraseKey, searchWords } from './search-text';
import { ttlCache } from '../catalogue/ttl-cache';

/** Where the shop's file is, under the project root. */
export const SYNONYMS_FILE = join('server', 'search', 'synonyms.txt');

const SYNONYMS_TTL_MS = 30_000;
/** Serialises start-ups that copy the file (any 64-bit number of our own). */
const SYNONYMS_LOCK = 7_302_018;

export interface SynonymPair {
  term: string;
  expands_to: string;
}

const phrase = (text: string) => searchWords(text).join(' ');

/** The file's rules as pairs (term finds expands_to), lower case, each once. */
export function parseSynonyms(text: string): SynonymPair[] {
  const pairs = new Map<string, SynonymPair>();
  const add = (term: string, expands_to: string) => {
    if (term && expands_to && term !== expands_to) pairs.set(`${term}\n${expands_to}`, { term, expands_to });
  };
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const arrow = line.indexOf('=>');
    if (arrow >= 0) {
      const from = line.slice(0, arrow).split(',').map(phrase);
      const to = line.slice(arrow + 2).split(',').map(phrase);
      for (const f of from) for (const t of to) add(f, t);
    } else {
      const same = line.split(',').map(phrase);
      for (const a of same) for (const b of same) add(a, b);
    }
  }
  return [...pairs.values()];
}

/**
 * Makes search_synonyms hold the file's rules (the file missing: left as it is). Answers how many
 * rules (pairs) the file gave.
 */
export async function syncSynonyms(db: Database, rootDir: string): Promise<number> {
  let text: string;
  try {
    text = readFileSync(join(rootDir, SYNONYMS_FILE), 'utf8');
  } catch {
    return (await db.query<{ n: number }>('SELECT count(*) AS n FROM search_synonyms')).rows[0].n;
  }
  const pairs = parseSynonyms(text);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SYNONYMS_LOCK]);
    const held = await tx.query<SynonymPair>('SELECT term, expands_to FROM search_synonyms');
    const key = (p: SynonymPair) => `${p.term}\n${p.expands_to}`;
    const want = new Set(pairs.map(key));
    if (held.rows.length !== want.size || !held.rows.every((p) => want.has(key(p)))) {
      await tx.query('DELETE FROM search_synonyms');
      await tx.query('INSERT INTO search_synonyms (term, expands_to) SELECT * FROM unnest($1::text[], $2::text[])', [
        pairs.map((p) => p.term),
        pairs.map((p) => p.expands_to),
      ]);
    }
    return pairs.length;
  });
}

const caches = new WeakMap<Queryable, () => Promise<Synonyms>>();

/** The synonyms of one database by phrase key (singular words), cached for a short while. */
export function searchSynonyms(db: Queryable): Promise<Synonyms> {
  let read = caches.get(db);
  if (!read) {
    read = ttlCache(SYNONYMS_TTL_MS, async () => {
      const rows = (await db.query<SynonymPair>('SELECT term, expands_to FROM search_synonyms ORDER BY term, expands_to')).rows;
      const map = new Map<string, string[][]>();
      for (const r of rows) {
        const k = phraseKey(r.term.split(' '));
        map.set(k, [...(map.get(k) ?? []), r.expands_to.split(' ')]);
      }
      return map;
    });
    caches.set(db, read);
  }
  return read();
}
