import type { EmailDeliveryState } from '@portal/contract';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
} from 'typeorm';
import { NoticeEntity } from './notice.entity.js';

/**
 * The email of one notice, and where it stands (see email/email-sender.worker.ts): created `pending`
 * in the transaction that creates the notice, `sent` once the mail server has taken it,
 * `failed` when every try failed (listed for admins, who may put it back to `pending`),
 * `skipped` when the member turned that kind of email off or the account is gone.
 */
@Entity({ name: 'email_deliveries' })
@Index('email_deliveries_due', ['nextAttemptAt'], { where: `state = 'pending'` })
@Index('email_deliveries_state', ['state'])
@Check('email_deliveries_state_check', `state IN ('pending', 'sent', 'failed', 'skipped')`)
export class EmailDeliveryEntity {
  @PrimaryColumn({ name: 'notice_id', type: 'uuid' })
  noticeId!: string;

  @OneToOne(() => NoticeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'notice_id', foreignKeyConstraintName: 'email_deliveries_notice_id_fkey' })
  notice?: NoticeEntity;

  @Column({ type: 'text', default: 'pending' })
  state!: EmailDeliveryState;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  /** Why the last try failed: an error code and the server's reply code, never an address. */
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
