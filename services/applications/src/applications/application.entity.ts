import type { ApplicationPortal, ApplicationState, GrantType, Section } from '@portal/contract';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A row of `applications.applications`: the answers, and what the applicant was asked (the
 * grant's title, type and sections as they were at submission, decisions §4).
 *
 * Personal data (decisions §5): the applicant's name and email (a copy of the account's at
 * submission) and the answers are AES-256-GCM ciphertexts, each bound to its column and row
 * (application.cipher.ts). Whose it is, is its account (`userId`, decisions §3), never its
 * email, which a later account may hold. The sections are the grant's
 * questions, not the applicant's data, and stay readable.
 */
@Entity({ name: 'applications' })
@Check(
  'applications_status_check',
  `status IN ('submitted', 'reviewed', 'approved', 'rejected', 'needsMoreInfo', 'withdrawn')`,
)
@Check('applications_portal_check', `portal IN ('education')`)
@Index('applications_submitted', ['dateSubmitted', 'id'])
@Index('applications_user', ['userId', 'dateSubmitted'])
@Index('applications_grant_submitted', ['grantId', 'dateSubmitted', 'id'])
@Index('applications_status_submitted', ['status', 'dateSubmitted', 'id'])
@Index('applications_reference', ['reference'], { unique: true })
export class ApplicationEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'grant_id', type: 'uuid' })
  grantId!: string;

  @Column({ name: 'grant_title', type: 'text' })
  grantTitle!: string;

  @Column({ name: 'grant_type', type: 'text' })
  grantType!: GrantType;

  @Column({ type: 'text', default: 'education' })
  portal!: ApplicationPortal;

  /** The applicant's account. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'applicant_name_encrypted', type: 'text' })
  applicantNameEncrypted!: string;

  @Column({ name: 'applicant_email_encrypted', type: 'text' })
  applicantEmailEncrypted!: string;

  @Column({ name: 'date_submitted', type: 'timestamptz' })
  dateSubmitted!: Date;

  /** The receipt read over the phone (`EDU-2026-000123`), given at submission (application-reference.ts). */
  @Column({ type: 'text' })
  reference!: string;

  @Column({ type: 'text', default: 'submitted' })
  status!: ApplicationState;

  /**
   * While more information is asked (status needsMoreInfo): the questions the applicant may
   * change, possibly none; null otherwise. The request's message is in the status history.
   */
  @Column({ name: 'requested_keys', type: 'text', array: true, nullable: true })
  requestedKeys!: string[] | null;

  @Column({ name: 'status_changed_at', type: 'timestamptz' })
  statusChangedAt!: Date;

  /** The answers as JSON, encrypted: free text about the applicant's life and plans. */
  @Column({ name: 'answers_encrypted', type: 'text' })
  answersEncrypted!: string;

  /** The grant's sections and questions when the application was submitted. */
  @Column({ type: 'jsonb' })
  sections!: Section[];
}
