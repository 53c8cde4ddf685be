import { MigrationInterface, QueryRunner } from 'typeorm';

export class OfferCardChoices1795902076984 implements MigrationInterface {
  name = 'OfferCardChoices1795902076984';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `offer_card_choices` (`slot` varchar(10) NOT NULL, `pid` int NOT NULL, PRIMARY KEY (`slot`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `offer_card_choices`");
  }
}
