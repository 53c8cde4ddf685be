import { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleTitleKeywordIndexes1795919628368 implements MigrationInterface {
  name = 'ArticleTitleKeywordIndexes1795919628368';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE INDEX \"idx_articles_focus_keyword\" ON \"articles\" (\"focus_keyword\") ");
    await queryRunner.query("CREATE INDEX \"idx_articles_title\" ON \"articles\" (\"title\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_articles_title\"");
    await queryRunner.query("DROP INDEX \"idx_articles_focus_keyword\"");
  }
}
