import { stemmer } from '@orama/stemmers/french';
import { memoize } from './memo';

/**
 * Words, sentences and keyword terms of French text. Keyword terms are those of the blog's search
 * (`backend/src/search/french-analyzer.ts`, which takes `fold` and the stop words from here): case and accents folded, then Snowball's French stemmer
 * (`@orama/stemmers`), stop words left out, so « Serveurs Minecraft » and « serveur minecraft » are
 * the same keyword. A unit test checks both give the same terms.
 */

/** Lower case, no accents, ligatures spelled out (as the search folds text). */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/** Snowball's French stop word list, folded; the search leaves out the same words. */
export const FRENCH_STOP_WORDS: ReadonlySet<string> = new Set(
  `au aux avec ce ces dans de des du elle en et eux il ils je la le les leur lui ma mais me meme mes moi mon ne nos notre
  nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous c d j l a m n s t y ete
  etee etees etes etant etante etants etantes suis es est sommes etes sont serai seras sera serons serez seront serais
  serait serions seriez seraient etais etait etions etiez etaient fus fut fumes futes furent sois soit soyons soyez soient
  fusse fusses fussions fussiez fussent ayant ayante ayantes ayants eu eue eues eus ai as avons avez ont aurai auras aura
  aurons aurez auront aurais aurait aurions auriez auraient avais avait avions aviez avaient eut eumes eutes eurent aie
  aies ait ayons ayez aient eusse eusses eut eussions eussiez eussent ceci cela celui celle ceux celles cet cette ici
  est-ce sans sous chez comme donc or ni car si tout tous toute toutes tres plus moins aussi bien alors`.split(/\s+/),
);

const FOLDED_WORD = /[a-z0-9]+/g;

const stemOf = memoize((word: string) => stemmer(word));

/** A word folded (cached: see memo.ts). */
export const foldWord = memoize(fold);

/** The stems of a text's words, in order, stop words left out (as the search indexes them). */
export function stemsOf(text: string): string[] {
  const stems: string[] = [];
  for (const match of fold(text).matchAll(FOLDED_WORD)) {
    if (FRENCH_STOP_WORDS.has(match[0])) continue;
    const stem = stemOf(match[0]);
    if (stem) stems.push(stem);
  }
  return stems;
}

/**
 * A word as readers count it: letters with their inner apostrophes and hyphens (« l'article »,
 * « peut-être » are one word, as the editor's word counter counts them), or a number with its
 * decimal separator (« 3,5 »).
 */
const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*|\p{N}+(?:[.,]\p{N}+)*/gu;

export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Words followed by a full stop that does not end the sentence: titles (« M. Dupont »), and common
 * abbreviations (« p. ex. », « cf. », « env. »). Folded, without the stop.
 */
const ABBREVIATIONS = new Set([
  'm',
  'mm',
  'mme',
  'mmes',
  'mlle',
  'mlles',
  'dr',
  'pr',
  'me',
  'st',
  'ste',
  'p',
  'pp',
  'ex',
  'cf',
  'env',
  'vol',
  'chap',
  'fig',
  'art',
  'no',
  'av',
  'apr',
  'bd',
  'c.-a-d',
  'c-a-d',
  'j.-c',
  'resp',
  'approx',
]);
/** « etc. » ends a sentence only when a capital follows it. */
const ENDS_ONLY_BEFORE_CAPITAL = new Set(['etc']);

/** Where a sentence ends: a stop, the closing quotes after it (« prêt. » with its space), then spaces. */
const END = /([.!?…]+)((?:[ \u00a0\u202f]?["»”’)\]])*)(\s+|$)/g;

/** The sentences of one line of text, abbreviations and decimal numbers (« 3.5 ») kept whole. */
function sentencesOfLine(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of line.matchAll(END)) {
    const stopAt = match.index;
    const after = match.index + match[0].length;
    if (after < line.length || match[3] === '') {
      const before = line.slice(start, stopAt);
      const lastWord = /([\p{L}.-]+)$/u.exec(before)?.[1] ?? '';
      const folded = fold(lastWord);
      const next = line.slice(after, after + 4);
      const capitalNext = /^[«"“(]?\s?[\p{Lu}\p{N}]/u.test(next) || after >= line.length;
      if (match[1] === '.') {
        if (ABBREVIATIONS.has(folded)) continue;
        // A single capital letter is an initial (« J. R. R. Tolkien »).
        if (/^\p{Lu}$/u.test(lastWord)) continue;
        if (ENDS_ONLY_BEFORE_CAPITAL.has(folded) && !capitalNext) continue;
      }
      // A sentence starts with a capital, a digit or an opening quote: « … » in the middle of one does not end it.
      if (match[1] !== '.' && !capitalNext) continue;
    }
    const sentence = line.slice(start, after).trim();
    if (sentence) sentences.push(sentence);
    start = after;
  }
  const rest = line.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** The sentences of a block's text: each line (a list item, a line break) ends one too. */
export function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .flatMap(sentencesOfLine)
    .filter((s) => wordsOf(s).length > 0);
}
