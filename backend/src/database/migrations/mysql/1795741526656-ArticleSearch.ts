import { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleSearch1795741526656 implements MigrationInterface {
  name = 'ArticleSearch1795741526656';

  // Schema only: the rows of the articles already published are written at start-up by the search module (search/search-backfill.ts).
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `article_search` (`article_id` int NOT NULL, `title_terms` text NOT NULL, `body_terms` mediumtext NOT NULL, PRIMARY KEY (`article_id`)) ENGINE=InnoDB");
    // Written by hand (TypeORM does not manage these, see ArticleSearch); InnoDB builds one at a time.
    await queryRunner.query("CREATE FULLTEXT INDEX `ft_article_search_title` ON `article_search` (`title_terms`)");
    await queryRunner.query("CREATE FULLTEXT INDEX `ft_article_search_all` ON `article_search` (`title_terms`, `body_terms`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `article_search`");
  }
}
