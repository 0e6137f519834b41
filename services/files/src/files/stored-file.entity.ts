import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One uploaded file: written only after its object is in the store (never a row without its
 * object). One per application and question key; a new upload replaces the row.
 */
@Entity({ name: 'files' })
@Index('files_application_question_key', ['applicationId', 'questionKey'], { unique: true })
export class StoredFileEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** The object's name in the bucket: a server-made uuid, never derived from the upload's name. */
  @Index('files_object_key', { unique: true })
  @Column({ name: 'object_key', type: 'text' })
  objectKey!: string;

  /** The member's name for the file: shown, and given back on download; never a path. */
  @Column({ name: 'original_name', type: 'text' })
  originalName!: string;

  @Column({ name: 'size_bytes', type: 'bigint' })
  sizeBytes!: string;

  /** Decided from the content and the extension together at upload. */
  @Column({ name: 'media_type', type: 'text' })
  mediaType!: string;

  @Column({ name: 'uploader_id', type: 'uuid' })
  uploaderId!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  /** The grant's title, as the applications service gave it at upload. */
  @Column({ name: 'application_name', type: 'text', nullable: true })
  applicationName!: string | null;

  /** Spec §3's `user` and `applicantName`, encrypted (file.cipher.ts), as they were at upload. */
  @Column({ name: 'uploader_first_name_encrypted', type: 'text' })
  uploaderFirstNameEncrypted!: string;

  @Column({ name: 'uploader_last_name_encrypted', type: 'text' })
  uploaderLastNameEncrypted!: string;

  @Column({ name: 'uploader_email_encrypted', type: 'text' })
  uploaderEmailEncrypted!: string;

  @Column({ name: 'applicant_name_encrypted', type: 'text', nullable: true })
  applicantNameEncrypted!: string | null;

  /**
   * Uploaded to a draft and not yet seen submitted: the file manager asks the
   * applications service whether it still is one. False once it is an application's.
   */
  @Column({ name: 'may_be_draft', type: 'boolean', default: true })
  mayBeDraft!: boolean;

  @Column({ name: 'question_key', type: 'text' })
  questionKey!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
