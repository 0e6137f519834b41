import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The events for the applications service: files an administrator removed (the applicant is told). */
export class ApplicationsOutbox1769400000000 implements MigrationInterface {
  name = 'ApplicationsOutbox1769400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE applications_outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_id uuid NOT NULL,
        event jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX applications_outbox_event ON applications_outbox (event_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE applications_outbox`);
  }
}
