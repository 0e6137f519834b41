import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox of removed applications for the files service (its orphaned files). */
export class CreateFilesOutbox1766200000000 implements MigrationInterface {
  name = 'CreateFilesOutbox1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE files_outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        application_id uuid NOT NULL,
        occurred_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE files_outbox`);
  }
}
