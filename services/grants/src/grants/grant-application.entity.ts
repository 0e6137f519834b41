import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One application the applications service told us about, by its id: the ledger the count is
 * derived from. An event applied twice changes nothing; a removal that arrives before its
 * addition is kept, so the addition arriving late does not count it.
 */
@Entity({ name: 'grant_applications' })
@Index('grant_applications_grant', ['grantId'])
export class GrantApplicationEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'grant_id', type: 'uuid' })
  grantId!: string;

  @Column({ name: 'added_at', type: 'timestamptz', nullable: true })
  addedAt!: Date | null;

  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt!: Date | null;
}
