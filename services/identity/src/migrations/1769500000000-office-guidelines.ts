import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The office's guidelines for applicants: plain text, written by admins; none as installed. */
export class OfficeGuidelines1769500000000 implements MigrationInterface {
  name = 'OfficeGuidelines1769500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE office_settings ADD COLUMN guidelines text NOT NULL DEFAULT ''`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE office_settings DROP COLUMN guidelines`);
  }
}
