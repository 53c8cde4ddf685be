import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthorDailyViews1795741229761 implements MigrationInterface {
  name = 'AuthorDailyViews1795741229761';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"author_views_daily\" (\"author_id\" integer NOT NULL, \"day\" date NOT NULL, \"views\" integer NOT NULL DEFAULT (0), PRIMARY KEY (\"author_id\", \"day\"))");
    // The days already counted, summed per author: the contributors' charts read this table from now on.
    await queryRunner.query(
      'INSERT INTO author_views_daily (author_id, day, views) SELECT a.author_id, d.day, SUM(d.views) FROM article_views_daily d JOIN articles a ON a.id = d.article_id WHERE a.author_id IS NOT NULL GROUP BY a.author_id, d.day',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"author_views_daily\"");
  }
}
