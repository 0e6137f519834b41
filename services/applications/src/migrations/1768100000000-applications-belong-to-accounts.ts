import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { ApplicationCipher } from '../applications/application.cipher.js';

/** Rows (de)crypted per round trip in `down`. */
const batchSize = 500;

/**
 * An application belongs to the account that submitted it, never to its email (decisions §3):
 * a later account with the same address (after the first was deleted, or given another address)
 * must see nothing of it. The keyed hash of the applicant's email, by which a member's list and
 * "is this the applicant" also matched, is dropped with its index.
 *
 * Nothing needs moving to an account id: every application has carried its account's id since
 * the first migration (`user_id uuid NOT NULL`), as every draft (`application_drafts.user_id`),
 * every file (by its application) and every notice (`recipient_id`) has. What changes is that an
 * email alone no longer finds anything.
 *
 * `down` writes the hashes back (it needs the key, hence a function of the cipher).
 */
export function applicationsBelongToAccountsMigration(cipher: ApplicationCipher) {
  return class ApplicationsBelongToAccounts1768100000000 implements MigrationInterface {
    name = 'ApplicationsBelongToAccounts1768100000000';

    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`DROP INDEX applications_applicant_email_hash`);
      await queryRunner.query(`ALTER TABLE applications DROP COLUMN applicant_email_hash`);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`ALTER TABLE applications ADD COLUMN applicant_email_hash text`);
      for (;;) {
        const rows = (await queryRunner.query(
          `SELECT id, applicant_email_encrypted FROM applications
            WHERE applicant_email_hash IS NULL ORDER BY id LIMIT ${batchSize}`,
        )) as Array<{ id: string; applicant_email_encrypted: string }>;
        if (rows.length === 0) break;
        for (const row of rows) {
          const email = cipher.records.applicant.decryptField(
            'email',
            { id: row.id },
            row.applicant_email_encrypted,
          );
          await queryRunner.query(
            `UPDATE applications SET applicant_email_hash = $2 WHERE id = $1`,
            [row.id, cipher.formerEmailHash(email)],
          );
        }
      }
      await queryRunner.query(
        `ALTER TABLE applications ALTER COLUMN applicant_email_hash SET NOT NULL`,
      );
      await queryRunner.query(
        `CREATE INDEX applications_applicant_email_hash ON applications (applicant_email_hash)`,
      );
    }
  };
}
