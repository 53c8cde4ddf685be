import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere, Repository, SelectQueryBuilder } from 'typeorm';
import type { PageRequest } from '../common/http/pagination';
import {
  ARTICLE_AUTHOR_SELECT,
  ARTICLE_CATEGORY_SELECT,
  ARTICLE_LIST_COLUMNS,
  ARTICLE_LIST_JOINS,
  ArticleListRow,
  ArticleListRows,
  sqlPlaceholders,
} from '../editorial/article-list-rows';
import { Article, ArticleStatus } from '../editorial/entities/article.entity';

/** The deepest offset a public list reads: the index walk before a page stays bounded. */
export const MAX_LIST_OFFSET = 10_000;

export const PUBLISHED: ArticleStatus = 'published';
const NEWEST_FIRST = 'a.published_at DESC, a.id DESC';
/**
 * The deepest offset a public list reads in the index's order (see `listPublished`). MariaDB's CPU
 * per page at 100,000 articles: 0.2 ms at offset 0, 0.5 at 120 and 1.8 at 600 that way; 0.5–0.6 at
 * any depth with the ids first.
 */
const DIRECT_LIST_MAX_OFFSET = 120;

interface DetailRow extends ArticleListRow {
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  views: number | string;
  /** Views counted since (`article_views`), null when none. */
  v_views: number | string | null;
  updated_at: unknown;
  u_bio: string | null;
  u_articles_approved: number;
  t_id: number | null;
  t_name: string;
  t_color: string;
}

export interface ManagedFilter {
  authorId?: number;
  status?: ArticleStatus;
}

/** Every article query; list queries fetch one page in one statement, joins included. */
@Injectable()
export class ArticlesRepository {
  private readonly rows: ArticleListRows;

  constructor(
    @InjectRepository(Article) private readonly repo: Repository<Article>,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    this.rows = new ArticleListRows(db);
  }

  /** The list fields of spec §3 (no content), with category and author names, in one statement. */
  private listQuery(): SelectQueryBuilder<Article> {
    return this.repo
      .createQueryBuilder('a')
      .select(['a.id', 'a.slug', 'a.title', 'a.short_description', 'a.featured_image', 'a.category_id', 'a.author_id'])
      .addSelect(['a.reading_time', 'a.published_at', 'a.created_at', 'a.status'])
      .leftJoin('a.category', 'c')
      .addSelect(['c.id', 'c.name', 'c.color', 'c.slug'])
      .leftJoin('a.author', 'u')
      .addSelect(['u.id', 'u.username', 'u.display_name', 'u.avatar']);
  }

  /**
   * Newest first, in one statement, along the (status, published_at, id) or (category_id, status,
   * published_at, id) index. The first pages are read in the index's order, joined as they come;
   * deeper ones (`deferred`) take their ids from the index alone first, so that the rows skipped are
   * index entries, never whole articles, then join those few rows (a derived table: a temporary table
   * and a sort of its own, which the first pages would pay for nothing).
   */
  async listPublished(
    categoryId: number | null,
    page: PageRequest,
    deferred = page.offset > DIRECT_LIST_MAX_OFFSET,
  ): Promise<Article[]> {
    const params = [PUBLISHED, ...(categoryId === null ? [] : [categoryId]), page.limit, page.offset];
    const rows = deferred
      ? await this.db.query<ArticleListRow[]>(
          `SELECT ${ARTICLE_LIST_COLUMNS}
           FROM (SELECT id FROM articles WHERE status = ?${categoryId === null ? '' : ' AND category_id = ?'}
             ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?) page
           JOIN articles a ON a.id = page.id ${ARTICLE_LIST_JOINS}
           ORDER BY ${NEWEST_FIRST}`,
          params,
        )
      : await this.db.query<ArticleListRow[]>(
          `SELECT ${ARTICLE_LIST_COLUMNS} FROM articles a ${ARTICLE_LIST_JOINS}
           WHERE a.status = ?${categoryId === null ? '' : ' AND a.category_id = ?'}
           ORDER BY ${NEWEST_FIRST} LIMIT ? OFFSET ?`,
          params,
        );
    return rows.map((row) => this.rows.article(row));
  }

  /** One author's published articles, newest first (idx_articles_author_published). */
  async listPublishedByAuthor(authorId: number, page: PageRequest): Promise<Article[]> {
    const rows = await this.db.query<ArticleListRow[]>(
      `SELECT ${ARTICLE_LIST_COLUMNS} FROM articles a ${ARTICLE_LIST_JOINS}
       WHERE a.author_id = ? AND a.status = ?
       ORDER BY ${NEWEST_FIRST} LIMIT ? OFFSET ?`,
      [authorId, PUBLISHED, page.limit, page.offset],
    );
    return rows.map((row) => this.rows.article(row));
  }

  countPublished(categoryId: number | null): Promise<number> {
    return this.repo.count({
      where: categoryId === null ? { status: 'published' } : { status: 'published', category_id: categoryId },
    });
  }

  /**
   * Back-office list: every article, or one author's, optionally of one status; newest first. As for
   * the public lists, the page's ids come from an index ((created_at, id), (status, created_at, id) or
   * the author's), then one statement loads those rows with their joins.
   */
  async listManaged(filter: ManagedFilter, page: PageRequest): Promise<Article[]> {
    const ids = this.repo.createQueryBuilder('a').select('a.id', 'id');
    if (filter.authorId !== undefined) ids.andWhere('a.author_id = :authorId', { authorId: filter.authorId });
    if (filter.status) ids.andWhere('a.status = :status', { status: filter.status });
    const rows = await ids
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .limit(page.limit)
      .offset(page.offset)
      .getRawMany<{ id: number | string }>();
    if (!rows.length) return [];
    return this.listQuery()
      .where('a.id IN (:...ids)', { ids: rows.map((r) => Number(r.id)) })
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .getMany();
  }

  countManaged(filter: ManagedFilter): Promise<number> {
    const where: FindOptionsWhere<Article> = {};
    if (filter.authorId !== undefined) where.author_id = filter.authorId;
    if (filter.status) where.status = filter.status;
    return this.repo.count({ where });
  }

  /** The current slug of the published article that once had this one, if any. */
  async currentSlugOf(formerSlug: string): Promise<string | null> {
    const rows = await this.db.query<{ slug: string }[]>(
      `SELECT a.slug FROM article_slugs h JOIN articles a ON a.id = h.article_id WHERE h.slug = ? AND a.status = 'published'`,
      [formerSlug],
    );
    return rows[0]?.slug ?? null;
  }

  /** The article page: category, author card and the author's tags in one statement (a row per tag). */
  async findDetailBySlug(slug: string): Promise<Article | null> {
    const rows = await this.db.query<DetailRow[]>(
      `SELECT a.*, ${ARTICLE_CATEGORY_SELECT}, ${ARTICLE_AUTHOR_SELECT}, u.bio AS u_bio, u.articles_approved AS u_articles_approved,
         t.id AS t_id, t.name AS t_name, t.color AS t_color, v.views AS v_views
       FROM articles a ${ARTICLE_LIST_JOINS}
       LEFT JOIN article_views v ON v.article_id = a.id
       LEFT JOIN user_tags ut ON ut.user_id = u.id
       LEFT JOIN profile_tags t ON t.id = ut.tag_id
       WHERE a.slug = ?`,
      [slug],
    );
    const first = rows[0];
    if (!first) return null;
    const article = this.rows.article(first);
    const own = rows.filter((row) => row.id === first.id);
    Object.assign(article, {
      content: first.content,
      meta_title: first.meta_title,
      meta_description: first.meta_description,
      meta_keywords: first.meta_keywords,
      views: Number(first.views) + Number(first.v_views ?? 0),
      updated_at: this.rows.date('updated_at', first.updated_at),
    });
    if (article.author) {
      Object.assign(article.author, {
        bio: first.u_bio,
        articles_approved: first.u_articles_approved,
        tags: own.filter((row) => row.t_id !== null).map((row) => ({ id: row.t_id, name: row.t_name, color: row.t_color })),
      });
    }
    return article;
  }

  /** The newest published articles, of one category or of the whole site, but those excluded. */
  async listNewest(filter: { categoryId?: number; exclude?: readonly number[] }, limit: number): Promise<Article[]> {
    const { categoryId, exclude = [] } = filter;
    const rows = await this.db.query<ArticleListRow[]>(
      `SELECT ${ARTICLE_LIST_COLUMNS} FROM articles a ${ARTICLE_LIST_JOINS}
       WHERE a.status = ?${categoryId === undefined ? '' : ' AND a.category_id = ?'}${exclude.length ? ` AND a.id NOT IN (${sqlPlaceholders(exclude.length)})` : ''}
       ORDER BY ${NEWEST_FIRST} LIMIT ?`,
      [PUBLISHED, ...(categoryId === undefined ? [] : [categoryId]), ...exclude, limit],
    );
    return rows.map((row) => this.rows.article(row));
  }

  /**
   * A list row as the entity the query builder would give (the list fields, category and author
   * names). The public reads are written in SQL: run for every page a reader opens uncached, the
   * query builder spent more time composing their unchanging statements and mapping the rows than
   * the database spent answering them.
   */

  findById(id: number): Promise<Article | null> {
    return this.repo.findOne({ where: { id } });
  }
}
