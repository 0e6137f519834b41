import type { FileRemovalEvent } from '@portal/contract';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An event the applications service has not yet taken (applications-outbox.relay.ts): written in
 * the transaction of the removal it tells of, deleted once applications has applied it. Ids and a
 * question key only, nothing personal.
 */
@Entity({ name: 'applications_outbox' })
@Index('applications_outbox_event', ['eventId'], { unique: true })
export class ApplicationsOutboxEventEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ type: 'jsonb' })
  event!: FileRemovalEvent;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
