import type { ReviewDecisionEvent } from '@portal/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A decision waiting to reach the applications service (its id is the event's). */
@Entity({ name: 'decisions_outbox' })
export class DecisionsOutboxEventEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'jsonb' })
  event!: ReviewDecisionEvent;
}
