import { Column } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';

/**
 * The columns of an article's content, defined once: the article, each of its revisions and each
 * working copy of it hold the same nine columns (same names, same types), by inheriting them from here.
 * Adding a content field is one property here (and in `ARTICLE_CONTENT_FIELDS`) plus a migration.
 */
function articleContentColumns(options: { titleDefault?: string }) {
  abstract class ArticleContentColumns {
    @Column({ type: 'varchar', length: 255, ...(options.titleDefault === undefined ? {} : { default: options.titleDefault }) })
    title!: string;

    /** Sanitized HTML. */
    @Column({ type: LONG_TEXT })
    content!: string;

    @Column({ type: 'text', nullable: true })
    short_description!: string | null;

    @Column({ type: 'varchar', length: 500, nullable: true })
    featured_image!: string | null;

    @Column({ type: 'int', nullable: true })
    category_id!: number | null;

    @Column({ type: 'varchar', length: 255, nullable: true })
    meta_title!: string | null;

    @Column({ type: 'text', nullable: true })
    meta_description!: string | null;

    @Column({ type: 'varchar', length: 500, nullable: true })
    meta_keywords!: string | null;

    /** The writer's main keyword (« Mot-clé principal »), read by the writing analysis; never shown publicly. */
    @Column({ type: 'varchar', length: 100, nullable: true })
    focus_keyword!: string | null;
  }
  return ArticleContentColumns;
}

/** The content of an article and of its revisions. */
export abstract class ArticleContent extends articleContentColumns({}) {}

/** A working copy's content: the same columns, with a title that may not be typed yet (empty by default). */
export abstract class DraftContent extends articleContentColumns({ titleDefault: '' }) {}

/** The names of the content fields, in the order the editor shows them. */
export const ARTICLE_CONTENT_FIELDS = [
  'title',
  'content',
  'short_description',
  'featured_image',
  'category_id',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'focus_keyword',
] as const satisfies readonly (keyof ArticleContent)[];

export type ArticleContentField = (typeof ARTICLE_CONTENT_FIELDS)[number];

/** Just the content fields of an article, a revision, a working copy or a cleaned payload. */
export type ArticleContentFields = Pick<ArticleContent, ArticleContentField>;

/** The content fields picked out of any object that has them (an article has an `id`, a status…). */
export function pickArticleContent(source: ArticleContentFields): ArticleContentFields {
  const picked = {} as Record<ArticleContentField, unknown>;
  for (const field of ARTICLE_CONTENT_FIELDS) picked[field] = source[field];
  return picked as ArticleContentFields;
}

/** Whether two contents hold the same values (a missing value and `null` are the same). */
export function sameArticleContent(a: ArticleContentFields, b: ArticleContentFields): boolean {
  return ARTICLE_CONTENT_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));
}
