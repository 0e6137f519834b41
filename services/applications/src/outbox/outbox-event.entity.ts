import type { ApplicationEvent } from '@portal/contract';
import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An application event the grants service has not yet confirmed (see outbox-relay.ts): written
 * in the transaction that adds or deletes the application, deleted once grants has applied it.
 */
@Entity({ name: 'outbox' })
@Check('outbox_kind_check', `kind IN ('added', 'removed')`)
export class OutboxEventEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'grant_id', type: 'uuid' })
  grantId!: string;

  @Column({ type: 'text' })
  kind!: ApplicationEvent['kind'];

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
