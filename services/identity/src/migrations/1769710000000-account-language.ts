import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language each account reads the portal and its emails in: English for every account
 * there is, a short code of the pattern the API checks (user-language.ts in the contract).
 */
export class AccountLanguage1769710000000 implements MigrationInterface {
  name = 'AccountLanguage1769710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en'`);
    await queryRunner.query(
      `ALTER TABLE users ADD CONSTRAINT users_language_check CHECK (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP CONSTRAINT users_language_check`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN language`);
  }
}
