import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Grants with their sections, who did what to each, and the applications each has. */
export class CreateGrants1765000000000 implements MigrationInterface {
  name = 'CreateGrants1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE grants (
        id uuid PRIMARY KEY,
        title text NOT NULL,
        type text NOT NULL,
        description text NOT NULL DEFAULT '',
        open_date timestamptz NOT NULL,
        close_date timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'draft',
        sections jsonb NOT NULL,
        application_count integer NOT NULL DEFAULT 0,
        locked_at timestamptz,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT grants_type_check CHECK (type IN ('scholarship', 'professional-development', 'research', 'educational-resources', 'award')),
        CONSTRAINT grants_status_check CHECK (status IN ('draft', 'pendingApproval', 'published', 'closed'))
      )`);
    await queryRunner.query(`CREATE INDEX grants_status_close ON grants (status, close_date)`);
    await queryRunner.query(`
      CREATE TABLE grant_history (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        grant_id uuid NOT NULL,
        action text NOT NULL,
        actor_id uuid,
        actor_name text NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        from_status text,
        to_status text,
        copied_from uuid
      )`);
    await queryRunner.query(`CREATE INDEX grant_history_grant ON grant_history (grant_id, at)`);
    await queryRunner.query(`
      CREATE TABLE grant_applications (
        application_id uuid PRIMARY KEY,
        grant_id uuid NOT NULL,
        added_at timestamptz,
        removed_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX grant_applications_grant ON grant_applications (grant_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE grant_applications`);
    await queryRunner.query(`DROP TABLE grant_history`);
    await queryRunner.query(`DROP TABLE grants`);
  }
}
