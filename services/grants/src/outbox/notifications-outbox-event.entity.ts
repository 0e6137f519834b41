import type { NotificationEvent, NotificationEventKind } from '@portal/contract';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An event the notifications service has not yet taken (see notifications-outbox.relay.ts):
 * written in the transaction of the change it tells of, deleted once notifications has applied
 * it. Kept whole, as the contract has it: ids and the grant's title, nothing personal.
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

  @Column({ type: 'jsonb' })
  event!: NotificationEvent;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
