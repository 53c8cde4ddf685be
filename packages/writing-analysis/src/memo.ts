/**
 * A per-word cache: an article repeats its words (a 3,000-word text has about 800 distinct ones), so
 * stemming, folding and counting syllables once per distinct word keeps the analysis of a long article
 * under its 30 ms budget. Cleared past `limit` entries so a long-lived server process stays small.
 */
export function memoize(fn: (word: string) => string, limit?: number): (word: string) => string;
export function memoize(fn: (word: string) => number, limit?: number): (word: string) => number;
export function memoize<T>(fn: (word: string) => T, limit = 20_000): (word: string) => T {
  const cache = new Map<string, T>();
  return (word) => {
    let value = cache.get(word);
    if (value === undefined) {
      if (cache.size >= limit) cache.clear();
      value = fn(word);
      cache.set(word, value);
    }
    return value;
  };
}
