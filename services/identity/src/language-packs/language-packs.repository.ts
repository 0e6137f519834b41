import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LanguagePackPart } from '@portal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import {
  LanguagePackDraftEntity,
  LanguagePackEntity,
  LanguagePackPublicationEntity,
} from './language-pack.entities.js';

/** A publication without its catalogues (the list of publishes). */
export interface PublicationSummary {
  version: number;
  publishedBy: string;
  publishedAt: Date;
  messages: number;
  fontBytes: number | null;
}

/** Every query on the language packs' tables. */
@Injectable()
export class LanguagePacksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findPack(code: string, manager?: EntityManager): Promise<LanguagePackEntity | null> {
    return (manager ?? this.dataSource.manager).findOneBy(LanguagePackEntity, { code });
  }

  /** The pack's row, locked until the transaction ends (one publish at a time per pack). */
  lockPack(code: string, manager: EntityManager): Promise<LanguagePackEntity | null> {
    return manager.findOne(LanguagePackEntity, {
      where: { code },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Inserts the pack; false when the code is taken. */
  async insertPack(pack: LanguagePackEntity): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(LanguagePackEntity)
      .values(pack)
      .orIgnore()
      .returning(['code'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  async savePack(pack: LanguagePackEntity, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).save(LanguagePackEntity, pack);
  }

  packs(): Promise<LanguagePackEntity[]> {
    return this.dataSource.manager.find(LanguagePackEntity, { order: { code: 'ASC' } });
  }

  /** How many drafts each pack has. */
  async draftCounts(): Promise<Map<string, number>> {
    const rows = await this.dataSource.query<{ pack_code: string; drafts: string }[]>(
      `SELECT pack_code, count(*) AS drafts FROM language_pack_drafts GROUP BY pack_code`,
    );
    return new Map(rows.map((row) => [row.pack_code, Number(row.drafts)]));
  }

  /** The published packs with whether their current publication has a font. */
  async published(): Promise<(LanguagePackEntity & { hasFont: boolean })[]> {
    const rows = await this.dataSource.query<
      {
        code: string;
        name: string;
        locale: string;
        script: LanguagePackEntity['script'];
        fallback: LanguagePackEntity['fallback'];
        current_version: number;
        has_font: boolean;
      }[]
    >(
      `SELECT p.code, p.name, p.locale, p.script, p.fallback, p.current_version,
              v.font IS NOT NULL AS has_font
         FROM language_packs p
         JOIN language_pack_publications v
           ON v.pack_code = p.code AND v.version = p.current_version
        ORDER BY p.code`,
    );
    return rows.map((row) =>
      Object.assign(new LanguagePackEntity(), {
        code: row.code,
        name: row.name,
        locale: row.locale,
        script: row.script,
        fallback: row.fallback,
        currentVersion: row.current_version,
        hasFont: row.has_font,
      }),
    );
  }

  async drafts(code: string, manager?: EntityManager): Promise<Map<string, string>> {
    const rows = await (manager ?? this.dataSource.manager).find(LanguagePackDraftEntity, {
      where: { packCode: code },
    });
    return new Map(rows.map((row) => [row.messageId, row.text]));
  }

  async saveDrafts(
    code: string,
    texts: ReadonlyMap<string, string>,
    by: string,
    at: Date,
  ): Promise<void> {
    if (texts.size === 0) return;
    const rows = [...texts].map(([messageId, text]) =>
      Object.assign(new LanguagePackDraftEntity(), {
        packCode: code,
        messageId,
        text,
        updatedBy: by,
        updatedAt: at,
      }),
    );
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(LanguagePackDraftEntity)
      .values(rows)
      .orUpdate(['text', 'updated_by', 'updated_at'], ['pack_code', 'message_id'])
      .execute();
  }

  async clearDraft(code: string, messageId: string): Promise<void> {
    await this.dataSource.manager.delete(LanguagePackDraftEntity, { packCode: code, messageId });
  }

  /** The texts of a publication, or undefined when it does not exist. */
  async publishedTexts(code: string, version: number): Promise<Record<string, string> | undefined> {
    const row = await this.dataSource.manager.findOne(LanguagePackPublicationEntity, {
      select: { texts: true },
      where: { packCode: code, version },
    });
    return row?.texts;
  }

  /** One part's catalogue of a publication, or undefined when the publication does not exist. */
  async catalogue(
    code: string,
    version: number,
    part: LanguagePackPart,
  ): Promise<Record<string, unknown[]> | undefined> {
    const [row] = await this.dataSource.query<{ catalogue: Record<string, unknown[]> | null }[]>(
      `SELECT catalogues -> $3 AS catalogue FROM language_pack_publications
        WHERE pack_code = $1 AND version = $2`,
      [code, version, part],
    );
    return row ? (row.catalogue ?? {}) : undefined;
  }

  /** A publication's font: undefined when there is no such publication, null when it has none. */
  async font(code: string, version: number): Promise<Buffer | null | undefined> {
    const [row] = await this.dataSource.query<{ font: Buffer | null }[]>(
      `SELECT font FROM language_pack_publications WHERE pack_code = $1 AND version = $2`,
      [code, version],
    );
    return row ? row.font : undefined;
  }

  async lastVersion(code: string, manager: EntityManager): Promise<number> {
    const [row] = await manager.query<{ last: number | null }[]>(
      `SELECT max(version) AS last FROM language_pack_publications WHERE pack_code = $1`,
      [code],
    );
    return row?.last ?? 0;
  }

  async insertPublication(
    publication: LanguagePackPublicationEntity,
    manager: EntityManager,
  ): Promise<void> {
    await manager.save(LanguagePackPublicationEntity, publication);
  }

  async publications(code: string): Promise<PublicationSummary[]> {
    const rows = await this.dataSource.query<
      {
        version: number;
        published_by: string;
        published_at: Date;
        messages: number;
        font_bytes: number | null;
      }[]
    >(
      `SELECT version, published_by, published_at,
              (SELECT count(*) FROM jsonb_object_keys(texts))::int AS messages,
              octet_length(font) AS font_bytes
         FROM language_pack_publications
        WHERE pack_code = $1
        ORDER BY version DESC`,
      [code],
    );
    return rows.map((row) => ({
      version: row.version,
      publishedBy: row.published_by,
      publishedAt: row.published_at,
      messages: row.messages,
      fontBytes: row.font_bytes,
    }));
  }
}
