import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Grants that are archived instead of deleted (`archived_at`), who submitted a grant for
 * approval (`submitted_by`, read back from the history for the grants waiting now), and the
 * outbox of the notices the grants service sends (a grant waiting for a second approver).
 */
export class ArchiveAndSecondApproval1769270000000 implements MigrationInterface {
  name = 'ArchiveAndSecondApproval1769270000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE grants ADD COLUMN submitted_by uuid`);
    await queryRunner.query(`ALTER TABLE grants ADD COLUMN archived_at timestamptz`);
    await queryRunner.query(`CREATE INDEX grants_archived ON grants (archived_at)`);
    // A grant waiting for approval now was submitted by whoever last moved it there.
    await queryRunner.query(`
      UPDATE grants g
         SET submitted_by = (
               SELECT h.actor_id FROM grant_history h
                WHERE h.grant_id = g.id AND h.to_status = 'pendingApproval'
                ORDER BY h.at DESC, h.id DESC LIMIT 1)
       WHERE g.status = 'pendingApproval'`);
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
    await queryRunner.query(`DROP INDEX grants_archived`);
    await queryRunner.query(`ALTER TABLE grants DROP COLUMN archived_at`);
    await queryRunner.query(`ALTER TABLE grants DROP COLUMN submitted_by`);
  }
}
