import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Article } from '../editorial/entities/article.entity';
import { Category } from '../categories/entities/category.entity';

export interface SitemapArticle {
  slug: string;
  lastmod: Date;
}

export interface FeedArticle {
  slug: string;
  /** The slug it was first published under: its RSS GUID. */
  firstSlug: string;
  title: string;
  description: string | null;
  published: Date;
  author: string | null;
  category: string | null;
}

export interface SitemapAuthor {
  username: string;
  lastmod: Date;
}

export interface SitemapCategory {
  slug: string;
  lastmod: Date;
}

/**
 * sitemap.xml lists the newest articles only, so that its size (and the cost of serving it) does not
 * grow with the blog; every published article is also in the archive sitemaps, by slices of ids.
 */
export const SITEMAP_MAX_ARTICLES = 1_000;
export const ARCHIVE_SLICE_IDS = 10_000;

/** Read-only queries for the sitemap and the feed (published articles, active categories). */
@Injectable()
export class SeoRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async sitemapArticles(): Promise<SitemapArticle[]> {
    const rows = await this.db
      .getRepository(Article)
      .createQueryBuilder('a')
      .select(['a.slug AS slug', 'a.updated_at AS updated_at', 'a.published_at AS published_at'])
      .where('a.status = :status', { status: 'published' })
      .orderBy('a.published_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .limit(SITEMAP_MAX_ARTICLES)
      .getRawMany<{ slug: string; updated_at: Date | string; published_at: Date | string | null }>();
    return rows.map((r) => ({ slug: r.slug, lastmod: latest(r.updated_at, r.published_at) }));
  }

  /** Published articles with ids in (fromId, toId]: a primary-key range, never a scan of the table. */
  async archiveArticles(fromId: number, toId: number): Promise<SitemapArticle[]> {
    const rows = await this.db
      .getRepository(Article)
      .createQueryBuilder('a')
      .select(['a.slug AS slug', 'a.updated_at AS updated_at', 'a.published_at AS published_at'])
      .where('a.id > :fromId AND a.id <= :toId', { fromId, toId })
      .andWhere('a.status = :status', { status: 'published' })
      .orderBy('a.id', 'ASC')
      .getRawMany<{ slug: string; updated_at: Date | string; published_at: Date | string | null }>();
    return rows.map((r) => ({ slug: r.slug, lastmod: latest(r.updated_at, r.published_at) }));
  }

  async maxArticleId(): Promise<number> {
    const row = await this.db
      .getRepository(Article)
      .createQueryBuilder('a')
      .select('MAX(a.id)', 'max')
      .getRawOne<{ max: number | string | null }>();
    return Number(row?.max ?? 0);
  }

  async activeCategories(): Promise<SitemapCategory[]> {
    const rows = await this.db
      .getRepository(Category)
      .find({ where: { is_active: true }, order: { order_position: 'ASC', name: 'ASC' } });
    return rows.map((c) => ({ slug: c.slug, lastmod: new Date(c.updated_at) }));
  }

  /** An active category by slug, for its feed. */
  async categoryBySlug(slug: string): Promise<{ id: number; name: string } | null> {
    const [row] = await this.db.query<{ id: number | string; name: string }[]>(
      'SELECT id, name FROM categories WHERE slug = ? AND is_active = ?',
      [slug, true],
    );
    return row ? { id: Number(row.id), name: row.name } : null;
  }

  /** An active author with at least one published article, by username, for their feed. */
  async authorByUsername(username: string): Promise<{ id: number; name: string } | null> {
    const [row] = await this.db.query<{ id: number | string; username: string; display_name: string | null }[]>(
      `SELECT u.id, u.username, u.display_name FROM users u
       WHERE u.username = ? AND u.is_active = ? AND EXISTS (SELECT 1 FROM articles a WHERE a.author_id = u.id AND a.status = ?)`,
      [username, true, 'published'],
    );
    return row ? { id: Number(row.id), name: row.display_name || row.username } : null;
  }

  /**
   * Authors with a page: active, with at least one published article. Each author's newest publication
   * is read from the author index alone (`idx_articles_author_published`, one step per author on
   * MariaDB): joined to the users first, the grouping read every published article's row, ~10 s at
   * 100,000 articles, after every publication.
   */
  async sitemapAuthors(): Promise<SitemapAuthor[]> {
    const rows = await this.db.query<{ username: string; lastmod: Date | string }[]>(
      `SELECT u.username, m.lastmod
       FROM (SELECT author_id, MAX(published_at) AS lastmod FROM articles WHERE status = ? GROUP BY author_id) m
       JOIN users u ON u.id = m.author_id
       WHERE u.is_active = ? ORDER BY u.username`,
      ['published', true],
    );
    return rows.map((r) => ({ username: r.username, lastmod: new Date(r.lastmod) }));
  }

  async latestArticles(limit: number, only: { categoryId?: number; authorId?: number } = {}): Promise<FeedArticle[]> {
    const query = this.db
      .getRepository(Article)
      .createQueryBuilder('a')
      .leftJoin('a.author', 'u')
      .leftJoin('a.category', 'c')
      .select([
        'a.slug AS slug',
        // The address it was first published at: its GUID, which a later change of slug leaves alone.
        `COALESCE((SELECT h.slug FROM article_slugs h WHERE h.article_id = a.id ORDER BY h.id LIMIT 1), a.slug) AS first_slug`,
        'a.title AS title',
        'a.short_description AS description',
        'a.published_at AS published_at',
        'a.created_at AS created_at',
        'u.display_name AS display_name',
        'u.username AS username',
        'c.name AS category',
      ])
      .where('a.status = :status', { status: 'published' });
    if (only.categoryId !== undefined) query.andWhere('a.category_id = :categoryId', { categoryId: only.categoryId });
    if (only.authorId !== undefined) query.andWhere('a.author_id = :authorId', { authorId: only.authorId });
    const rows = await query.orderBy('a.published_at', 'DESC').addOrderBy('a.id', 'DESC').limit(limit).getRawMany<{
      slug: string;
      first_slug: string;
      title: string;
      description: string | null;
      published_at: Date | string | null;
      created_at: Date | string;
      display_name: string | null;
      username: string | null;
      category: string | null;
    }>();
    return rows.map((r) => ({
      slug: r.slug,
      firstSlug: r.first_slug,
      title: r.title,
      description: r.description,
      published: new Date(r.published_at ?? r.created_at),
      author: r.display_name || r.username,
      category: r.category,
    }));
  }
}

function latest(a: Date | string, b: Date | string | null): Date {
  const first = new Date(a);
  const second = b ? new Date(b) : first;
  return first > second ? first : second;
}
