import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An application the applications service reported removed (its outbox): its files are orphans.
 * Keyed by application id, so a repeated event changes nothing.
 */
@Entity({ name: 'removed_applications' })
export class RemovedApplicationEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'removed_at', type: 'timestamptz' })
  removedAt!: Date;
}
