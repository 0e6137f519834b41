import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ApplicationDraftEntity } from './application-draft.entity.js';

/**
 * "This draft's reminder, 72 h or 24 h before its grant closes, was sent": inserted once, with
 * the notice's event, in one transaction, so however many replicas run the reminders' round, a
 * member gets each reminder once. Goes with its draft.
 */
@Entity({ name: 'draft_reminders' })
@Check('draft_reminders_hours_check', `hours_before IN (72, 24)`)
export class DraftReminderEntity {
  @PrimaryColumn({ name: 'draft_id', type: 'uuid' })
  draftId!: string;

  @PrimaryColumn({ name: 'hours_before', type: 'smallint' })
  hoursBefore!: number;

  @ManyToOne(() => ApplicationDraftEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'draft_id', foreignKeyConstraintName: 'draft_reminders_draft' })
  draft?: ApplicationDraftEntity;

  @Column({ name: 'sent_at', type: 'timestamptz' })
  sentAt!: Date;
}
