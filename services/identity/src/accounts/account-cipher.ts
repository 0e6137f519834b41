import { Inject, Injectable } from '@nestjs/common';
import { FieldCipher, LookupHash } from '@portal/field-crypto';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import type { Account } from './account.js';
import { AccountEntity } from './account.entity.js';

/**
 * The HKDF purposes of identity's keys. They are part of the stored format: with other labels
 * the accounts already stored would neither decrypt nor be found by email or card number.
 */
export const accountKeyPurposes = {
  fields: 'users.fields/aes-256-gcm/v1',
  lookup: 'users.lookup/hmac-sha256/v1',
} as const;

/** The known text of the key check (nest-kit's encryptionKeyCheck), and where it is kept. */
const keyCheckText = 'identity: the key the stored accounts were encrypted with';
const keyCheckPlace = 'users.encryption_key_check.value:1';

/** Turns an account into its stored row and back: the one place personal data is (de)crypted. */
@Injectable()
export class AccountCipher {
  readonly lookup: LookupHash;
  private readonly fields: FieldCipher;

  constructor(@Inject(IDENTITY_CONFIG) config: IdentityConfig) {
    this.fields = new FieldCipher(config.DATA_ENCRYPTION_KEY, accountKeyPurposes.fields);
    this.lookup = new LookupHash(config.DATA_ENCRYPTION_KEY, accountKeyPurposes.lookup);
  }

  toEntity(account: Omit<Account, 'createdAt'>): AccountEntity {
    const entity = new AccountEntity();
    entity.id = account.id;
    entity.firstNameEncrypted = this.fields.encrypt(
      account.firstName,
      `users.first_name:${account.id}`,
    );
    entity.lastNameEncrypted = this.fields.encrypt(
      account.lastName,
      `users.last_name:${account.id}`,
    );
    entity.emailEncrypted = this.fields.encrypt(account.email, `users.email:${account.id}`);
    entity.emailHash = this.lookup.email(account.email);
    entity.cardNumberEncrypted =
      account.cardNumber === null
        ? null
        : this.fields.encrypt(account.cardNumber, `users.card_number:${account.id}`);
    entity.cardNumberHash =
      account.cardNumber === null ? null : this.lookup.cardNumber(account.cardNumber);
    entity.userType = account.userType;
    entity.education = account.education;
    entity.harvesting = account.harvesting;
    entity.communityOutreach = account.communityOutreach;
    entity.passwordHash = account.passwordHash;
    entity.emailConfirmedAt = account.emailConfirmedAt;
    entity.sessionsValidFrom = account.sessionsValidFrom;
    return entity;
  }

  fromEntity(entity: AccountEntity): Account {
    return {
      id: entity.id,
      firstName: this.fields.decrypt(entity.firstNameEncrypted, `users.first_name:${entity.id}`),
      lastName: this.fields.decrypt(entity.lastNameEncrypted, `users.last_name:${entity.id}`),
      email: this.fields.decrypt(entity.emailEncrypted, `users.email:${entity.id}`),
      cardNumber:
        entity.cardNumberEncrypted === null
          ? null
          : this.fields.decrypt(entity.cardNumberEncrypted, `users.card_number:${entity.id}`),
      userType: entity.userType,
      education: entity.education,
      harvesting: entity.harvesting,
      communityOutreach: entity.communityOutreach,
      passwordHash: entity.passwordHash,
      emailConfirmedAt: entity.emailConfirmedAt,
      sessionsValidFrom: entity.sessionsValidFrom,
      createdAt: entity.createdAt,
    };
  }

  /** The address a link was sent to (account-links), bound to its link. */
  encryptLinkEmail(linkId: string, email: string): string {
    return this.fields.encrypt(email, `account_links.email:${linkId}`);
  }

  decryptLinkEmail(linkId: string, stored: string): string {
    return this.fields.decrypt(stored, `account_links.email:${linkId}`);
  }

  /** An email waiting in the outbox (it holds a link's token), bound to its row. */
  encryptOutboxPayload(id: string, payload: string): string {
    return this.fields.encrypt(payload, `account_email_outbox.payload:${id}`);
  }

  decryptOutboxPayload(id: string, stored: string): string {
    return this.fields.decrypt(stored, `account_email_outbox.payload:${id}`);
  }

  /** A value only this key opens, kept to tell at start whether the key is the data's. */
  keyCheckValue(): string {
    return this.fields.encrypt(keyCheckText, keyCheckPlace);
  }

  opensKeyCheck(stored: string): boolean {
    return this.opens(stored, keyCheckPlace, keyCheckText);
  }

  /** Whether this key opens an account's stored email (for the first start with the check). */
  opensEmail(entity: Pick<AccountEntity, 'id' | 'emailEncrypted'>): boolean {
    return this.opens(entity.emailEncrypted, `users.email:${entity.id}`);
  }

  private opens(stored: string, place: string, expected?: string): boolean {
    try {
      const text = this.fields.decrypt(stored, place);
      return expected === undefined || text === expected;
    } catch {
      return false;
    }
  }
}
