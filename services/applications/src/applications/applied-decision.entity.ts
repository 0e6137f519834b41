import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A decision from the reviews service that has been applied, by its event id: delivery is at
 * least once, and a decision delivered again must not write a second history entry.
 */
@Entity({ name: 'applied_decisions' })
export class AppliedDecisionEntity {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ name: 'applied_at', type: 'timestamptz' })
  appliedAt!: Date;
}
