import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Links sent by email (confirming an address, an admin's new address for an account), the
 * outbox their emails wait in until the notifications service has sent them, when an account's
 * address was confirmed, and the office's settings (one row, every setting off).
 *
 * Accounts stored before have no confirmed address: their members are asked to confirm it.
 */
export class EmailConfirmationAndOfficeSettings1768000000000 implements MigrationInterface {
  name = 'EmailConfirmationAndOfficeSettings1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE account_links (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        purpose text NOT NULL,
        token_hash text NOT NULL,
        email_encrypted text NOT NULL,
        email_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CONSTRAINT account_links_purpose_check CHECK (purpose IN ('confirm-email', 'change-email')),
        CONSTRAINT account_links_token_hash_unique UNIQUE (token_hash),
        CONSTRAINT account_links_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX account_links_user_purpose ON account_links (user_id, purpose)`,
    );
    await queryRunner.query(`CREATE INDEX account_links_expiry ON account_links (expires_at)`);
    await queryRunner.query(`
      CREATE TABLE account_email_outbox (
        id uuid PRIMARY KEY,
        link_id uuid NOT NULL,
        payload_encrypted text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT account_email_outbox_link FOREIGN KEY (link_id)
          REFERENCES account_links (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE office_settings (
        id smallint PRIMARY KEY DEFAULT 1,
        email_confirmation_required boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid,
        CONSTRAINT office_settings_single_row CHECK (id = 1)
      )`);
    await queryRunner.query(`INSERT INTO office_settings (id) VALUES (1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE office_settings`);
    await queryRunner.query(`DROP TABLE account_email_outbox`);
    await queryRunner.query(`DROP TABLE account_links`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN email_confirmed_at`);
  }
}
