import type { MigrationInterface, QueryRunner } from 'typeorm';

/** `fileRemoved`: an administrator removed a file from a member's submitted application. */
export class FileRemovedNotices1769400000000 implements MigrationInterface {
  name = 'FileRemovedNotices1769400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE notices
        DROP CONSTRAINT notices_kind_check,
        ADD CONSTRAINT notices_kind_check CHECK (kind IN ('received', 'statusChanged', 'moreInfoRequested', 'resubmitted', 'withdrawn', 'withdrawalConfirmed', 'newApplication', 'draftReminder', 'grantAwaitingApproval', 'fileRemoved'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notices WHERE kind = 'fileRemoved'`);
    await queryRunner.query(`DELETE FROM email_preferences WHERE kind = 'fileRemoved'`);
    await queryRunner.query(`
      ALTER TABLE notices
        DROP CONSTRAINT notices_kind_check,
        ADD CONSTRAINT notices_kind_check CHECK (kind IN ('received', 'statusChanged', 'moreInfoRequested', 'resubmitted', 'withdrawn', 'withdrawalConfirmed', 'newApplication', 'draftReminder', 'grantAwaitingApproval'))`);
  }
}
