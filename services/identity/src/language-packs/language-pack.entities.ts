import type { LanguagePackFallback, LanguagePackScript } from '@portal/contract';
import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** A nation's language pack: what it is called and how it is written. */
@Entity({ name: 'language_packs' })
@Check('language_packs_script', `script IN ('Latn', 'Cans')`)
@Check('language_packs_fallback', `fallback IN ('en', 'fr')`)
export class LanguagePackEntity {
  @PrimaryColumn({ type: 'text' })
  code!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  locale!: string;

  @Column({ type: 'text' })
  script!: LanguagePackScript;

  @Column({ type: 'text' })
  fallback!: LanguagePackFallback;

  /** The publication pages load; null until the first publish. */
  @Column({ name: 'current_version', type: 'integer', nullable: true })
  currentVersion!: number | null;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** One message's text being edited in a pack (not seen by members until published). */
@Entity({ name: 'language_pack_drafts' })
export class LanguagePackDraftEntity {
  @PrimaryColumn({ name: 'pack_code', type: 'text' })
  packCode!: string;

  @PrimaryColumn({ name: 'message_id', type: 'text' })
  messageId!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ name: 'updated_by', type: 'uuid' })
  updatedBy!: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/**
 * A publish: the texts as they were (for the editors and the PO export), each part's catalogue
 * compiled to syntax trees (what the pages load), the font subset to the pack's characters.
 */
@Entity({ name: 'language_pack_publications' })
export class LanguagePackPublicationEntity {
  @PrimaryColumn({ name: 'pack_code', type: 'text' })
  packCode!: string;

  @PrimaryColumn({ type: 'integer' })
  version!: number;

  /** `{ "<id>": "<ICU text>" }` */
  @Column({ type: 'jsonb' })
  texts!: Record<string, string>;

  /** `{ "<part>": { "<id>": <syntax trees> } }` */
  @Column({ type: 'jsonb' })
  catalogues!: Record<string, Record<string, unknown[]>>;

  /** WOFF2, or null for a pack without a font of its own. */
  @Column({ type: 'bytea', nullable: true, select: false })
  font!: Buffer | null;

  @Column({ name: 'published_by', type: 'uuid' })
  publishedBy!: string;

  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt!: Date;
}
