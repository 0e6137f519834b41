import { Inject, Injectable } from '@nestjs/common';
import {
  encryptedRecord,
  FieldEncryption,
  LookupHash,
  type FieldBuilders,
} from '@portal/field-crypto';
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

type RowId = { id: string };

/**
 * Identity's personal data at rest (decisions §5): each value bound to its column and row, so a
 * ciphertext copied elsewhere does not decrypt. The key check and the places are part of the
 * stored format: never change them.
 */
export const accountEncryption = {
  purpose: accountKeyPurposes.fields,
  keyCheck: {
    text: 'identity: the key the stored accounts were encrypted with',
    place: 'users.encryption_key_check.value:1',
  },
  records: {
    account: encryptedRecord((field: FieldBuilders<RowId>) => ({
      firstName: field.required('firstNameEncrypted', ({ id }) => `users.first_name:${id}`),
      lastName: field.required('lastNameEncrypted', ({ id }) => `users.last_name:${id}`),
      email: field.required('emailEncrypted', ({ id }) => `users.email:${id}`),
      cardNumber: field.optional('cardNumberEncrypted', ({ id }) => `users.card_number:${id}`),
    })),
    /** The address a link was sent to (account-links), bound to its link. */
    link: encryptedRecord((field: FieldBuilders<RowId>) => ({
      email: field.required('emailEncrypted', ({ id }) => `account_links.email:${id}`),
    })),
    /** An email waiting in the outbox (it holds a link's token), bound to its row. */
    outbox: encryptedRecord((field: FieldBuilders<RowId>) => ({
      payload: field.required('payloadEncrypted', ({ id }) => `account_email_outbox.payload:${id}`),
    })),
  },
};

/**
 * The declaration above with the service's key, for injection, and the lookup hashes: turns an
 * account into its stored row and back.
 */
@Injectable()
export class AccountCipher extends FieldEncryption<typeof accountEncryption.records> {
  readonly lookup: LookupHash;

  constructor(@Inject(IDENTITY_CONFIG) config: IdentityConfig) {
    super(config.DATA_ENCRYPTION_KEY, accountEncryption);
    this.lookup = new LookupHash(config.DATA_ENCRYPTION_KEY, accountKeyPurposes.lookup);
  }

  toEntity(account: Omit<Account, 'createdAt'>): AccountEntity {
    const entity = new AccountEntity();
    entity.id = account.id;
    Object.assign(entity, this.records.account.encrypt(account, account));
    entity.emailHash = this.lookup.email(account.email);
    entity.cardNumberHash =
      account.cardNumber === null ? null : this.lookup.cardNumber(account.cardNumber);
    entity.userType = account.userType;
    entity.education = account.education;
    entity.harvesting = account.harvesting;
    entity.communityOutreach = account.communityOutreach;
    entity.languages = account.languages ?? false;
    entity.passwordHash = account.passwordHash;
    entity.emailConfirmedAt = account.emailConfirmedAt;
    entity.sessionsValidFrom = account.sessionsValidFrom;
    entity.language = account.language;
    return entity;
  }

  fromEntity(entity: AccountEntity): Account {
    return {
      id: entity.id,
      ...this.records.account.decrypt(entity, entity),
      userType: entity.userType,
      education: entity.education,
      harvesting: entity.harvesting,
      communityOutreach: entity.communityOutreach,
      languages: entity.languages,
      passwordHash: entity.passwordHash,
      emailConfirmedAt: entity.emailConfirmedAt,
      sessionsValidFrom: entity.sessionsValidFrom,
      language: entity.language,
      createdAt: entity.createdAt,
    };
  }

  /** Whether this key opens an account's stored email (for the first start with the check). */
  opensEmail(entity: Pick<AccountEntity, 'id' | 'emailEncrypted'>): boolean {
    try {
      this.records.account.decryptField('email', entity, entity.emailEncrypted);
      return true;
    } catch {
      return false;
    }
  }
}
