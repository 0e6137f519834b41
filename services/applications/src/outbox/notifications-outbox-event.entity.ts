import type { NotificationEvent, NotificationEventKind } from '@portal/contract';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An event the notifications service has not yet taken (see notifications-outbox.relay.ts):
 * written in the transaction of the change it tells of, deleted once notifications has applied
 * it. The event is kept as the contract has it (`notificationEventSchema`: ids, the grant's
 * title, the reference, question labels), but for the reviewer's message to the applicant,
 * which is the applicant's data: it waits encrypted, beside it, until the relay sends it.
 */
@Entity({ name: 'notifications_outbox' })
@Index('notifications_outbox_event', ['eventId'], { unique: true })
export class NotificationsOutboxEventEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ type: 'text' })
  kind!: NotificationEventKind;

  /** The event without its `message`. */
  @Column({ type: 'jsonb' })
  event!: NotificationEvent;

  /** The event's `message`, encrypted (application.cipher.ts); null when it has none. */
  @Column({ name: 'message_encrypted', type: 'text', nullable: true })
  messageEncrypted!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
