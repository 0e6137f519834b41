import type {
  ApplicationAnswers,
  ApplicationPortal,
  ApplicationStatus,
  GrantType,
  Section,
} from '@portal/contract';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A row of `applications.applications`: the answers, and what the applicant was asked (the
 * grant's title, type and sections as they were at submission, decisions §4) as one document.
 *
 * Personal data (decisions §5): the applicant's name and email are a copy of the account's at
 * submission, kept for the reviewers and for the "is this the applicant" check by email. They are
 * stored in clear in this service's schema: identity alone holds DATA_ENCRYPTION_KEY and the
 * cipher, and encrypting them here needs that key given to this service too (see the README).
 * Until then they are never logged (request logs carry no bodies; the outbox and the service's
 * own lines carry ids only), and only a reviewer or the applicant is answered them.
 */
@Entity({ name: 'applications' })
@Check(
  'applications_status_check',
  `status IN ('submitted', 'reviewed', 'approved', 'rejected', 'needsMoreInfo')`,
)
@Check('applications_portal_check', `portal IN ('education')`)
@Index('applications_submitted', ['dateSubmitted', 'id'])
@Index('applications_user', ['userId', 'dateSubmitted'])
@Index('applications_grant', ['grantId'])
// On lower(applicant_email), made by the migration: TypeORM cannot declare an expression index.
@Index('applications_applicant_email', { synchronize: false })
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

  @Column({ name: 'applicant_name', type: 'text' })
  applicantName!: string;

  @Column({ name: 'applicant_email', type: 'text' })
  applicantEmail!: string;

  @Column({ name: 'date_submitted', type: 'timestamptz' })
  dateSubmitted!: Date;

  @Column({ type: 'text', default: 'submitted' })
  status!: ApplicationStatus;

  @Column({ name: 'status_changed_at', type: 'timestamptz' })
  statusChangedAt!: Date;

  @Column({ type: 'jsonb' })
  answers!: ApplicationAnswers;

  /** The grant's sections and questions when the application was submitted. */
  @Column({ type: 'jsonb' })
  sections!: Section[];
}
