import type { QueryRunner } from 'typeorm';

export interface EncryptionKeyCheckTableOptions {
  /**
   * The primary key's name when a migration already run in production named it (files'
   * `PK_encryption_key_check`); by default PostgreSQL's own name, `encryption_key_check_pkey`.
   */
  primaryKeyName?: string;
  /** A value to keep at once (a migration that encrypts data already stored, with the same key). */
  value?: string;
}

/**
 * The table of nest-kit's encryptionKeyCheck (`EncryptionKeyCheckEntity`), for a service's
 * migration: one row, a known text encrypted with the service's key, written at the first start
 * unless `value` is given here.
 */
export async function createEncryptionKeyCheckTable(
  queryRunner: QueryRunner,
  options: EncryptionKeyCheckTableOptions = {},
): Promise<void> {
  const primaryKeyName = options.primaryKeyName ?? 'encryption_key_check_pkey';
  await queryRunner.query(`
    CREATE TABLE "encryption_key_check" (
      "id" smallint NOT NULL DEFAULT 1,
      "value" text NOT NULL,
      CONSTRAINT "${primaryKeyName}" PRIMARY KEY ("id"),
      CONSTRAINT "encryption_key_check_single_row" CHECK (id = 1)
    )`);
  if (options.value !== undefined)
    await queryRunner.query(`INSERT INTO "encryption_key_check" (id, value) VALUES (1, $1)`, [
      options.value,
    ]);
}

export async function dropEncryptionKeyCheckTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`DROP TABLE "encryption_key_check"`);
}
