/**
 * Syllables of a French word as Kandel and Moles count them: the spoken syllables of careful speech,
 * the mute « e » at the end of a word left out (« table » 1, « tables » 1, « année » 2), an inner
 * « e » kept (« hébergement » 4). A documented rule set rather than hyphenation patterns: those mark
 * where a line may break, which by design never leaves one or two letters alone at either end of a word
 * (« idée », « aé-ré » keep their first vowel with the next), so they undercount exactly the short
 * syllables French has most; the rules below are small and their accuracy is measured.
 *
 * Rules, in order:
 * 1. a group of vowel letters is one syllable (« oi », « eau », « ou », « ai », « ieu » are one sound);
 *    « u » after « q » and « g » (« quand », « guerre ») is not a vowel; « y » between two vowels
 *    belongs to both (« payer » pa-yer);
 * 2. a group is cut in two (hiatus) before a diaeresis (« naïf », « noël »), after « é » before another
 *    vowel (« réalité », « théâtre »), in « ée » before more letters (« réel », « créer », but « idée »),
 *    in « aé », « aè », « ao » (« aéré », « chaos »), between « o » and « a », « é », « è », « o »
 *    (« coopérer », « poésie »), and after a stop or « f », « v » and « r » or « l », « i » or « u » before a vowel (« ui » excepted)
 *    (« cri-er », « cli-ent », « cru-el »); elsewhere « i », « u », « ou » before a vowel are glides, not
 *    syllables (« nation », « situation », « actuel », « lui »: the standard pronunciation);
 * 3. a final « e » or « es » after a consonant does not count (« table », « tables »); after a vowel it
 *    is part of its group (« joie » 1, « année » 2). The « ent » of a plural verb is counted (« parlent » 2
 *    where speech has 1): telling it from « moment » or « client » needs a dictionary;
 * 4. a word with letters but no vowel group (« l' », « d' ») has no syllable; any other word has at least one;
 * 5. a number counts one syllable per digit group read (« 2026 » 1, « 3,5 » 2): an approximation.
 * The test vectors (test-vectors/writing-analysis.json) hold the reference counts of over 300 words.
 */

import { memoize } from './memo';

const VOWELS = 'aeiouyàâäéèêëîïôöùûüœæ';
const DIAERESIS = 'ëïü';

function isVowel(ch: string | undefined): boolean {
  return ch !== undefined && VOWELS.includes(ch);
}

/** After a stop or « f », « v » and then « r » or « l », « i » and « u » before a vowel are syllables (« cri-er », « cru-el »). */
function afterConsonantAndLiquid(word: string, at: number): boolean {
  const p1 = word[at - 1];
  const p2 = word[at - 2];
  return p1 !== undefined && p2 !== undefined && 'rl'.includes(p1) && 'bcdfgkptv'.includes(p2);
}

/** Whether a vowel group is cut between `a` (at `at`) and `b` (rule 2). */
function hiatus(a: string, b: string, word: string, at: number): boolean {
  if (DIAERESIS.includes(b)) return true;
  if (a === 'é') {
    // « idée », « années », « créent » are one sound; « réel », « créer » two.
    if (b !== 'e') return true;
    const rest = word.slice(at + 2);
    return rest !== '' && rest !== 's' && rest !== 'nt';
  }
  if (a === 'a') return b === 'é' || b === 'è' || b === 'o';
  if (a === 'o') return b === 'a' || b === 'é' || b === 'è' || b === 'o';
  if (a === 'i' || a === 'u') {
    // « u » after « q », « g » is no vowel; « rue », « bleue » end in one sound.
    if (a === 'u' && b === 'e' && /^(s|nt)?$/.test(word.slice(at + 2))) return false;
    // « ui » is always one sound (« pluie », « bruit », « construire »).
    if (a === 'u' && b === 'i') return false;
    return afterConsonantAndLiquid(word, at);
  }
  return false;
}

/** The vowel groups of a lower-case word of letters only. */
function vowelGroups(word: string): { start: number; end: number }[] {
  const groups: { start: number; end: number }[] = [];
  let i = 0;
  while (i < word.length) {
    const ch = word[i]!;
    const silentU = ch === 'u' && (word[i - 1] === 'q' || (word[i - 1] === 'g' && isVowel(word[i + 1])));
    if (!isVowel(ch) || silentU) {
      i++;
      continue;
    }
    const start = i;
    while (i + 1 < word.length && isVowel(word[i + 1]) && !hiatus(word[i]!, word[i + 1]!, word, i)) i++;
    groups.push({ start, end: i });
    i++;
  }
  return groups;
}

/** « payer » is « pai-yer »: a y between two vowels closes one group and opens the next (rule 1). */
const Y_BETWEEN_VOWELS = new RegExp(`([${VOWELS}])y(?=[${VOWELS}])`, 'g');

/** Syllables of one part of a word: letters only, no apostrophe or hyphen. */
function syllablesOfPart(part: string): number {
  const lower = part.toLowerCase();
  if (/^\p{N}/u.test(lower)) return lower.split(/[.,]/).length;
  const word = lower.replace(Y_BETWEEN_VOWELS, '$1i|y');
  const groups = vowelGroups(word);
  if (!groups.length) return 0;
  const last = groups[groups.length - 1]!;
  // Rule 3: a final « e » or « es » after a consonant is mute (« table », « tables »; not « année »).
  const before = word[last.start - 1];
  const silentUBefore = before === 'u' && (word[last.start - 2] === 'q' || word[last.start - 2] === 'g');
  const mute = groups.length > 1 && /^es?$/.test(word.slice(last.start)) && (!isVowel(before) || silentUBefore);
  return mute ? groups.length - 1 : groups.length;
}

/** Syllables of a word as `wordsOf` returns it (« l'article » 2, « peut-être » 2, « 3,5 » 2). */
export const syllablesOf = memoize(function syllablesOfWord(word: string): number {
  return word
    .split(/['’-]/)
    .filter(Boolean)
    .reduce((sum, part) => sum + syllablesOfPart(part), 0);
});
