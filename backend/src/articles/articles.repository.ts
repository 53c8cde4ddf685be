import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere, Repository, SelectQueryBuilder } from 'typeorm';
import type { PageRequest } from '../common/http/pagination';
import { Article, ArticleStatus } from './entities/article.entity';

/** The deepest offset a public list reads: the index walk before a page stays bounded. */
export const MAX_LIST_OFFSET = 10_000;

export interface ManagedFilter {
  authorId?: number;
  status?: ArticleStatus;
}

/** Every article query; list queries fetch one page in one statement, joins included. */
@Injectable()
export class ArticlesRepository {
  constructor(
    @InjectRepository(Article) private readonly repo: Repository<Article>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

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
   * Newest first. The page's ids come from the (status, published_at, id) or (category_id, status,
   * published_at, id) index alone, so skipped rows are index entries, never whole articles; then one
   * statement loads those few rows with their joins.
   */
  async listPublished(categoryId: number | null, page: PageRequest): Promise<Article[]> {
    const ids = this.repo.createQueryBuilder('a').select('a.id', 'id').where('a.status = :status', { status: 'published' });
    if (categoryId !== null) ids.andWhere('a.category_id = :categoryId', { categoryId });
    const rows = await ids
      .orderBy('a.published_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .limit(page.limit)
      .offset(page.offset)
      .getRawMany<{ id: number | string }>();
    if (!rows.length) return [];
    const byId = await this.listQuery()
      .where('a.id IN (:...ids)', { ids: rows.map((r) => Number(r.id)) })
      .orderBy('a.published_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .getMany();
    return byId;
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

  /** The article page: category, author card and the author's tags in one statement. */
  findDetailBySlug(slug: string): Promise<Article | null> {
    return this.repo
      .createQueryBuilder('a')
      .leftJoinAndSelect('a.category', 'c')
      .leftJoin('a.author', 'u')
      .addSelect(['u.id', 'u.username', 'u.display_name', 'u.avatar', 'u.bio', 'u.articles_approved'])
      .leftJoin('u.tags', 't')
      .addSelect(['t.id', 't.name', 't.color'])
      .where('a.slug = :slug', { slug })
      .getOne();
  }

  /** Up to `limit` other published articles: the same category first, then the most recent. */
  async findSuggestions(article: Article, limit: number): Promise<Article[]> {
    const recent = (q: SelectQueryBuilder<Article>) => q.orderBy('a.published_at', 'DESC').addOrderBy('a.id', 'DESC');
    const base = () => this.listQuery().where('a.status = :status', { status: 'published' });
    const found: Article[] = [];
    if (article.category_id !== null) {
      const same = base().andWhere('a.category_id = :c', { c: article.category_id }).andWhere('a.id <> :id', { id: article.id });
      found.push(...(await recent(same).limit(limit).getMany()));
    }
    if (found.length < limit) {
      const exclude = [article.id, ...found.map((a) => a.id)];
      const others = base().andWhere('a.id NOT IN (:...exclude)', { exclude });
      found.push(
        ...(await recent(others)
          .limit(limit - found.length)
          .getMany()),
      );
    }
    return found;
  }

  findById(id: number): Promise<Article | null> {
    return this.repo.findOne({ where: { id } });
  }

  /**
   * Adds buffered view counts in one transaction. Plain SQL on purpose: the query builder would also
   * bump `updated_at`, and a view is not an edit.
   */
  async addViews(counts: Map<number, number>): Promise<void> {
    await this.db.transaction(async (manager) => {
      for (const [id, n] of counts) {
        await manager.query('UPDATE articles SET views = views + ? WHERE id = ?', [Math.trunc(n), id]);
      }
    });
  }
}
