import type { GrantHistoryAction, GrantStatus } from '@portal/contract';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Who did what to a grant, and when. Rows outlive their grant: a deleted grant's history stays
 * for the office's records. The actor's name is kept as it was, so the history still reads
 * after the account changes or goes; encrypted at rest (grant-history.cipher.ts).
 */
@Entity({ name: 'grant_history' })
@Index('grant_history_grant', ['grantId', 'at'])
export class GrantHistoryEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ name: 'grant_id', type: 'uuid' })
  grantId!: string;

  @Column({ type: 'text' })
  action!: GrantHistoryAction;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ name: 'actor_name_encrypted', type: 'text' })
  actorNameEncrypted!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;

  @Column({ name: 'from_status', type: 'text', nullable: true })
  fromStatus!: GrantStatus | null;

  @Column({ name: 'to_status', type: 'text', nullable: true })
  toStatus!: GrantStatus | null;

  @Column({ name: 'copied_from', type: 'uuid', nullable: true })
  copiedFrom!: string | null;
}
