import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';

/**
 * The words of a published article as the search engine reads them (`french-analyzer.ts`): one row
 * per published article, written in the transaction that publishes, edits or withdraws it
 * (`SearchIndexRepository`, called by `PublishingRepository`). Title and body apart, so that a title match ranks above a body match.
 *
 * The engine's own index is written by hand in the migrations: a FULLTEXT index on MariaDB/MySQL
 * (named here, never synchronised: SQLite has no such index), an FTS5 table kept in step by triggers
 * on SQLite (`article_search_fts`). No foreign key, as for `article_views`: deleted with its article.
 */
@Entity('article_search')
@Index('ft_article_search_title', { synchronize: false })
@Index('ft_article_search_all', { synchronize: false })
export class ArticleSearch {
  @PrimaryColumn({ type: 'int' })
  article_id!: number;

  @Column({ type: 'text' })
  title_terms!: string;

  @Column({ type: LONG_TEXT })
  body_terms!: string;
}
