import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The earlier files of submitted applications: replaced (the object kept for staff) or removed
 * by an administrator (recorded, the object gone).
 */
export class CreateFileHistory1769000000000 implements MigrationInterface {
  name = 'CreateFileHistory1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "file_history" (
        "id" uuid NOT NULL,
        "application_id" uuid NOT NULL,
        "question_key" text NOT NULL,
        "event" text NOT NULL,
        "at" timestamptz NOT NULL,
        "actor_id" uuid NOT NULL,
        "object_key" text,
        "original_name" text NOT NULL,
        "size_bytes" bigint NOT NULL,
        "media_type" text NOT NULL,
        "uploader_id" uuid NOT NULL,
        "uploaded_at" timestamptz NOT NULL,
        CONSTRAINT "PK_file_history" PRIMARY KEY ("id"),
        CONSTRAINT "file_history_event" CHECK ("event" IN ('replaced', 'removed'))
      )`);
    await queryRunner.query(
      `CREATE INDEX "file_history_application" ON "file_history" ("application_id", "at")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "file_history_object_key" ON "file_history" ("object_key")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "file_history"`);
  }
}
