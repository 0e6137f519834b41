import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const reviewHistoryActions = [
  'panel_set',
  'assigned',
  'recused',
  'conflict_declared',
  'conflict_removed',
  'submitted',
  'reopened',
  'blind_changed',
  'reviewer_removed',
] as const;
export type ReviewHistoryAction = (typeof reviewHistoryActions)[number];

/**
 * Everything that happened in reviewing, with who and when: declarations, recusals, reopenings
 * (with their reason, encrypted), panel and blindness changes. Never a name from a reviewer's
 * conflict list: a declaration on the list records the reviewer, not the member.
 */
@Entity({ name: 'review_history' })
@Index('review_history_grant', ['grantId', 'at'])
@Check(
  'review_history_action',
  `"action" IN (${reviewHistoryActions.map((action) => `'${action}'`).join(', ')})`,
)
export class ReviewHistoryEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  action!: ReviewHistoryAction;

  @Column({ name: 'grant_id', type: 'uuid', nullable: true })
  grantId!: string | null;

  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId!: string | null;

  /** The reviewer it is about (a recusal's, a reopened review's). */
  @Column({ name: 'reviewer_id', type: 'uuid', nullable: true })
  reviewerId!: string | null;

  @Column({ name: 'actor_id', type: 'uuid' })
  actorId!: string;

  @Column({ type: 'timestamptz' })
  at!: Date;

  @Column({ name: 'reason_encrypted', type: 'text', nullable: true })
  reasonEncrypted!: string | null;

  /** A change's detail that names no one (`{"blind": false}`, `{"reviewersPerApplication": 3}`). */
  @Column({ type: 'jsonb', nullable: true })
  detail!: Record<string, string | number | boolean> | null;
}
