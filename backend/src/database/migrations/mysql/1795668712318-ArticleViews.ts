import { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleViews1795668712318 implements MigrationInterface {
  name = 'ArticleViews1795668712318';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `article_views` (`article_id` int NOT NULL, `views` int NOT NULL DEFAULT '0', PRIMARY KEY (`article_id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `article_views`");
  }
}
