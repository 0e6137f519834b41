import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each time a reviewer is shown a member's card number in full: who, whose, when, for which application. */
export class CardNumberReveals1769600000000 implements MigrationInterface {
  name = 'CardNumberReveals1769600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE card_number_reveals (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        account_id uuid NOT NULL,
        revealed_by uuid NOT NULL,
        application_id uuid NOT NULL,
        at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX card_number_reveals_application ON card_number_reveals (application_id, at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE card_number_reveals`);
  }
}
