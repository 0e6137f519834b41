import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a file's application may still be a draft (never listed to staff), so that
 * the file manager asks the applications service only about those files, and lists the others
 * while it is away. Files uploaded before this change are not known: true, asked once.
 */
export class FileMayBeDraft1767100000000 implements MigrationInterface {
  name = 'FileMayBeDraft1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "files" ADD COLUMN "may_be_draft" boolean NOT NULL DEFAULT true`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "files" DROP COLUMN "may_be_draft"`);
  }
}
