import type { MigrationInterface, QueryRunner } from 'typeorm';
import { nameWordHashes } from '../applications/applicant-name-words.js';
import type { ApplicationCipher } from '../applications/application.cipher.js';

/** Rows decrypted per round trip, so a big table is not read into memory at once. */
const batchSize = 500;

/**
 * The reviewers' table is filtered, searched, sorted and paged in SQL: indexes for each filter
 * with the newest-first order (by grant, by status), and the keyed hashes of the applicant
 * names' words (applicant-name-words.ts), written here for the applications already there. It
 * needs the key to read their names, hence a function of the cipher.
 */
export function applicationsTableSearchMigration(cipher: ApplicationCipher) {
  return class ApplicationsTableSearch1769500000000 implements MigrationInterface {
    name = 'ApplicationsTableSearch1769500000000';

    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`
        CREATE TABLE application_name_words (
          word_hash text NOT NULL,
          application_id uuid NOT NULL,
          CONSTRAINT application_name_words_pkey PRIMARY KEY (word_hash, application_id),
          CONSTRAINT application_name_words_application FOREIGN KEY (application_id)
            REFERENCES applications (id) ON DELETE CASCADE
        )`);
      await queryRunner.query(`DROP INDEX applications_grant`);
      await queryRunner.query(
        `CREATE INDEX applications_grant_submitted ON applications (grant_id, date_submitted, id)`,
      );
      await queryRunner.query(
        `CREATE INDEX applications_status_submitted ON applications (status, date_submitted, id)`,
      );
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows = (await queryRunner.query(
          `SELECT id, applicant_name_encrypted FROM applications WHERE id > $1 ORDER BY id LIMIT ${batchSize}`,
          [after],
        )) as Array<{ id: string; applicant_name_encrypted: string }>;
        if (rows.length === 0) break;
        for (const row of rows) {
          const name = cipher.records.applicant.decryptField(
            'name',
            { id: row.id },
            row.applicant_name_encrypted,
          );
          const hashes = nameWordHashes(cipher.lookup, name);
          if (hashes.length === 0) continue;
          await queryRunner.query(
            `INSERT INTO application_name_words (word_hash, application_id)
             SELECT unnest($2::text[]), $1 ON CONFLICT DO NOTHING`,
            [row.id, hashes],
          );
        }
        after = rows[rows.length - 1].id;
      }
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`DROP INDEX applications_status_submitted`);
      await queryRunner.query(`DROP INDEX applications_grant_submitted`);
      await queryRunner.query(`CREATE INDEX applications_grant ON applications (grant_id)`);
      await queryRunner.query(`DROP TABLE application_name_words`);
    }
  };
}
