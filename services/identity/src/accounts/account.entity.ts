import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { UserType } from '@portal/contract';

/**
 * A row of `identity.users`. Names, email and card number are stored only encrypted; email
 * and card number also as keyed hashes, which are what lookups and uniqueness use.
 */
@Entity({ name: 'users' })
@Unique('users_email_hash_unique', ['emailHash'])
@Unique('users_card_number_hash_unique', ['cardNumberHash'])
@Check('users_user_type_check', `user_type IN ('user', 'staff', 'admin')`)
@Check(
  'users_member_card_check',
  `user_type <> 'user' OR (card_number_encrypted IS NOT NULL AND card_number_hash IS NOT NULL)`,
)
// The pattern of user-language.ts in the contract: a language code, never free text.
@Check('users_language_check', `language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$'`)
@Index('users_user_type', ['userType'])
export class AccountEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'first_name_encrypted', type: 'text' })
  firstNameEncrypted!: string;

  @Column({ name: 'last_name_encrypted', type: 'text' })
  lastNameEncrypted!: string;

  @Column({ name: 'email_encrypted', type: 'text' })
  emailEncrypted!: string;

  @Column({ name: 'email_hash', type: 'text' })
  emailHash!: string;

  /** A member's card; staff and admins may have none (null). */
  @Column({ name: 'card_number_encrypted', type: 'text', nullable: true })
  cardNumberEncrypted!: string | null;

  @Column({ name: 'card_number_hash', type: 'text', nullable: true })
  cardNumberHash!: string | null;

  @Column({ name: 'user_type', type: 'text' })
  userType!: UserType;

  @Column({ type: 'boolean', default: false })
  education!: boolean;

  @Column({ type: 'boolean', default: false })
  harvesting!: boolean;

  @Column({ name: 'community_outreach', type: 'boolean', default: false })
  communityOutreach!: boolean;

  /** A staff account that keeps the nation's language packs (admins always may). */
  @Column({ type: 'boolean', default: false })
  languages!: boolean;

  /** Null for an invited account until its holder sets a password (it cannot sign in before). */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash!: string | null;

  /**
   * Sessions signed in before this moment are over (a password reset ends them): a token's
   * `iat` must be at or after it.
   */
  @Column({ name: 'sessions_valid_from', type: 'timestamptz', nullable: true })
  sessionsValidFrom!: Date | null;

  /** When the account's holder used a link sent to its current address; null until then. */
  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt!: Date | null;

  /** The language its holder reads the portal and its emails in ('en', 'fr', a pack's code). */
  @Column({ type: 'text', default: 'en' })
  language!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
