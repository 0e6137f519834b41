import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAccounts1763800000000 implements MigrationInterface {
  name = 'CreateAccounts1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        first_name_encrypted text NOT NULL,
        last_name_encrypted text NOT NULL,
        email_encrypted text NOT NULL,
        email_hash text NOT NULL,
        card_number_encrypted text NOT NULL,
        card_number_hash text NOT NULL,
        user_type text NOT NULL CHECK (user_type IN ('user', 'staff', 'admin')),
        education boolean NOT NULL DEFAULT false,
        harvesting boolean NOT NULL DEFAULT false,
        community_outreach boolean NOT NULL DEFAULT false,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_hash_unique UNIQUE (email_hash),
        CONSTRAINT users_card_number_hash_unique UNIQUE (card_number_hash)
      )`);
    await queryRunner.query(`CREATE INDEX users_user_type ON users (user_type)`);
    await queryRunner.query(`
      CREATE TABLE login_failures (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        subject text NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX login_failures_subject_time ON login_failures (subject, failed_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE login_failures`);
    await queryRunner.query(`DROP TABLE users`);
  }
}
