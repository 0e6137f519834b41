import { createEncryptionKeyCheckTable, dropEncryptionKeyCheckTable } from '@portal/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateFiles1766200000000 implements MigrationInterface {
  name = 'CreateFiles1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "files" (
        "id" uuid NOT NULL,
        "object_key" text NOT NULL,
        "original_name" text NOT NULL,
        "size_bytes" bigint NOT NULL,
        "media_type" text NOT NULL,
        "uploader_id" uuid NOT NULL,
        "application_id" uuid NOT NULL,
        "application_name" text,
        "uploader_first_name_encrypted" text NOT NULL,
        "uploader_last_name_encrypted" text NOT NULL,
        "uploader_email_encrypted" text NOT NULL,
        "applicant_name_encrypted" text,
        "question_key" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_files" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "files_application_question_key" ON "files" ("application_id", "question_key")`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "files_object_key" ON "files" ("object_key")`);
    // Filled at the first start (nest-kit's encryptionKeyCheck): a later start with another key stops.
    await createEncryptionKeyCheckTable(queryRunner, { primaryKeyName: 'PK_encryption_key_check' });
    await queryRunner.query(`
      CREATE TABLE "removed_applications" (
        "application_id" uuid NOT NULL,
        "removed_at" timestamptz NOT NULL,
        CONSTRAINT "PK_removed_applications" PRIMARY KEY ("application_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "removed_applications"`);
    await dropEncryptionKeyCheckTable(queryRunner);
    await queryRunner.query(`DROP TABLE "files"`);
  }
}
