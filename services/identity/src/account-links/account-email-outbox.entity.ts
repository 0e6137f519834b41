import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountLinkEntity } from './account-link.entity.js';

/**
 * An email with a link, waiting for the notifications service to have sent it (written in the
 * transaction that made the link; see AccountEmailRelay). The payload holds the link's token,
 * so it is encrypted, and the row is deleted as soon as the email is sent.
 */
@Entity({ name: 'account_email_outbox' })
export class AccountEmailOutboxEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'link_id', type: 'uuid' })
  linkId!: string;

  /** Goes with its link (and so with its account). */
  @ManyToOne(() => AccountLinkEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'link_id', foreignKeyConstraintName: 'account_email_outbox_link' })
  link?: AccountLinkEntity;

  @Column({ name: 'payload_encrypted', type: 'text' })
  payloadEncrypted!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
