import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decisions with words: a reviewer's internal note beside a decision or a request, kept in the
 * status history (encrypted, for reviewers only); and the reviewer's message to the applicant,
 * which an event for the notifications service carries, kept encrypted beside the event while it
 * waits in the outbox.
 */
export class DecisionsWithWords1769200000000 implements MigrationInterface {
  name = 'DecisionsWithWords1769200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE application_status_history ADD COLUMN internal_note_encrypted text`,
    );
    await queryRunner.query(`ALTER TABLE notifications_outbox ADD COLUMN message_encrypted text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notifications_outbox DROP COLUMN message_encrypted`);
    await queryRunner.query(
      `ALTER TABLE application_status_history DROP COLUMN internal_note_encrypted`,
    );
  }
}
