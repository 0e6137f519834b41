import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A member a reviewer must not review (a relative, their household, a close friend): on the
 * reviewer's private list. Only the reviewer reads it; assignment skips the pair.
 */
@Entity({ name: 'conflicts' })
@Index('conflicts_reviewer_member', ['reviewerId', 'memberId'], { unique: true })
export class ConflictEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'reviewer_id', type: 'uuid' })
  reviewerId!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  /** The reviewer's own note (encrypted: review.cipher.ts). */
  @Column({ name: 'note_encrypted', type: 'text', nullable: true })
  noteEncrypted!: string | null;

  @Column({ name: 'declared_at', type: 'timestamptz' })
  declaredAt!: Date;
}
