import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A grant's review panel: how many reviewers per application, and whether reviewing is blind. */
@Entity({ name: 'panels' })
export class PanelEntity {
  @PrimaryColumn({ name: 'grant_id', type: 'uuid' })
  grantId!: string;

  /** "N reviewers per application"; null until the lead sets the panel. */
  @Column({ name: 'reviewers_per_application', type: 'int', nullable: true })
  reviewersPerApplication!: number | null;

  /** Blind by default: reviewers never see the applicant's name, email or card number. */
  @Column({ type: 'boolean' })
  blind!: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
