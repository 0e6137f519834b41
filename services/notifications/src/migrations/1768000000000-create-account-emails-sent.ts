import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which of identity's emails with a link were sent (or refused for good by the mail server):
 * their ids only, so that an email delivered twice by identity's outbox is sent once. Neither the
 * address nor the link is kept here.
 */
export class CreateAccountEmailsSent1768000000000 implements MigrationInterface {
  name = 'CreateAccountEmailsSent1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE account_emails_sent (
        id uuid PRIMARY KEY,
        outcome text NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT account_emails_sent_outcome_check CHECK (outcome IN ('sent', 'refused'))
      )`);
    await queryRunner.query(`CREATE INDEX account_emails_sent_at ON account_emails_sent (at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE account_emails_sent`);
  }
}
