import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Notices (the inbox), their emails, and members' email preferences. */
export class CreateNotifications1767000000000 implements MigrationInterface {
  name = 'CreateNotifications1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notices (
        id uuid PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        event_id uuid NOT NULL,
        recipient_id uuid NOT NULL,
        kind text NOT NULL,
        application_id uuid NOT NULL,
        grant_id uuid NOT NULL,
        grant_title text NOT NULL,
        reference text,
        status text,
        closes_at timestamptz,
        hours_before smallint,
        occurred_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        CONSTRAINT notices_event_recipient_unique UNIQUE (event_id, recipient_id),
        CONSTRAINT notices_seq_unique UNIQUE (seq),
        CONSTRAINT notices_kind_check CHECK (kind IN ('received', 'statusChanged', 'moreInfoRequested', 'resubmitted', 'withdrawn', 'draftReminder'))
      )`);
    await queryRunner.query(`CREATE INDEX notices_recipient ON notices (recipient_id, seq)`);
    await queryRunner.query(
      `CREATE INDEX notices_unread ON notices (recipient_id) WHERE read_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE email_deliveries (
        notice_id uuid PRIMARY KEY REFERENCES notices (id) ON DELETE CASCADE,
        state text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT email_deliveries_state_check CHECK (state IN ('pending', 'sent', 'failed', 'skipped'))
      )`);
    await queryRunner.query(
      `CREATE INDEX email_deliveries_due ON email_deliveries (next_attempt_at) WHERE state = 'pending'`,
    );
    await queryRunner.query(`CREATE INDEX email_deliveries_state ON email_deliveries (state)`);
    await queryRunner.query(`
      CREATE TABLE email_preferences (
        recipient_id uuid NOT NULL,
        kind text NOT NULL,
        email boolean NOT NULL,
        PRIMARY KEY (recipient_id, kind)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE email_preferences`);
    await queryRunner.query(`DROP TABLE email_deliveries`);
    await queryRunner.query(`DROP TABLE notices`);
  }
}
