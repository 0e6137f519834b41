import type { ApplicationStatus } from '@portal/contract';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ApplicationEntity } from './application.entity.js';

/**
 * Every status an application had, with who set it and when: the submission first (by the
 * applicant), then each change a reviewer made. The actor's name is kept as it was, so the
 * history still reads after the account changes; it is personal data (the first one is the
 * applicant's), so it is stored encrypted (application-cipher.ts). Deleted with its application.
 */
@Entity({ name: 'application_status_history' })
@Index('application_status_history_application_at', ['applicationId', 'at'])
export class ApplicationStatusHistoryEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @ManyToOne(() => ApplicationEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({
    name: 'application_id',
    foreignKeyConstraintName: 'application_status_history_application',
  })
  application?: ApplicationEntity;

  @Column({ type: 'text' })
  status!: ApplicationStatus;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ name: 'actor_name_encrypted', type: 'text' })
  actorNameEncrypted!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}
