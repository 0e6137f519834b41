import type { GrantStatus, GrantType, Section } from '@portal/contract';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A row of `grants.grants`. Sections and their questions are one JSON document: a grant is
 * edited, copied and snapshotted as a whole, never section by section.
 */
@Entity({ name: 'grants' })
@Check(
  'grants_type_check',
  `type IN ('scholarship', 'professional-development', 'research', 'educational-resources', 'award')`,
)
@Check('grants_status_check', `status IN ('draft', 'pendingApproval', 'published', 'closed')`)
@Index('grants_status_close', ['status', 'closeDate'])
@Index('grants_archived', ['archivedAt'])
export class GrantEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  type!: GrantType;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ name: 'open_date', type: 'timestamptz' })
  openDate!: Date;

  @Column({ name: 'close_date', type: 'timestamptz' })
  closeDate!: Date;

  @Column({ type: 'text', default: 'draft' })
  status!: GrantStatus;

  @Column({ type: 'jsonb' })
  sections!: Section[];

  /** Whether a member may have only one application to it (a withdrawn one aside). */
  @Column({ name: 'one_application_per_member', type: 'boolean', default: true })
  oneApplicationPerMember!: boolean;

  /** Kept by the applications service's events (see ApplicationCounts). */
  @Column({ name: 'application_count', type: 'integer', default: 0 })
  applicationCount!: number;

  @Column({ name: 'locked_at', type: 'timestamptz', nullable: true })
  lockedAt!: Date | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  /** Who last submitted it for approval: with the office's second approval, not its publisher. */
  @Column({ name: 'submitted_by', type: 'uuid', nullable: true })
  submittedBy!: string | null;

  /** When it was archived (hidden from the lists, kept whole); null while it is not. */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
