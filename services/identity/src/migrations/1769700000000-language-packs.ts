import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The nation's language packs: the packs, the texts being edited (drafts), and each publish with
 * its compiled catalogues and font; and the languages flag on accounts (staff who keep them).
 */
export class LanguagePacks1769700000000 implements MigrationInterface {
  name = 'LanguagePacks1769700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE users ADD COLUMN languages boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`
      CREATE TABLE language_packs (
        code text PRIMARY KEY,
        name text NOT NULL,
        locale text NOT NULL,
        script text NOT NULL CONSTRAINT language_packs_script CHECK (script IN ('Latn', 'Cans')),
        fallback text NOT NULL CONSTRAINT language_packs_fallback CHECK (fallback IN ('en', 'fr')),
        current_version integer,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE language_pack_drafts (
        pack_code text NOT NULL,
        message_id text NOT NULL,
        text text NOT NULL,
        updated_by uuid NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (pack_code, message_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE language_pack_publications (
        pack_code text NOT NULL,
        version integer NOT NULL,
        texts jsonb NOT NULL,
        catalogues jsonb NOT NULL,
        font bytea,
        published_by uuid NOT NULL,
        published_at timestamptz NOT NULL,
        PRIMARY KEY (pack_code, version)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE language_pack_publications`);
    await queryRunner.query(`DROP TABLE language_pack_drafts`);
    await queryRunner.query(`DROP TABLE language_packs`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN languages`);
  }
}
