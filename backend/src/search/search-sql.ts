/** A piece of SQL with its parameters, in order. */
export interface Sql {
  sql: string;
  params: unknown[];
}

export const sql = (text: string, ...params: unknown[]): Sql => ({ sql: text, params });

export function joinSql(parts: readonly Sql[], separator: string): Sql {
  return { sql: parts.map((p) => p.sql).join(separator), params: parts.flatMap((p) => p.params) };
}

/**
 * The conditions a search query is made of, in the SQL of MariaDB/MySQL or of SQLite, over
 * `article_search s`. Terms are letters, digits and `_` only (`french-analyzer.ts`), stored separated by
 * single spaces: a term is in a row when ` term ` is in its text between spaces, which the database tests
 * on the row read (no wildcard, so `_` is itself). A term ending with `*` is the beginning of a term
 * (` term` then), one with spaces a phrase (its terms one after the other).
 */
export class SearchSql {
  constructor(private readonly sqlite: boolean) {}

  /** The row holds the term in its title (`title`) or anywhere (`all`). */
  has(term: string, where: 'title' | 'all'): Sql {
    const text =
      where === 'title'
        ? this.concat("' '", 's.title_terms', "' '")
        : this.concat("' '", 's.title_terms', "' '", 's.body_terms', "' '");
    const needle = isPrefix(term) ? ` ${term.slice(0, -1)}` : ` ${term} `;
    return this.sqlite ? sql(`instr(${text}, ?) > 0`, needle) : sql(`LOCATE(?, ${text}) > 0`, needle);
  }

  hasAll(terms: readonly string[]): Sql {
    return terms.length
      ? joinSql(
          terms.map((t) => this.has(t, 'all')),
          ' AND ',
        )
      : sql('1 = 1');
  }

  /** How many of these terms the row's title holds. */
  titleScore(terms: readonly string[]): Sql {
    if (!terms.length) return sql('0');
    const each = terms.map((t) => joinSql([sql('('), this.has(t, 'title'), sql(')')], ''));
    return joinSql([sql('('), joinSql(each, ' + '), sql(')')], '');
  }

  /** The rows the full-text index lists for a term, title or body. */
  fullTextHas(term: string): Sql {
    return this.sqlite
      ? sql('s.article_id IN (SELECT rowid FROM article_search_fts WHERE article_search_fts MATCH ?)', ftsTerm(term))
      : sql('MATCH(s.title_terms, s.body_terms) AGAINST (? IN BOOLEAN MODE)', `+${term}`);
  }

  /** The rows whose title the full-text index lists for any of these terms. */
  fullTextTitleHasAny(terms: readonly string[]): Sql {
    return this.sqlite
      ? sql(
          's.article_id IN (SELECT rowid FROM article_search_fts WHERE article_search_fts MATCH ?)',
          terms.map((t) => `title_terms : ${ftsTerm(t)}`).join(' OR '),
        )
      : sql('MATCH(s.title_terms) AGAINST (? IN BOOLEAN MODE)', terms.join(' '));
  }

  private concat(...parts: string[]): string {
    return this.sqlite ? parts.join(' || ') : `CONCAT(${parts.join(', ')})`;
  }
}

/** Whether a query term is the beginning of a term (`minecr*`). */
export const isPrefix = (term: string): boolean => term.endsWith('*');

/** A term in FTS5's query syntax: quoted, its `*` after the quotes. */
const ftsTerm = (term: string): string => (isPrefix(term) ? `"${term.slice(0, -1)}"*` : `"${term}"`);
