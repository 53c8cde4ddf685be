import { MigrationInterface, QueryRunner } from 'typeorm';

export class OfferCardChoices1795902075683 implements MigrationInterface {
  name = 'OfferCardChoices1795902075683';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"offer_card_choices\" (\"slot\" varchar(10) PRIMARY KEY NOT NULL, \"pid\" integer NOT NULL)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"offer_card_choices\"");
  }
}
