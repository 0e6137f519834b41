import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drafts, receipts, more information asked and given, withdrawal, and notices.
 *
 * - `applications.reference` (`EDU-<year>-<number>`) from the sequence `application_reference_seq`;
 *   the applications already there get theirs in submission order, and the sequence goes on
 *   after them.
 * - `withdrawn` as a status; `requested_keys`, the questions open to change while more
 *   information is asked (an application already needsMoreInfo gets an open request naming none).
 * - The status history carries the conversation: `kind`, what was said (`message_encrypted`),
 *   the questions named, the answers as they were before a resubmission; the first entry of
 *   each application is its submission.
 * - `application_drafts`, one per member and grant; `draft_reminders`, one row per reminder sent.
 * - `notifications_outbox`, the events for the notifications service.
 */
export class ApplicationLifecycle1766300000000 implements MigrationInterface {
  name = 'ApplicationLifecycle1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE application_reference_seq AS bigint MINVALUE 1`);
    await queryRunner.query(`ALTER TABLE applications ADD COLUMN reference text`);
    await queryRunner.query(`
      UPDATE applications a
         SET reference = 'EDU-' || to_char(a.date_submitted AT TIME ZONE 'America/Toronto', 'YYYY')
                         || '-' || lpad(n.number::text, greatest(6, length(n.number::text)), '0')
        FROM (SELECT id, nextval('application_reference_seq') AS number
                FROM (SELECT id FROM applications ORDER BY date_submitted, id) ordered) n
       WHERE a.id = n.id`);
    await queryRunner.query(`ALTER TABLE applications ALTER COLUMN reference SET NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX applications_reference ON applications (reference)`,
    );

    await queryRunner.query(`
      ALTER TABLE applications
        DROP CONSTRAINT applications_status_check,
        ADD CONSTRAINT applications_status_check
          CHECK (status IN ('submitted', 'reviewed', 'approved', 'rejected', 'needsMoreInfo', 'withdrawn')),
        ADD COLUMN requested_keys text[]`);
    await queryRunner.query(
      `UPDATE applications SET requested_keys = '{}' WHERE status = 'needsMoreInfo'`,
    );

    await queryRunner.query(`
      ALTER TABLE application_status_history
        ADD COLUMN kind text NOT NULL DEFAULT 'statusChanged',
        ADD COLUMN message_encrypted text,
        ADD COLUMN question_keys text[] NOT NULL DEFAULT '{}',
        ADD COLUMN previous_answers_encrypted text`);
    await queryRunner.query(`
      UPDATE application_status_history h SET kind = 'submitted'
       WHERE h.id = (SELECT min(first.id) FROM application_status_history first
                      WHERE first.application_id = h.application_id)`);
    await queryRunner.query(`
      ALTER TABLE application_status_history
        ALTER COLUMN kind DROP DEFAULT,
        ALTER COLUMN question_keys DROP DEFAULT,
        ADD CONSTRAINT application_status_history_kind_check
          CHECK (kind IN ('submitted', 'statusChanged', 'moreInfoRequested', 'resubmitted', 'withdrawn'))`);

    await queryRunner.query(`
      CREATE TABLE application_drafts (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        grant_id uuid NOT NULL,
        grant_title text NOT NULL,
        closes_at timestamptz,
        applicant_name_encrypted text NOT NULL,
        answers_encrypted text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX application_drafts_member_grant ON application_drafts (user_id, grant_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX application_drafts_grant ON application_drafts (grant_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE draft_reminders (
        draft_id uuid NOT NULL,
        hours_before smallint NOT NULL,
        sent_at timestamptz NOT NULL,
        PRIMARY KEY (draft_id, hours_before),
        CONSTRAINT draft_reminders_hours_check CHECK (hours_before IN (72, 24)),
        CONSTRAINT draft_reminders_draft FOREIGN KEY (draft_id)
          REFERENCES application_drafts (id) ON DELETE CASCADE
      )`);

    await queryRunner.query(`
      CREATE TABLE notifications_outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_id uuid NOT NULL,
        kind text NOT NULL,
        event jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX notifications_outbox_event ON notifications_outbox (event_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE notifications_outbox`);
    await queryRunner.query(`DROP TABLE draft_reminders`);
    await queryRunner.query(`DROP TABLE application_drafts`);
    await queryRunner.query(`
      ALTER TABLE application_status_history
        DROP CONSTRAINT application_status_history_kind_check,
        DROP COLUMN kind,
        DROP COLUMN message_encrypted,
        DROP COLUMN question_keys,
        DROP COLUMN previous_answers_encrypted`);
    // A withdrawn application has no status among the five: it goes back as submitted.
    await queryRunner.query(
      `UPDATE applications SET status = 'submitted' WHERE status = 'withdrawn'`,
    );
    await queryRunner.query(`
      ALTER TABLE applications
        DROP CONSTRAINT applications_status_check,
        ADD CONSTRAINT applications_status_check
          CHECK (status IN ('submitted', 'reviewed', 'approved', 'rejected', 'needsMoreInfo')),
        DROP COLUMN requested_keys`);
    await queryRunner.query(`DROP INDEX applications_reference`);
    await queryRunner.query(`ALTER TABLE applications DROP COLUMN reference`);
    await queryRunner.query(`DROP SEQUENCE application_reference_seq`);
  }
}
