import type { AccountLinkPurpose } from '@portal/contract';
import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  Unique,
} from 'typeorm';
import { AccountEntity } from '../accounts/account.entity.js';

/**
 * A link sent by email to act on an account without its password. Only the SHA-256 of the
 * link's token is kept (a copy of this table opens nothing); the address it was sent to is
 * encrypted, with its keyed hash so that a link stops working once the account's address is
 * another. Used once: `usedAt` is set in the transaction that acts on it.
 */
@Entity({ name: 'account_links' })
@Unique('account_links_token_hash_unique', ['tokenHash'])
@Check(
  'account_links_purpose_check',
  `purpose IN ('confirm-email', 'change-email', 'reset-password', 'invite')`,
)
@Index('account_links_user_purpose', ['userId', 'purpose'])
@Index('account_links_expiry', ['expiresAt'])
export class AccountLinkEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** Goes with its account. */
  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'account_links_user' })
  account?: AccountEntity;

  @Column({ type: 'text' })
  purpose!: AccountLinkPurpose;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  /** The address the link was sent to (for `change-email`, the account's address to be). */
  @Column({ name: 'email_encrypted', type: 'text' })
  emailEncrypted!: string;

  @Column({ name: 'email_hash', type: 'text' })
  emailHash!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
