import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A member's draft of an application to one grant: one per member and grant (the
 * unique index decides between two first saves at once). Not an application: no status, no
 * reference, never in a list but its member's. Its id becomes the application's on submit.
 * The answers and the member's name are personal data, encrypted like an application's
 * (application.cipher.ts).
 */
@Entity({ name: 'application_drafts' })
@Index('application_drafts_member_grant', ['userId', 'grantId'], { unique: true })
@Index('application_drafts_grant', ['grantId'])
export class ApplicationDraftEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'grant_id', type: 'uuid' })
  grantId!: string;

  @Column({ name: 'grant_title', type: 'text' })
  grantTitle!: string;

  /** When the grant closes, as last read (each save, and the reminders' rounds). */
  @Column({ name: 'closes_at', type: 'timestamptz', nullable: true })
  closesAt!: Date | null;

  /** The member's name, for the files uploaded to the draft (the owner endpoint). */
  @Column({ name: 'applicant_name_encrypted', type: 'text' })
  applicantNameEncrypted!: string;

  @Column({ name: 'answers_encrypted', type: 'text' })
  answersEncrypted!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
