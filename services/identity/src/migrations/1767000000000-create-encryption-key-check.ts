import { createEncryptionKeyCheckTable, dropEncryptionKeyCheckTable } from '@portal/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The key check of nest-kit's encryptionKeyCheck: filled at the first start, after checking that
 * the key opens the accounts already stored, so a later start with another DATA_ENCRYPTION_KEY
 * stops instead of failing every sign-in and registering accounts no other replica can read.
 */
export class CreateEncryptionKeyCheck1767000000000 implements MigrationInterface {
  name = 'CreateEncryptionKeyCheck1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createEncryptionKeyCheckTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropEncryptionKeyCheckTable(queryRunner);
  }
}
