import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A removed application the files service has not yet been told of (see files-outbox.relay.ts):
 * written in the transaction that deletes the application, deleted once files has applied it.
 * Its files then show as orphans in the file manager.
 */
@Entity({ name: 'files_outbox' })
export class FilesOutboxEventEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
