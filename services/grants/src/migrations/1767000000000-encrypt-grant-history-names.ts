import { createEncryptionKeyCheckTable, dropEncryptionKeyCheckTable } from '@portal/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { GrantHistoryCipher } from '../grants/grant-history.cipher.js';

/** Rows (de)crypted per round trip, so a long history is not read into memory at once. */
const batchSize = 500;

interface ClearHistoryRow {
  id: string;
  grant_id: string;
  actor_id: string | null;
  actor_name: string;
}

type SealedHistoryRow = Omit<ClearHistoryRow, 'actor_name'> & { actor_name_encrypted: string };

/**
 * The names in grants' history encrypted at rest (decisions §5), as applications' history is: a
 * new column, the rows already there encrypted with this service's key, the clear column dropped;
 * and the key check (nest-kit's encryptionKeyCheck) kept with the same key. `down` decrypts the
 * names back. Both need the key, so the migration is made with the service's cipher.
 */
export function encryptGrantHistoryNamesMigration(cipher: GrantHistoryCipher) {
  return class EncryptGrantHistoryNames1767000000000 implements MigrationInterface {
    name = 'EncryptGrantHistoryNames1767000000000';

    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`ALTER TABLE grant_history ADD COLUMN actor_name_encrypted text`);
      for (;;) {
        const rows = (await queryRunner.query(
          `SELECT id, grant_id, actor_id, actor_name FROM grant_history
            WHERE actor_name_encrypted IS NULL ORDER BY id LIMIT ${batchSize}`,
        )) as ClearHistoryRow[];
        for (const row of rows)
          await queryRunner.query(
            `UPDATE grant_history SET actor_name_encrypted = $2 WHERE id = $1`,
            [
              row.id,
              cipher.encryptActorName(
                { grantId: row.grant_id, actorId: row.actor_id },
                row.actor_name,
              ),
            ],
          );
        if (rows.length < batchSize) break;
      }
      await queryRunner.query(
        `ALTER TABLE grant_history ALTER COLUMN actor_name_encrypted SET NOT NULL`,
      );
      await queryRunner.query(`ALTER TABLE grant_history DROP COLUMN actor_name`);

      await createEncryptionKeyCheckTable(queryRunner, { value: cipher.keyCheckValue() });
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await dropEncryptionKeyCheckTable(queryRunner);
      await queryRunner.query(`ALTER TABLE grant_history ADD COLUMN actor_name text`);
      for (;;) {
        const rows = (await queryRunner.query(
          `SELECT id, grant_id, actor_id, actor_name_encrypted FROM grant_history
            WHERE actor_name IS NULL ORDER BY id LIMIT ${batchSize}`,
        )) as SealedHistoryRow[];
        for (const row of rows)
          await queryRunner.query(`UPDATE grant_history SET actor_name = $2 WHERE id = $1`, [
            row.id,
            cipher.decryptActorName(
              { grantId: row.grant_id, actorId: row.actor_id },
              row.actor_name_encrypted,
            ),
          ]);
        if (rows.length < batchSize) break;
      }
      await queryRunner.query(`ALTER TABLE grant_history ALTER COLUMN actor_name SET NOT NULL`);
      await queryRunner.query(`ALTER TABLE grant_history DROP COLUMN actor_name_encrypted`);
    }
  };
}
