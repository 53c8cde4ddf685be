/**
 * How a query is looked up, chosen from the per-term counts of `search_terms` so that the cost follows
 * the page asked, not the number of matches. InnoDB's full-text index reads the whole list of a term
 * it looks up (about 10 µs per article holding it: a second for a word every article has), so it is
 * asked only for terms few articles hold. A query made of frequent words walks the newest published
 * articles instead, the database testing each row's terms, and stops after a page: when every term is
 * frequent, matches are dense among the newest articles.
 *
 * Ranking, the same whichever way: the articles with the most of the query's terms in their title
 * first (a title match above a body match), then the newest.
 */

/** Counts of one query term: articles holding it, and holding it in their title. */
export interface TermStats {
  term: string;
  docs: number;
  titleDocs: number;
}

/** Estimated costs, in µs: one article read from a term's full-text list, one row of a walk tested. */
const FULL_TEXT_COST = 12;
const WALK_ROW_COST = 4;
/** Title matches looked up through the title's full-text index at most (the walk finds the rest). */
export const TITLE_LOOKUP_LIMIT = 500;
/** Newest articles a walk reads at most; past that, the full-text index answers. */
export const WALK_LIMIT = 40_000;

export interface WalkPlan {
  kind: 'walk';
  /** Terms whose title matches are read from the title index (rarest in titles first). */
  titleLookup: string[];
  /** Title terms left to the walk: a walked row scores fewer than `lowScoreBelow` title terms. */
  lowScoreBelow: number;
  /** Articles the first walk reads. */
  window: number;
}

export interface AnchorPlan {
  kind: 'anchor';
  /** The rarest term: the full-text index lists its articles, the others are tested on them. */
  anchor: string;
}

export type SearchPlan = WalkPlan | AnchorPlan;

/**
 * `needed`: matches the walk must reach (the page's last position, or the count's limit when the
 * total is not known otherwise); `articles`: published articles indexed.
 */
export function planSearch(stats: readonly TermStats[], articles: number, needed: number): SearchPlan {
  const rarest = stats.reduce((a, b) => (b.docs < a.docs ? b : a));
  const walk = walkPlan(stats, articles, needed);
  const titleLooked = stats.filter((s) => walk.titleLookup.includes(s.term)).reduce((n, s) => n + s.titleDocs, 0);
  const walkCost = titleLooked * FULL_TEXT_COST + Math.min(walk.window, articles) * WALK_ROW_COST;
  return walk.window > WALK_LIMIT || walkCost >= rarest.docs * FULL_TEXT_COST ? { kind: 'anchor', anchor: rarest.term } : walk;
}

/** The walk for a query, whatever it costs. */
export function walkPlan(stats: readonly TermStats[], articles: number, needed: number): WalkPlan {
  const titleTerms = stats.filter((s) => s.titleDocs > 0).sort((a, b) => a.titleDocs - b.titleDocs);
  // An article with s of the k title terms in its title holds one of the (k - s + 1) rarest ones: the
  // title index lists every article scoring at least `lowScoreBelow` from the rarest terms' short lists.
  const titleLookup: string[] = [];
  let looked = 0;
  for (const s of titleTerms) {
    if (looked + s.titleDocs > TITLE_LOOKUP_LIMIT) break;
    looked += s.titleDocs;
    titleLookup.push(s.term);
  }
  // Matches expected among the newest articles, the terms taken as independent.
  const density = stats.reduce((d, s) => d * Math.min(1, s.docs / Math.max(articles, 1)), 1);
  return {
    kind: 'walk',
    titleLookup,
    lowScoreBelow: titleTerms.length - titleLookup.length + 1,
    window: Math.ceil((needed / Math.max(density, 1e-9)) * 1.25) + 20,
  };
}
