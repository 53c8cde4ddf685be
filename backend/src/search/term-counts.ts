// The per-term counts of `search_terms`, worked out from search rows; `SearchIndexRepository` writes them.
import type { ArticleSearch } from './entities/article-search.entity';

type TermsRow = Pick<ArticleSearch, 'title_terms' | 'body_terms'>;

/** What a search row adds to (or, removed, takes from) the per-term counts of `search_terms`. */
export interface TermCounts {
  docs: number;
  title_docs: number;
}

/** The row of `search_terms` that counts the indexed articles (no term is empty). */
export const ARTICLES_ROW = '';

const words = (text: string) => text.split(' ').filter(Boolean);

/** Each distinct term of a row once, and whether its title has it; the empty term for the row itself. */
function countsOf(row: TermsRow): Map<string, TermCounts> {
  const counts = new Map<string, TermCounts>([[ARTICLES_ROW, { docs: 1, title_docs: 0 }]]);
  for (const term of words(row.title_terms)) counts.set(term, { docs: 1, title_docs: 1 });
  for (const term of words(row.body_terms)) if (!counts.has(term)) counts.set(term, { docs: 1, title_docs: 0 });
  return counts;
}

/** The change of each term's counts when `before` becomes `after` (either may be absent); unchanged terms left out. */
export function termDeltas(before: TermsRow | null, after: TermsRow | null): Map<string, TermCounts> {
  const deltas = new Map<string, TermCounts>();
  const add = (row: TermsRow | null, sign: 1 | -1) => {
    if (!row) return;
    for (const [term, c] of countsOf(row)) {
      const d = deltas.get(term) ?? { docs: 0, title_docs: 0 };
      deltas.set(term, { docs: d.docs + sign * c.docs, title_docs: d.title_docs + sign * c.title_docs });
    }
  };
  add(before, -1);
  add(after, 1);
  for (const [term, d] of deltas) if (!d.docs && !d.title_docs) deltas.delete(term);
  return deltas;
}

/** The per-term counts of these search rows together (added to `totals` when given), as `termDeltas` counts one. */
export function termCountsOf(rows: Iterable<TermsRow>, totals = new Map<string, TermCounts>()): Map<string, TermCounts> {
  for (const row of rows) {
    for (const [term, c] of countsOf(row)) {
      const t = totals.get(term) ?? { docs: 0, title_docs: 0 };
      totals.set(term, { docs: t.docs + c.docs, title_docs: t.title_docs + c.title_docs });
    }
  }
  return totals;
}
