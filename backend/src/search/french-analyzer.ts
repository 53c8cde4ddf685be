import { FRENCH_STOP_WORDS, fold } from '@blog/writing-analysis';
import { stemmer } from '@orama/stemmers/french';

/**
 * French words as the search index stores them and as a query looks them up: the same function on
 * both sides, so that `securite` meets « sécurité » and `serveurs` meets « serveur ». Case and accents
 * are folded before stemming (Snowball's French stemmer), so a word typed without its accents gives
 * the same stem as the written one. Stop words are left out.
 */

/** Snowball's French stop word list, folded like the text (single letters, l', d', j'…, among them). */
const STOP_WORDS = FRENCH_STOP_WORDS;

/**
 * MariaDB's and MySQL's InnoDB full-text index leaves out words shorter than 3 characters and its own
 * (English) stop words: such a stem is stored with a suffix of `_`, a word character for InnoDB that
 * no folded word contains, so `pc` or `vps` (stemmed `vp`) stay searchable. SQLite's tokenizer splits
 * on `_`, on both sides alike.
 */
const INNODB_STOP_WORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(
    ' ',
  ),
);
const MIN_TERM_LENGTH = 3;
/** Longer words are cut: InnoDB ignores words over 84 characters. */
const MAX_TERM_LENGTH = 40;

/** Lower case, no accents, ligatures spelled out: the writing assistant's folding, the same for its keywords. */
export { fold };

/** The index term of one word (already folded, letters and digits only), or null for a stop word. */
export function termOf(word: string): string | null {
  if (!word || STOP_WORDS.has(word)) return null;
  const stem = stemmer(word).slice(0, MAX_TERM_LENGTH);
  if (!stem) return null;
  return stem.length < MIN_TERM_LENGTH || INNODB_STOP_WORDS.has(stem)
    ? `${stem}${'_'.repeat(Math.max(1, MIN_TERM_LENGTH - stem.length))}`
    : stem;
}

const WORD = /[a-z0-9]+/g;

/** Every term of a text, in order, repeats kept (the engine counts them). */
export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const match of fold(text).matchAll(WORD)) {
    const term = termOf(match[0]);
    if (term) terms.push(term);
  }
  return terms;
}

/** A text as stored in the index: its terms separated by spaces. */
export function indexedText(text: string): string {
  return termsOf(text).join(' ');
}

/**
 * How many times a term of an article's body is stored at most. The engine reads every stored
 * occurrence of a word it looks up: a word an article repeats fifty times would cost fifty times
 * more to find, for a ranking that hardly changes after the first few.
 */
export const BODY_TERM_REPEATS = 3;

/** An article's body as stored in the index: its terms in order, each one kept `BODY_TERM_REPEATS` times at most. */
export function indexedBody(text: string): string {
  const seen = new Map<string, number>();
  const kept: string[] = [];
  for (const term of termsOf(text)) {
    const count = (seen.get(term) ?? 0) + 1;
    seen.set(term, count);
    if (count <= BODY_TERM_REPEATS) kept.push(term);
  }
  return kept.join(' ');
}

/** The longest query read: longer ones are cut, never refused. */
export const MAX_QUERY_LENGTH = 200;
/** Terms of a query looked up at most: each one is a condition for the engine. */
export const MAX_QUERY_TERMS = 12;

/** The distinct terms of a query, in order; empty for stop words or punctuation only. */
export function queryTerms(query: string): string[] {
  return [...new Set(termsOf(query.slice(0, MAX_QUERY_LENGTH)))].slice(0, MAX_QUERY_TERMS);
}

/** Shortest last word read as the beginning of a word (`minecr` finds Minecraft); shorter ones must be whole. */
export const MIN_PREFIX_LENGTH = 3;

/**
 * A query as it is looked up. `terms`: every term required (a quoted phrase's terms among them), the
 * last one, when `prefix` is true, the beginning of a term rather than a whole one; `phrases`: the terms
 * of each quoted phrase (`"serveur minecraft"` or `« serveur minecraft »`), in order, which must follow
 * each other in the text (stop words left out, as in the index).
 */
export interface SearchQuery {
  terms: string[];
  phrases: string[];
  prefix: boolean;
}

const QUOTED = /"([^"]*)"?|«([^»]*)»?|“([^”]*)”?/g;

/** The terms, phrases and prefix of a query, cut to `MAX_QUERY_LENGTH` characters and `MAX_QUERY_TERMS` terms. */
export function parseQuery(query: string): SearchQuery {
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const phrases: string[] = [];
  const quoted: string[] = [];
  for (const match of text.matchAll(QUOTED)) {
    const terms = termsOf(match[1] ?? match[2] ?? match[3] ?? '');
    quoted.push(...terms);
    if (terms.length > 1) phrases.push(terms.join(' '));
  }
  const outside = text.replace(QUOTED, ' ');
  let terms = [...new Set([...quoted, ...termsOf(outside)])];
  // The last word typed, outside quotes, may be unfinished: its beginning is looked up.
  const last = /([\p{L}\p{M}\p{N}]+)$/u.exec(outside.trimEnd())?.[1];
  const lastTerm = last ? termOf(fold(last).replace(/[^a-z0-9]/g, '')) : null;
  let prefix = false;
  if (last && lastTerm && !lastTerm.includes('_') && fold(last).length >= MIN_PREFIX_LENGTH && !quoted.includes(lastTerm)) {
    terms = [...terms.filter((t) => t !== lastTerm), lastTerm];
    prefix = terms.length <= MAX_QUERY_TERMS;
  }
  terms = terms.slice(0, MAX_QUERY_TERMS);
  return { terms, phrases: phrases.filter((p) => p.split(' ').every((t) => terms.includes(t))), prefix };
}

/** A canonical spelling of a parsed query: two queries looked up alike have the same one. */
export function queryKey(query: SearchQuery): string {
  return [
    ...query.terms.map((t, i) => (query.prefix && i === query.terms.length - 1 ? `${t}*` : t)),
    ...query.phrases.map((p) => `"${p}"`),
  ].join(' ');
}
