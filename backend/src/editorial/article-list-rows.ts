import type { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { Article, type ArticleStatus } from './entities/article.entity';

// The raw SQL of the article lists, shared by the readers that list articles (`articles/`, `search/`).
export const ARTICLE_CATEGORY_SELECT = 'c.id AS c_id, c.name AS c_name, c.color AS c_color, c.slug AS c_slug';
export const ARTICLE_AUTHOR_SELECT =
  'u.id AS u_id, u.username AS u_username, u.display_name AS u_display_name, u.avatar AS u_avatar';
export const ARTICLE_LIST_JOINS = 'LEFT JOIN categories c ON c.id = a.category_id LEFT JOIN users u ON u.id = a.author_id';
/** The list fields of spec §3 (no content), with category and author names. */
export const ARTICLE_LIST_COLUMNS = `a.id, a.slug, a.title, a.short_description, a.featured_image, a.category_id, a.author_id,
  a.reading_time, a.published_at, a.created_at, a.status, ${ARTICLE_CATEGORY_SELECT}, ${ARTICLE_AUTHOR_SELECT}`;

export interface ArticleListRow {
  id: number;
  slug: string;
  title: string;
  short_description: string | null;
  featured_image: string | null;
  category_id: number | null;
  author_id: number | null;
  reading_time: number;
  published_at: unknown;
  created_at: unknown;
  status: ArticleStatus;
  c_id: number | null;
  c_name: string;
  c_color: string;
  c_slug: string;
  u_id: number | null;
  u_username: string;
  u_display_name: string | null;
  u_avatar: string | null;
}

type DateColumn = 'published_at' | 'created_at' | 'updated_at';

export function sqlPlaceholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/** Rows of the list SQL into articles, their dates as TypeORM gives them for this database. */
export class ArticleListRows {
  /** Looked up once: every row of a public read hydrates two or three dates. */
  private readonly dateColumns = new Map<DateColumn, ColumnMetadata>();

  constructor(private readonly db: DataSource) {}

  article(row: ArticleListRow): Article {
    return Object.assign(new Article(), {
      id: row.id,
      slug: row.slug,
      title: row.title,
      short_description: row.short_description,
      featured_image: row.featured_image,
      category_id: row.category_id,
      author_id: row.author_id,
      reading_time: row.reading_time,
      published_at: this.date('published_at', row.published_at),
      created_at: this.date('created_at', row.created_at),
      status: row.status,
      category: row.c_id === null ? null : { id: row.c_id, name: row.c_name, color: row.c_color, slug: row.c_slug },
      author:
        row.u_id === null
          ? null
          : { id: row.u_id, username: row.u_username, display_name: row.u_display_name, avatar: row.u_avatar },
    });
  }

  /** A date column's value as TypeORM gives it for this database. */
  date(property: DateColumn, value: unknown): Date {
    let column = this.dateColumns.get(property);
    if (!column) {
      column = this.db.getMetadata(Article).findColumnWithPropertyName(property)!;
      this.dateColumns.set(property, column);
    }
    return this.db.driver.prepareHydratedValue(value, column) as Date;
  }
}
