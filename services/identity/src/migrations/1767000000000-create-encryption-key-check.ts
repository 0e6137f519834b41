import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The key check of nest-kit's encryptionKeyCheck: filled at the first start, after checking that
 * the key opens the accounts already stored, so a later start with another DATA_ENCRYPTION_KEY
 * stops instead of failing every sign-in and registering accounts no other replica can read.
 */
export class CreateEncryptionKeyCheck1767000000000 implements MigrationInterface {
  name = 'CreateEncryptionKeyCheck1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE encryption_key_check (
        id smallint PRIMARY KEY DEFAULT 1,
        value text NOT NULL,
        CONSTRAINT encryption_key_check_single_row CHECK (id = 1)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE encryption_key_check`);
  }
}
