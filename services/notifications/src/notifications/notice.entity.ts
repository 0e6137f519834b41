import type { NotificationEventKind } from '@portal/contract';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

/**
 * One notice to one person: what the applications (or grants) service's event said, kept for the inbox.
 * `(event_id, recipient_id)` is unique: however often an event is delivered, each of its
 * recipients has one notice (and so one email). Only ids are kept about people: names and
 * addresses are asked of identity when an email is sent. What a reviewer wrote to the applicant
 * waits encrypted for the email, and is dropped once it is sent (notice.cipher.ts).
 */
@Entity({ name: 'notices' })
@Unique('notices_event_recipient_unique', ['eventId', 'recipientId'])
@Unique('notices_seq_unique', ['seq'])
@Index('notices_recipient', ['recipientId', 'seq'])
@Index('notices_unread', ['recipientId'], { where: 'read_at IS NULL' })
@Check(
  'notices_kind_check',
  `kind IN ('received', 'statusChanged', 'moreInfoRequested', 'resubmitted', 'withdrawn', 'withdrawalConfirmed', 'newApplication', 'draftReminder', 'grantAwaitingApproval', 'fileRemoved')`,
)
export class NoticeEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** Insertion order: lists go newest first by it, and page by it (`?before=`). */
  @Column({ type: 'bigint', generated: 'identity', generatedIdentity: 'ALWAYS' })
  seq!: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ name: 'recipient_id', type: 'uuid' })
  recipientId!: string;

  @Column({ type: 'text' })
  kind!: NotificationEventKind;

  /** Null for a notice about a grant alone (`grantAwaitingApproval`). */
  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId!: string | null;

  @Column({ name: 'grant_id', type: 'uuid' })
  grantId!: string;

  @Column({ name: 'grant_title', type: 'text' })
  grantTitle!: string;

  @Column({ type: 'text', nullable: true })
  reference!: string | null;

  /** `statusChanged`: the status (shown with the member's label). */
  @Column({ type: 'text', nullable: true })
  status!: string | null;

  @Column({ name: 'closes_at', type: 'timestamptz', nullable: true })
  closesAt!: Date | null;

  @Column({ name: 'hours_before', type: 'smallint', nullable: true })
  hoursBefore!: number | null;

  /**
   * `statusChanged`, `moreInfoRequested`: what the reviewer wrote to the applicant, encrypted,
   * until the email is sent (or skipped); null then, and for other kinds.
   */
  @Column({ name: 'message_encrypted', type: 'text', nullable: true })
  messageEncrypted!: string | null;

  /** `moreInfoRequested`: the labels of the questions named (the first few), and how many. */
  @Column({ name: 'question_labels', type: 'jsonb', nullable: true })
  questionLabels!: string[] | null;

  @Column({ name: 'question_count', type: 'integer', nullable: true })
  questionCount!: number | null;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;
}
