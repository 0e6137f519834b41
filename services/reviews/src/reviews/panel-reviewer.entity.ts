import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One reviewer on a grant's panel, in the order the lead added them. */
@Entity({ name: 'panel_reviewers' })
export class PanelReviewerEntity {
  @PrimaryColumn({ name: 'grant_id', type: 'uuid' })
  grantId!: string;

  @PrimaryColumn({ name: 'reviewer_id', type: 'uuid' })
  reviewerId!: string;

  /** Their name when added, for the panel's table (a staff member's name, not a member's). */
  @Column({ name: 'reviewer_name', type: 'text' })
  reviewerName!: string;

  @Column({ name: 'added_at', type: 'timestamptz' })
  addedAt!: Date;
}
