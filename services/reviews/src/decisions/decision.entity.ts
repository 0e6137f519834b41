import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ApplicationStatus } from '@portal/contract';

/**
 * One decision taken from the ranked list, kept for good: its id is the event the applications
 * service applies once. One per (batch, application), so a batch sent again (after a dropped
 * connection) takes nothing twice.
 */
@Entity({ name: 'decisions' })
@Index('decisions_batch_application', ['batchId', 'applicationId'], { unique: true })
export class DecisionEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'batch_id', type: 'uuid' })
  batchId!: string;

  @Column({ name: 'grant_id', type: 'uuid' })
  grantId!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ type: 'text' })
  status!: ApplicationStatus;

  @Column({ name: 'actor_id', type: 'uuid' })
  actorId!: string;

  @Column({ type: 'timestamptz' })
  at!: Date;
}
