import type { MigrationInterface, QueryRunner } from 'typeorm';

const kindsBefore = `'received', 'statusChanged', 'moreInfoRequested', 'resubmitted', 'withdrawn', 'draftReminder'`;

/**
 * Notices about a grant alone: a grant waiting for a second approver, told to the reviewers by
 * the grants service. Such a notice names no application.
 */
export class GrantAwaitingApprovalNotices1769270000000 implements MigrationInterface {
  name = 'GrantAwaitingApprovalNotices1769270000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notices ALTER COLUMN application_id DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE notices DROP CONSTRAINT notices_kind_check`);
    await queryRunner.query(
      `ALTER TABLE notices ADD CONSTRAINT notices_kind_check CHECK (kind IN (${kindsBefore}, 'grantAwaitingApproval'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notices WHERE kind = 'grantAwaitingApproval'`);
    await queryRunner.query(`ALTER TABLE notices DROP CONSTRAINT notices_kind_check`);
    await queryRunner.query(
      `ALTER TABLE notices ADD CONSTRAINT notices_kind_check CHECK (kind IN (${kindsBefore}))`,
    );
    await queryRunner.query(`ALTER TABLE notices ALTER COLUMN application_id SET NOT NULL`);
  }
}
