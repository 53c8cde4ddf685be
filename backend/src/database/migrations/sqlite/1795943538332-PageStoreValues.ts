import { MigrationInterface, QueryRunner } from 'typeorm';

export class PageStoreValues1795943538332 implements MigrationInterface {
  name = 'PageStoreValues1795943538332';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"page_store_values\" (\"key\" varchar(50) PRIMARY KEY NOT NULL, \"value\" varchar(100) NOT NULL)");
    // The page store kept its two values in `settings`; they move to its own table.
    await queryRunner.query("INSERT INTO \"page_store_values\" (\"key\", \"value\") SELECT SUBSTR(\"key\", 12), \"value\" FROM \"settings\" WHERE \"key\" IN ('page_store_epoch', 'page_store_last_change')");
    await queryRunner.query("DELETE FROM \"settings\" WHERE \"key\" IN ('page_store_epoch', 'page_store_last_change')");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("INSERT INTO \"settings\" (\"key\", \"value\") SELECT 'page_store_' || \"key\", \"value\" FROM \"page_store_values\"");
    await queryRunner.query("DROP TABLE \"page_store_values\"");
  }
}
