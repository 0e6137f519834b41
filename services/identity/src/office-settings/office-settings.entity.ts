import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** The office's settings: one row (id 1), written by the migration with every setting off. */
@Entity({ name: 'office_settings' })
@Check('office_settings_single_row', 'id = 1')
export class OfficeSettingsEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ name: 'email_confirmation_required', type: 'boolean', default: false })
  emailConfirmationRequired!: boolean;

  @Column({ name: 'grant_second_approval_required', type: 'boolean', default: false })
  grantSecondApprovalRequired!: boolean;

  /** The guidelines /guidelines shows (plain text, blank lines between paragraphs). */
  @Column({ type: 'text', default: '' })
  guidelines!: string;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  /** The admin who changed them last; null as installed. */
  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy!: string | null;
}
