import { Injectable } from '@nestjs/common';
import { toArticleListItem } from '../editorial/article-mappers';
import { ArticlesRepository } from '../articles/articles.repository';
import { CategoriesRepository } from '../categories/categories.repository';
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE, SearchQueryDto } from './dto/search-query.dto';
import { SearchResponseDto } from './dto/search-response.dto';
import { highlightedExcerpt } from './excerpt';
import { queryTerms } from './french-analyzer';
import { searchableBody } from './search-document';
import { SearchRepository } from './search.repository';

/** Full-text search of the published articles, in French (see `french-analyzer.ts`). */
@Injectable()
export class SearchService {
  constructor(
    private readonly index: SearchRepository,
    private readonly articles: ArticlesRepository,
    private readonly categories: CategoriesRepository,
  ) {}

  /**
   * A query of stop words or punctuation only, an unknown category or a page past the last answer an
   * empty page, never an error.
   */
  async search(query: SearchQueryDto): Promise<Omit<SearchResponseDto, 'success'>> {
    const page = query.page ?? 1;
    const terms = queryTerms(query.q ?? '');
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
        ? { ids: [], total: (await this.index.search(terms, categoryId, { limit: 1, offset: 0 })).total }
        : await this.index.search(terms, categoryId, { limit: SEARCH_PAGE_SIZE, offset });
    const rows = await this.articles.listPublishedWithContent(hits.ids);
    const wanted = new Set(terms);
    return {
      results: rows.map((article) =>
        Object.assign(toArticleListItem(article), { excerpt: highlightedExcerpt(searchableBody(article), wanted) }),
      ),
      total: hits.total,
      page,
      total_pages: Math.min(Math.ceil(hits.total / SEARCH_PAGE_SIZE), MAX_SEARCH_PAGE),
    };
  }
}
