import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Getting back in: links to choose a new password and invitations join the account links;
 * an invited account has no password until its holder sets one, and staff and admins need no
 * card number (a member still must have one); `sessions_valid_from` ends every session of an
 * account signed in before it (a password reset), without a list of sessions.
 */
export class PasswordLinksAndInvitedStaff1769000000000 implements MigrationInterface {
  name = 'PasswordLinksAndInvitedStaff1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ALTER COLUMN card_number_encrypted DROP NOT NULL,
        ALTER COLUMN card_number_hash DROP NOT NULL,
        ALTER COLUMN password_hash DROP NOT NULL,
        ADD COLUMN sessions_valid_from timestamptz,
        ADD CONSTRAINT users_member_card_check
          CHECK (user_type <> 'user' OR (card_number_encrypted IS NOT NULL AND card_number_hash IS NOT NULL))`);
    await queryRunner.query(
      `ALTER TABLE account_links DROP CONSTRAINT account_links_purpose_check`,
    );
    await queryRunner.query(`
      ALTER TABLE account_links ADD CONSTRAINT account_links_purpose_check
        CHECK (purpose IN ('confirm-email', 'change-email', 'reset-password', 'invite'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const [{ count }] = (await queryRunner.query(
      `SELECT count(*)::int AS count FROM users
        WHERE card_number_hash IS NULL OR password_hash IS NULL`,
    )) as Array<{ count: number }>;
    if (count > 0)
      throw new Error(
        `${count} account(s) have no card number or no password yet (invited staff): delete them, or give them a card number and a password, before going back`,
      );
    await queryRunner.query(
      `DELETE FROM account_links WHERE purpose IN ('reset-password', 'invite')`,
    );
    await queryRunner.query(
      `ALTER TABLE account_links DROP CONSTRAINT account_links_purpose_check`,
    );
    await queryRunner.query(`
      ALTER TABLE account_links ADD CONSTRAINT account_links_purpose_check
        CHECK (purpose IN ('confirm-email', 'change-email'))`);
    await queryRunner.query(`
      ALTER TABLE users
        DROP CONSTRAINT users_member_card_check,
        DROP COLUMN sessions_valid_from,
        ALTER COLUMN password_hash SET NOT NULL,
        ALTER COLUMN card_number_hash SET NOT NULL,
        ALTER COLUMN card_number_encrypted SET NOT NULL`);
  }
}
