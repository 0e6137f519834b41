import { createEncryptionKeyCheckTable, dropEncryptionKeyCheckTable } from '@portal/nest-kit';
import type { ApplicationAnswers } from '@portal/contract';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { ApplicationCipher } from '../applications/application.cipher.js';

/** Rows (de)crypted per round trip, so a big table is not read into memory at once. */
const batchSize = 500;

/**
 * The applicant's name, email and answers, and the names in the status history, encrypted at
 * rest (decisions §5): new columns, the rows already there encrypted with this service's key,
 * then the clear columns dropped. `down` decrypts them back into clear columns. Both need the
 * key, so the migration is made with the service's cipher (migrations/index.ts).
 */
export function encryptApplicantDataMigration(cipher: ApplicationCipher) {
  return class EncryptApplicantData1766100000000 implements MigrationInterface {
    name = 'EncryptApplicantData1766100000000';

    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`
        ALTER TABLE applications
          ADD COLUMN applicant_name_encrypted text,
          ADD COLUMN applicant_email_encrypted text,
          ADD COLUMN applicant_email_hash text,
          ADD COLUMN answers_encrypted text`);
      await queryRunner.query(
        `ALTER TABLE application_status_history ADD COLUMN actor_name_encrypted text`,
      );

      await forEachBatch(
        queryRunner,
        `SELECT id, applicant_name, applicant_email, answers FROM applications
          WHERE applicant_name_encrypted IS NULL ORDER BY id LIMIT ${batchSize}`,
        async (row: ClearApplication) => {
          const sealed = cipher.encryptApplicant(row.id, {
            name: row.applicant_name,
            email: row.applicant_email,
          });
          await queryRunner.query(
            `UPDATE applications
                SET applicant_name_encrypted = $2, applicant_email_encrypted = $3,
                    applicant_email_hash = $4, answers_encrypted = $5
              WHERE id = $1`,
            [
              row.id,
              sealed.applicantNameEncrypted,
              sealed.applicantEmailEncrypted,
              cipher.formerEmailHash(row.applicant_email),
              cipher.encryptAnswers(row.id, row.answers),
            ],
          );
        },
      );
      await forEachBatch(
        queryRunner,
        `SELECT id, application_id, actor_id, actor_name FROM application_status_history
          WHERE actor_name_encrypted IS NULL ORDER BY id LIMIT ${batchSize}`,
        async (row: ClearStatus) => {
          await queryRunner.query(
            `UPDATE application_status_history SET actor_name_encrypted = $2 WHERE id = $1`,
            [
              row.id,
              cipher.encryptActorName({
                applicationId: row.application_id,
                actorId: row.actor_id,
                actorName: row.actor_name,
              }),
            ],
          );
        },
      );

      await queryRunner.query(`
        ALTER TABLE applications
          ALTER COLUMN applicant_name_encrypted SET NOT NULL,
          ALTER COLUMN applicant_email_encrypted SET NOT NULL,
          ALTER COLUMN applicant_email_hash SET NOT NULL,
          ALTER COLUMN answers_encrypted SET NOT NULL`);
      await queryRunner.query(
        `ALTER TABLE application_status_history ALTER COLUMN actor_name_encrypted SET NOT NULL`,
      );
      await queryRunner.query(`DROP INDEX applications_applicant_email`);
      await queryRunner.query(`
        ALTER TABLE applications
          DROP COLUMN applicant_name,
          DROP COLUMN applicant_email,
          DROP COLUMN answers`);
      await queryRunner.query(`ALTER TABLE application_status_history DROP COLUMN actor_name`);
      await queryRunner.query(
        `CREATE INDEX applications_applicant_email_hash ON applications (applicant_email_hash)`,
      );

      await createEncryptionKeyCheckTable(queryRunner, { value: cipher.keyCheckValue() });
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await dropEncryptionKeyCheckTable(queryRunner);
      await queryRunner.query(`
        ALTER TABLE applications
          ADD COLUMN applicant_name text,
          ADD COLUMN applicant_email text,
          ADD COLUMN answers jsonb`);
      await queryRunner.query(`ALTER TABLE application_status_history ADD COLUMN actor_name text`);

      await forEachBatch(
        queryRunner,
        `SELECT id, applicant_name_encrypted, applicant_email_encrypted, answers_encrypted
           FROM applications WHERE applicant_name IS NULL ORDER BY id LIMIT ${batchSize}`,
        async (row: SealedApplication) => {
          const applicant = cipher.decryptApplicant({
            id: row.id,
            applicantNameEncrypted: row.applicant_name_encrypted,
            applicantEmailEncrypted: row.applicant_email_encrypted,
          });
          const answers = cipher.decryptAnswers(row.id, row.answers_encrypted);
          await queryRunner.query(
            `UPDATE applications SET applicant_name = $2, applicant_email = $3, answers = $4
              WHERE id = $1`,
            [row.id, applicant.name, applicant.email, JSON.stringify(answers)],
          );
        },
      );
      await forEachBatch(
        queryRunner,
        `SELECT id, application_id, actor_id, actor_name_encrypted FROM application_status_history
          WHERE actor_name IS NULL ORDER BY id LIMIT ${batchSize}`,
        async (row: SealedStatus) => {
          await queryRunner.query(
            `UPDATE application_status_history SET actor_name = $2 WHERE id = $1`,
            [
              row.id,
              cipher.decryptActorName({
                applicationId: row.application_id,
                actorId: row.actor_id,
                actorNameEncrypted: row.actor_name_encrypted,
              }),
            ],
          );
        },
      );

      await queryRunner.query(`
        ALTER TABLE applications
          ALTER COLUMN applicant_name SET NOT NULL,
          ALTER COLUMN applicant_email SET NOT NULL,
          ALTER COLUMN answers SET NOT NULL`);
      await queryRunner.query(
        `ALTER TABLE application_status_history ALTER COLUMN actor_name SET NOT NULL`,
      );
      await queryRunner.query(`DROP INDEX applications_applicant_email_hash`);
      await queryRunner.query(`
        ALTER TABLE applications
          DROP COLUMN applicant_name_encrypted,
          DROP COLUMN applicant_email_encrypted,
          DROP COLUMN applicant_email_hash,
          DROP COLUMN answers_encrypted`);
      await queryRunner.query(
        `ALTER TABLE application_status_history DROP COLUMN actor_name_encrypted`,
      );
      await queryRunner.query(
        `CREATE INDEX applications_applicant_email ON applications (lower(applicant_email))`,
      );
    }
  };
}

interface ClearApplication {
  id: string;
  applicant_name: string;
  applicant_email: string;
  answers: ApplicationAnswers;
}
interface ClearStatus {
  id: string;
  application_id: string;
  actor_id: string | null;
  actor_name: string;
}
interface SealedApplication {
  id: string;
  applicant_name_encrypted: string;
  applicant_email_encrypted: string;
  answers_encrypted: string;
}
interface SealedStatus {
  id: string;
  application_id: string;
  actor_id: string | null;
  actor_name_encrypted: string;
}

/**
 * Runs `select` (rows still to do, a batch at a time) and `each` on every row until none is left:
 * `each` must make the row leave the selection.
 */
async function forEachBatch<Row>(
  queryRunner: QueryRunner,
  select: string,
  each: (row: Row) => Promise<void>,
): Promise<void> {
  for (;;) {
    const rows = (await queryRunner.query(select)) as Row[];
    for (const row of rows) await each(row);
    if (rows.length < batchSize) return;
  }
}
