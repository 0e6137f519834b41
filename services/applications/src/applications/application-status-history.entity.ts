import type { ApplicationState, StatusHistoryKind } from '@portal/contract';
import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { ApplicationEntity } from './application.entity.js';

/**
 * Every status an application had, with who set it and when: the submission first (by the
 * applicant), then each change a reviewer made. The actor's name is kept as it was, so the
 * history still reads after the account changes; it is personal data (the first one is the
 * applicant's), so it is stored encrypted (application.cipher.ts). Deleted with its application.
 *
 * It is also the conversation: a reviewer's decision with its message to the
 * applicant, a request for more information (its message and the questions it names), the
 * applicant's resubmission (their note, and the answers they changed as they were before), the
 * applicant's withdrawal (their reason); and a reviewer's internal note beside a decision or a
 * request. What people wrote and the earlier answers are the applicant's matters, encrypted like
 * the answers.
 */
@Entity({ name: 'application_status_history' })
@Check(
  'application_status_history_kind_check',
  `kind IN ('submitted', 'statusChanged', 'moreInfoRequested', 'resubmitted', 'withdrawn')`,
)
@Index('application_status_history_application_at', ['applicationId', 'at'])
export class ApplicationStatusHistoryEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @ManyToOne(() => ApplicationEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({
    name: 'application_id',
    foreignKeyConstraintName: 'application_status_history_application',
  })
  application?: ApplicationEntity;

  @Column({ type: 'text' })
  status!: ApplicationState;

  @Column({ type: 'text' })
  kind!: StatusHistoryKind;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ name: 'actor_name_encrypted', type: 'text' })
  actorNameEncrypted!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;

  /** The request's message, the applicant's note or reason for withdrawing; encrypted. */
  @Column({ name: 'message_encrypted', type: 'text', nullable: true })
  messageEncrypted!: string | null;

  /** The questions a request names (`section-question` keys). */
  @Column({ name: 'question_keys', type: 'text', array: true })
  questionKeys!: string[];

  /** On a resubmission: the answers it changed, as they were before (JSON), encrypted. */
  @Column({ name: 'previous_answers_encrypted', type: 'text', nullable: true })
  previousAnswersEncrypted!: string | null;

  /**
   * A reviewer's internal note with a decision or a request, for reviewers only (never the
   * applicant's screens nor an email); encrypted, as it is about the applicant.
   */
  @Column({ name: 'internal_note_encrypted', type: 'text', nullable: true })
  internalNoteEncrypted!: string | null;
}
