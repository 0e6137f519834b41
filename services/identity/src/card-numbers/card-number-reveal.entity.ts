import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A row of `identity.card_number_reveals`: a reviewer was shown a member's card number in full,
 * for an application. Kept when either account is deleted (the record is the office's), so
 * neither id is a foreign key.
 */
@Entity({ name: 'card_number_reveals' })
@Index('card_number_reveals_application', ['applicationId', 'at'])
export class CardNumberRevealEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  /** Whose card number it was. */
  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  /** The reviewer who asked for it. */
  @Column({ name: 'revealed_by', type: 'uuid' })
  revealedBy!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ type: 'timestamptz' })
  at!: Date;
}
