import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in failures become attempts of any kind (sign-in, registration), taken before the work
 * they guard; signed-out sessions are kept until their token would have expired anyway.
 */
export class ThrottleAttemptsAndSignedOutSessions1764900000000 implements MigrationInterface {
  name = 'ThrottleAttemptsAndSignedOutSessions1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE login_failures RENAME TO throttled_attempts`);
    await queryRunner.query(
      `ALTER TABLE throttled_attempts RENAME COLUMN failed_at TO attempted_at`,
    );
    await queryRunner.query(
      `ALTER INDEX login_failures_subject_time RENAME TO throttled_attempts_subject_time`,
    );
    await queryRunner.query(
      `CREATE INDEX throttled_attempts_time ON throttled_attempts (attempted_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE signed_out_sessions (
        session_id text PRIMARY KEY,
        user_id uuid NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX signed_out_sessions_expiry ON signed_out_sessions (expires_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE signed_out_sessions`);
    await queryRunner.query(`DROP INDEX throttled_attempts_time`);
    await queryRunner.query(
      `ALTER INDEX throttled_attempts_subject_time RENAME TO login_failures_subject_time`,
    );
    await queryRunner.query(
      `ALTER TABLE throttled_attempts RENAME COLUMN attempted_at TO failed_at`,
    );
    await queryRunner.query(`ALTER TABLE throttled_attempts RENAME TO login_failures`);
  }
}
