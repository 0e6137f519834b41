import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The office's setting that a grant submitted for approval is published by someone else (off,
 * as every setting is on a fresh install and after the upgrade: the spec's flow stays).
 */
export class GrantSecondApprovalSetting1769270000000 implements MigrationInterface {
  name = 'GrantSecondApprovalSetting1769270000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE office_settings ADD COLUMN grant_second_approval_required boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE office_settings DROP COLUMN grant_second_approval_required`,
    );
  }
}
