import { createEncryptionKeyCheckTable, dropEncryptionKeyCheckTable } from '@portal/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decisions with words, and two kinds of notice:
 * - a notice carries what a reviewer wrote to the applicant (encrypted, kept until its email is
 *   sent) and, for a request for more information, the questions it names;
 * - `withdrawalConfirmed` (to the applicant) and `newApplication` (to the reviewers who ask for
 *   it: their email preference, found by a partial index);
 * - the key check of the service's key (nest-kit's encryptionKeyCheck writes its row at start).
 */
export class DecisionsWithWords1769300000000 implements MigrationInterface {
  name = 'DecisionsWithWords1769300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE notices
        DROP CONSTRAINT notices_kind_check,
        ADD CONSTRAINT notices_kind_check CHECK (kind IN ('received', 'statusChanged', 'moreInfoRequested', 'resubmitted', 'withdrawn', 'withdrawalConfirmed', 'newApplication', 'draftReminder', 'grantAwaitingApproval')),
        ADD COLUMN message_encrypted text,
        ADD COLUMN question_labels jsonb,
        ADD COLUMN question_count integer`);
    await queryRunner.query(
      `CREATE INDEX email_preferences_new_application ON email_preferences (recipient_id)
        WHERE kind = 'newApplication' AND email`,
    );
    await createEncryptionKeyCheckTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropEncryptionKeyCheckTable(queryRunner);
    await queryRunner.query(`DROP INDEX email_preferences_new_application`);
    await queryRunner.query(
      `DELETE FROM notices WHERE kind IN ('withdrawalConfirmed', 'newApplication')`,
    );
    await queryRunner.query(`
      ALTER TABLE notices
        DROP CONSTRAINT notices_kind_check,
        ADD CONSTRAINT notices_kind_check CHECK (kind IN ('received', 'statusChanged', 'moreInfoRequested', 'resubmitted', 'withdrawn', 'draftReminder', 'grantAwaitingApproval')),
        DROP COLUMN message_encrypted,
        DROP COLUMN question_labels,
        DROP COLUMN question_count`);
  }
}
