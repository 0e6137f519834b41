import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One export of members' data from reviewing: who took it, when, of which grant, how many rows,
 * whether it named the applicants. Written before the first byte is sent, so a download cut
 * short is recorded too.
 */
@Entity({ name: 'disclosures' })
@Index('disclosures_at', ['at'])
@Check('disclosures_format', `"format" IN ('csv')`)
export class DisclosureEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'grant_id', type: 'uuid' })
  grantId!: string;

  @Column({ name: 'actor_id', type: 'uuid' })
  actorId!: string;

  @Column({ type: 'timestamptz' })
  at!: Date;

  @Column({ type: 'int' })
  rows!: number;

  @Column({ type: 'boolean' })
  blind!: boolean;

  @Column({ type: 'text' })
  format!: 'csv';
}
