import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The ledger of decisions from the reviews service applied, by event id. */
export class AppliedDecisions1769800000000 implements MigrationInterface {
  name = 'AppliedDecisions1769800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "applied_decisions" (
        "event_id" uuid NOT NULL,
        "applied_at" timestamptz NOT NULL,
        CONSTRAINT "PK_applied_decisions" PRIMARY KEY ("event_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "applied_decisions"`);
  }
}
