import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An earlier file of an application, kept in its history: replaced by a newer upload once the
 * application was submitted (its object kept, so staff can still download it), or removed by an
 * administrator (its object gone; who removed it and when are kept). Drafts keep no history.
 */
@Entity({ name: 'file_history' })
@Check('file_history_event', `"event" IN ('replaced', 'removed')`)
@Index('file_history_application', ['applicationId', 'at'])
export class FileHistoryEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'question_key', type: 'text' })
  questionKey!: string;

  /** 'replaced' or 'removed'. */
  @Column({ type: 'text' })
  event!: 'replaced' | 'removed';

  /** When it was replaced or removed. */
  @Column({ type: 'timestamptz' })
  at!: Date;

  /** Who replaced (the uploader of the newer file) or removed it. */
  @Column({ name: 'actor_id', type: 'uuid' })
  actorId!: string;

  /** The object still in the store (a replaced file); null once removed. */
  @Index('file_history_object_key', { unique: true })
  @Column({ name: 'object_key', type: 'text', nullable: true })
  objectKey!: string | null;

  @Column({ name: 'original_name', type: 'text' })
  originalName!: string;

  @Column({ name: 'size_bytes', type: 'bigint' })
  sizeBytes!: string;

  @Column({ name: 'media_type', type: 'text' })
  mediaType!: string;

  @Column({ name: 'uploader_id', type: 'uuid' })
  uploaderId!: string;

  @Column({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt!: Date;
}
