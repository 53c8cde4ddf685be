import { articleErrors } from '../i18n/errors';
import { Injectable } from '@nestjs/common';
import { isStaff, type AuthUser } from '../access/auth-user';
import { CategoriesRepository } from '../categories/categories.repository';
import { MovedPermanently, notFound } from '../common/http/api-error';
import { pageOf, paginationOf } from '../common/http/pagination';
import { toArticleDetail, toArticleEdit, toArticleListItem } from '../editorial/article-mappers';
import { ArticleViewCounter } from './article-view-counter';
import { ArticlesRepository, MAX_LIST_OFFSET } from './articles.repository';
import { AuthorsRepository } from './authors.repository';
import {
  ArticleDetailResponseDto,
  ArticleEditDto,
  ArticlesPageResponseDto,
  AuthorPageResponseDto,
} from '../editorial/dto/article-response.dto';
import {
  DEFAULT_MANAGED_PAGE_SIZE,
  AuthorArticlesQueryDto,
  DEFAULT_PAGE_SIZE,
  ListArticlesQueryDto,
  ListManagedArticlesQueryDto,
} from './dto/list-articles-query.dto';
import { ManagedCounts } from './managed-counts';
import { PublishedCounts } from './published-counts';
import { ArticleSuggestions } from './article-suggestions';
import { OfferBlocks } from '../offers/offer-blocks';

/** Reading articles: the public list and page, and the back-office list and editor load. */
@Injectable()
export class ArticlesService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly authors: AuthorsRepository,
    private readonly categories: CategoriesRepository,
    private readonly views: ArticleViewCounter,
    private readonly counts: PublishedCounts,
    private readonly managedCounts: ManagedCounts,
    private readonly suggestions: ArticleSuggestions,
    private readonly offerBlocks: OfferBlocks,
  ) {}

  async listPublished(query: ListArticlesQueryDto): Promise<Omit<ArticlesPageResponseDto, 'success'>> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const page = query.page ?? 1;
    let categoryId: number | null = null;
    if (query.category) {
      const category = await this.categories.findBySlug(query.category);
      if (!category) return { articles: [], pagination: { page, limit, total: 0, total_pages: 0 } };
      categoryId = category.id;
    }
    // Pages past MAX_LIST_OFFSET are empty and not announced: a deep page would walk the index over
    // every newer article. Older articles stay reachable by category and through the archive sitemaps.
    const offset = (page - 1) * limit;
    const [rows, total] = await Promise.all([
      offset > MAX_LIST_OFFSET ? Promise.resolve([]) : this.articles.listPublished(categoryId, { limit, offset }),
      this.counts.of(categoryId),
    ]);
    const totalPages = Math.min(Math.ceil(total / limit), Math.floor(MAX_LIST_OFFSET / limit) + 1);
    return { articles: rows.map(toArticleListItem), pagination: { page, limit, total, total_pages: totalPages } };
  }

  /**
   * An author's page: their public profile and published articles. Unknown, deactivated and never
   * published users have none (404), nor does a page past the last one.
   */
  async authorPage(username: string, query: AuthorArticlesQueryDto): Promise<Omit<AuthorPageResponseDto, 'success'>> {
    const author = await this.authors.findAuthor(username);
    if (!author || author.published === 0) throw notFound(articleErrors.authorNotFound);
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const page = query.page ?? 1;
    const totalPages = Math.ceil(author.published / limit);
    if (page > totalPages) throw notFound(articleErrors.authorNotFound);
    const rows = await this.articles.listPublishedByAuthor(author.id, { limit, offset: (page - 1) * limit });
    return {
      author: {
        username: author.username,
        display_name: author.display_name,
        avatar: author.avatar,
        bio: author.bio,
        tags: author.tags,
        member_since: author.created_at.toISOString(),
        article_count: author.published,
      },
      articles: rows.map(toArticleListItem),
      pagination: { page, limit, total: author.published, total_pages: totalPages },
    };
  }

  /**
   * A published article for everyone; an unpublished one only as a preview for staff and for its own
   * author. Previews, staff and the author never add views.
   */
  async getBySlug(slug: string, viewer: AuthUser | undefined): Promise<Omit<ArticleDetailResponseDto, 'success'>> {
    const article = await this.articles.findDetailBySlug(slug);
    if (!article) {
      const current = await this.articles.currentSlugOf(slug);
      if (current !== null) throw new MovedPermanently(`/blog/api/articles/${encodeURIComponent(current)}`, current);
      throw notFound(articleErrors.notFound);
    }
    const isAuthor = Boolean(viewer && article.author_id === viewer.id);
    if (article.status !== 'published' && !isStaff(viewer) && !isAuthor) throw notFound(articleErrors.notFound);
    if (article.status === 'published' && !isStaff(viewer) && !isAuthor) this.views.record(article.id);
    const [suggested, blocks] = await Promise.all([
      this.suggestions.for(article),
      this.offerBlocks.render(article.content, article.id),
    ]);
    const detail = toArticleDetail(article, this.views.pendingFor(article.id));
    if (blocks.offers.length || blocks.html !== detail.content)
      Object.assign(detail, { content: blocks.html, offers: blocks.offers });
    return { article: detail, suggested: suggested.map(toArticleListItem) };
  }

  /** Staff see every article; anyone else only their own. */
  async listManaged(actor: AuthUser, query: ListManagedArticlesQueryDto): Promise<Omit<ArticlesPageResponseDto, 'success'>> {
    const page = pageOf(query, DEFAULT_MANAGED_PAGE_SIZE);
    const filter = { authorId: isStaff(actor) ? undefined : actor.id, status: query.status || undefined };
    const [rows, total] = await Promise.all([
      this.articles.listManaged(filter, page),
      filter.authorId === undefined ? this.managedCounts.of(filter.status) : this.articles.countManaged(filter),
    ]);
    return { articles: rows.map(toArticleListItem), pagination: paginationOf(page, total) };
  }

  /** Someone else's article answers 404, as if it did not exist. */
  async getForEdit(actor: AuthUser, id: number): Promise<ArticleEditDto> {
    const article = await this.articles.findById(id);
    if (!article || (!isStaff(actor) && article.author_id !== actor.id)) throw notFound(articleErrors.notFound);
    return toArticleEdit(article);
  }
}
