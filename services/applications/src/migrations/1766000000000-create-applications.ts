import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Applications with their grant's snapshot, their status history, the keys that make a double
 * submission one application, and the outbox of events for the grants service.
 */
export class CreateApplications1766000000000 implements MigrationInterface {
  name = 'CreateApplications1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE applications (
        id uuid PRIMARY KEY,
        grant_id uuid NOT NULL,
        grant_title text NOT NULL,
        grant_type text NOT NULL,
        portal text NOT NULL DEFAULT 'education',
        user_id uuid NOT NULL,
        applicant_name text NOT NULL,
        applicant_email text NOT NULL,
        date_submitted timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'submitted',
        status_changed_at timestamptz NOT NULL,
        answers jsonb NOT NULL,
        sections jsonb NOT NULL,
        CONSTRAINT applications_status_check CHECK (status IN ('submitted', 'reviewed', 'approved', 'rejected', 'needsMoreInfo')),
        CONSTRAINT applications_portal_check CHECK (portal IN ('education'))
      )`);
    await queryRunner.query(
      `CREATE INDEX applications_submitted ON applications (date_submitted, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX applications_user ON applications (user_id, date_submitted)`,
    );
    await queryRunner.query(`CREATE INDEX applications_grant ON applications (grant_id)`);
    await queryRunner.query(
      `CREATE INDEX applications_applicant_email ON applications (lower(applicant_email))`,
    );
    await queryRunner.query(`
      CREATE TABLE application_status_history (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        application_id uuid NOT NULL,
        status text NOT NULL,
        actor_id uuid,
        actor_name text NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT application_status_history_application FOREIGN KEY (application_id)
          REFERENCES applications (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX application_status_history_application_at ON application_status_history (application_id, at)`,
    );
    await queryRunner.query(`
      CREATE TABLE submission_keys (
        user_id uuid NOT NULL,
        grant_id uuid NOT NULL,
        answers_hash text NOT NULL,
        application_id uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, grant_id, answers_hash)
      )`);
    await queryRunner.query(
      `CREATE INDEX submission_keys_application ON submission_keys (application_id)`,
    );
    await queryRunner.query(`CREATE INDEX submission_keys_expiry ON submission_keys (expires_at)`);
    await queryRunner.query(`
      CREATE TABLE outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        application_id uuid NOT NULL,
        grant_id uuid NOT NULL,
        kind text NOT NULL,
        occurred_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT outbox_kind_check CHECK (kind IN ('added', 'removed'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE outbox`);
    await queryRunner.query(`DROP TABLE submission_keys`);
    await queryRunner.query(`DROP TABLE application_status_history`);
    await queryRunner.query(`DROP TABLE applications`);
  }
}
