import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The builder's setting "one application per member": on for every grant already there (the
 * portal's rule from now on), and for a new grant unless its builder allows several.
 */
export class OneApplicationPerMember1769100000000 implements MigrationInterface {
  name = 'OneApplicationPerMember1769100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE grants ADD COLUMN one_application_per_member boolean NOT NULL DEFAULT true`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE grants DROP COLUMN one_application_per_member`);
  }
}
