import { createEncryptionKeyCheckTable, dropEncryptionKeyCheckTable } from '@portal/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Review panels, assignments with their reviews, reviewers' conflict lists, the history, the
 * record of exports, and decisions with their outbox to the applications service.
 */
export class CreateReviews1769800000000 implements MigrationInterface {
  name = 'CreateReviews1769800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "panels" (
        "grant_id" uuid NOT NULL,
        "reviewers_per_application" int,
        "blind" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "PK_panels" PRIMARY KEY ("grant_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "panel_reviewers" (
        "grant_id" uuid NOT NULL,
        "reviewer_id" uuid NOT NULL,
        "reviewer_name" text NOT NULL,
        "added_at" timestamptz NOT NULL,
        CONSTRAINT "PK_panel_reviewers" PRIMARY KEY ("grant_id", "reviewer_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "assignments" (
        "id" uuid NOT NULL,
        "grant_id" uuid NOT NULL,
        "application_id" uuid NOT NULL,
        "reviewer_id" uuid NOT NULL,
        "applicant_id" uuid NOT NULL,
        "assigned_at" timestamptz NOT NULL,
        "recused_at" timestamptz,
        "state" text NOT NULL,
        "scores" jsonb NOT NULL,
        "comments_encrypted" text,
        "score_hundredths" int,
        "submitted_at" timestamptz,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "PK_assignments" PRIMARY KEY ("id"),
        CONSTRAINT "assignments_state" CHECK ("state" IN ('not_started', 'draft', 'submitted'))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "assignments_application_reviewer" ON "assignments" ("application_id", "reviewer_id")`,
    );
    await queryRunner.query(`CREATE INDEX "assignments_reviewer" ON "assignments" ("reviewer_id")`);
    await queryRunner.query(`CREATE INDEX "assignments_grant" ON "assignments" ("grant_id")`);
    await queryRunner.query(`
      CREATE TABLE "conflicts" (
        "id" uuid NOT NULL,
        "reviewer_id" uuid NOT NULL,
        "member_id" uuid NOT NULL,
        "note_encrypted" text,
        "declared_at" timestamptz NOT NULL,
        CONSTRAINT "PK_conflicts" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "conflicts_reviewer_member" ON "conflicts" ("reviewer_id", "member_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "review_history" (
        "id" uuid NOT NULL,
        "action" text NOT NULL,
        "grant_id" uuid,
        "application_id" uuid,
        "reviewer_id" uuid,
        "actor_id" uuid NOT NULL,
        "at" timestamptz NOT NULL,
        "reason_encrypted" text,
        "detail" jsonb,
        CONSTRAINT "PK_review_history" PRIMARY KEY ("id"),
        CONSTRAINT "review_history_action" CHECK ("action" IN ('panel_set', 'assigned', 'recused', 'conflict_declared', 'conflict_removed', 'submitted', 'reopened', 'blind_changed', 'reviewer_removed'))
      )`);
    await queryRunner.query(
      `CREATE INDEX "review_history_grant" ON "review_history" ("grant_id", "at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "disclosures" (
        "id" uuid NOT NULL,
        "grant_id" uuid NOT NULL,
        "actor_id" uuid NOT NULL,
        "at" timestamptz NOT NULL,
        "rows" int NOT NULL,
        "blind" boolean NOT NULL,
        "format" text NOT NULL,
        CONSTRAINT "PK_disclosures" PRIMARY KEY ("id"),
        CONSTRAINT "disclosures_format" CHECK ("format" IN ('csv'))
      )`);
    await queryRunner.query(`CREATE INDEX "disclosures_at" ON "disclosures" ("at")`);
    await queryRunner.query(`
      CREATE TABLE "decisions" (
        "id" uuid NOT NULL,
        "batch_id" uuid NOT NULL,
        "grant_id" uuid NOT NULL,
        "application_id" uuid NOT NULL,
        "status" text NOT NULL,
        "actor_id" uuid NOT NULL,
        "at" timestamptz NOT NULL,
        CONSTRAINT "PK_decisions" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "decisions_batch_application" ON "decisions" ("batch_id", "application_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "decisions_outbox" (
        "id" uuid NOT NULL,
        "event" jsonb NOT NULL,
        CONSTRAINT "PK_decisions_outbox" PRIMARY KEY ("id")
      )`);
    // Filled at the first start (nest-kit's encryptionKeyCheck): a later start with another key stops.
    await createEncryptionKeyCheckTable(queryRunner, { primaryKeyName: 'PK_encryption_key_check' });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropEncryptionKeyCheckTable(queryRunner);
    await queryRunner.query(`DROP TABLE "decisions_outbox"`);
    await queryRunner.query(`DROP TABLE "decisions"`);
    await queryRunner.query(`DROP TABLE "disclosures"`);
    await queryRunner.query(`DROP TABLE "review_history"`);
    await queryRunner.query(`DROP TABLE "conflicts"`);
    await queryRunner.query(`DROP TABLE "assignments"`);
    await queryRunner.query(`DROP TABLE "panel_reviewers"`);
    await queryRunner.query(`DROP TABLE "panels"`);
  }
}
