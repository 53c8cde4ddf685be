import { Injectable } from '@nestjs/common';
import { toArticleListItem } from '../editorial/article-mappers';
import { CategoriesRepository } from '../categories/categories.repository';
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE, SearchQueryDto } from './dto/search-query.dto';
import { SearchResponseDto } from './dto/search-response.dto';
import { highlightedExcerpt } from './excerpt';
import { fold, parseQuery, type SearchQuery } from './french-analyzer';
import { SUGGESTED_ARTICLES, SUGGESTED_AUTHORS, SUGGESTED_CATEGORIES, SuggestResponseDto } from './dto/suggest.dto';
import { searchableBody } from './search-document';
import { SearchRepository } from './search.repository';

/** Full-text search of the published articles, in French (see `french-analyzer.ts`). */
@Injectable()
export class SearchService {
  constructor(
    private readonly index: SearchRepository,
    private readonly categories: CategoriesRepository,
  ) {}

  /**
   * A query of stop words or punctuation only, an unknown category or a page past the last answer an
   * empty page, never an error.
   */
  async search(query: SearchQueryDto): Promise<Omit<SearchResponseDto, 'success'>> {
    const page = query.page ?? 1;
    const parsed = parseQuery(query.q ?? '');
    const terms = lookedUp(parsed);
    const empty = { results: [], total: 0, page, total_pages: 0 };
    if (!terms.length) return empty;
    let categoryId: number | null = null;
    if (query.category) {
      const category = await this.categories.findBySlug(query.category);
      if (!category) return empty;
      categoryId = category.id;
    }
    const offset = (page - 1) * SEARCH_PAGE_SIZE;
    const hits =
      page > MAX_SEARCH_PAGE
        ? {
            ids: [],
            total: (await this.index.search(terms, categoryId, { limit: 1, offset: 0 }, undefined, parsed.phrases)).total,
          }
        : await this.index.search(terms, categoryId, { limit: SEARCH_PAGE_SIZE, offset }, undefined, parsed.phrases);
    const rows = await this.index.listPublishedWithContent(hits.ids);
    const wanted = new Set(parsed.prefix ? parsed.terms.slice(0, -1) : parsed.terms);
    const prefix = parsed.prefix ? parsed.terms.at(-1)! : null;
    return {
      results: rows.map((article) =>
        Object.assign(toArticleListItem(article), { excerpt: highlightedExcerpt(searchableBody(article), wanted, prefix) }),
      ),
      total: hits.total,
      page,
      total_pages: Math.min(Math.ceil(hits.total / SEARCH_PAGE_SIZE), MAX_SEARCH_PAGE),
    };
  }

  /**
   * Suggestions as a reader types: the best published articles (the search of the same words, the last
   * one a beginning), and the categories and authors one of whose name's words begins with each word typed.
   */
  async suggest(q: string): Promise<Omit<SuggestResponseDto, 'success'>> {
    const parsed = parseQuery(q);
    const words = fold(q).match(/[a-z0-9]+/g) ?? [];
    if (!parsed.terms.length && !words.length) return { articles: [], categories: [], authors: [] };
    const [hits, categories, authors] = await Promise.all([
      parsed.terms.length
        ? this.index.search(lookedUp(parsed), null, { limit: SUGGESTED_ARTICLES, offset: 0 }, undefined, parsed.phrases)
        : { ids: [], total: 0 },
      this.categories.listActive(),
      this.index.publishedAuthors(),
    ]);
    const rows = await this.index.listPublishedWithContent(hits.ids);
    return {
      articles: rows.map((a) => ({ slug: a.slug, title: a.title, category_name: a.category?.name ?? null })),
      categories: categories
        .filter((c) => namedSo(c.name, words))
        .slice(0, SUGGESTED_CATEGORIES)
        .map((c) => ({ slug: c.slug, name: c.name })),
      authors: authors
        .map((a) => ({ username: a.username, name: a.display_name?.trim() || a.username }))
        .filter((a) => namedSo(`${a.name} ${a.username}`, words))
        .slice(0, SUGGESTED_AUTHORS),
    };
  }
}

/** The terms the index looks up: the last one, when it may be unfinished, marked as a beginning (`minecr*`). */
function lookedUp(query: SearchQuery): string[] {
  return query.prefix ? [...query.terms.slice(0, -1), `${query.terms.at(-1)!}*`] : query.terms;
}

/** Whether each word typed begins a word of the name (accents and case folded). */
function namedSo(name: string, words: readonly string[]): boolean {
  if (!words.length) return false;
  const parts = fold(name).match(/[a-z0-9]+/g) ?? [];
  return words.every((w) => parts.some((p) => p.startsWith(w)));
}
