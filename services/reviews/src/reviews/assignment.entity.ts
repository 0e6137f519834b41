import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ReviewState } from '@portal/contract';

/**
 * One application given to one reviewer, and their review of it: the scores (tenths of a point,
 * by part key), the comments (encrypted: review.cipher.ts), the weighted score once complete.
 * A recusal ends the assignment (recused_at) and keeps the row, so the pair is never made again.
 */
@Entity({ name: 'assignments' })
@Index('assignments_application_reviewer', ['applicationId', 'reviewerId'], { unique: true })
@Index('assignments_reviewer', ['reviewerId'])
@Index('assignments_grant', ['grantId'])
@Check('assignments_state', `"state" IN ('not_started', 'draft', 'submitted')`)
export class AssignmentEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'grant_id', type: 'uuid' })
  grantId!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'reviewer_id', type: 'uuid' })
  reviewerId!: string;

  /** The applicant's account: a reviewer never gets their own, nor a member on their list. */
  @Column({ name: 'applicant_id', type: 'uuid' })
  applicantId!: string;

  @Column({ name: 'assigned_at', type: 'timestamptz' })
  assignedAt!: Date;

  @Column({ name: 'recused_at', type: 'timestamptz', nullable: true })
  recusedAt!: Date | null;

  @Column({ type: 'text' })
  state!: ReviewState;

  /** Tenths of a point by part key (`"1"` a section, `"1-2"` a question). */
  @Column({ type: 'jsonb' })
  scores!: Record<string, number>;

  @Column({ name: 'comments_encrypted', type: 'text', nullable: true })
  commentsEncrypted!: string | null;

  /** The weighted score in hundredths of a point (0–1000) once every part is scored. */
  @Column({ name: 'score_hundredths', type: 'int', nullable: true })
  scoreHundredths!: number | null;

  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt!: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
