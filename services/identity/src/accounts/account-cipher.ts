import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { FieldCipher } from '../crypto/field-cipher.js';
import { LookupHash } from '../crypto/lookup-hash.js';
import type { Account } from './account.js';
import { AccountEntity } from './account.entity.js';

/** Turns an account into its stored row and back: the one place personal data is (de)crypted. */
@Injectable()
export class AccountCipher {
  readonly lookup: LookupHash;
  private readonly fields: FieldCipher;

  constructor(@Inject(IDENTITY_CONFIG) config: IdentityConfig) {
    this.fields = new FieldCipher(config.DATA_ENCRYPTION_KEY);
    this.lookup = new LookupHash(config.DATA_ENCRYPTION_KEY);
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
    entity.cardNumberEncrypted = this.fields.encrypt(
      account.cardNumber,
      `users.card_number:${account.id}`,
    );
    entity.cardNumberHash = this.lookup.cardNumber(account.cardNumber);
    entity.userType = account.userType;
    entity.education = account.education;
    entity.harvesting = account.harvesting;
    entity.communityOutreach = account.communityOutreach;
    entity.passwordHash = account.passwordHash;
    return entity;
  }

  fromEntity(entity: AccountEntity): Account {
    return {
      id: entity.id,
      firstName: this.fields.decrypt(entity.firstNameEncrypted, `users.first_name:${entity.id}`),
      lastName: this.fields.decrypt(entity.lastNameEncrypted, `users.last_name:${entity.id}`),
      email: this.fields.decrypt(entity.emailEncrypted, `users.email:${entity.id}`),
      cardNumber: this.fields.decrypt(entity.cardNumberEncrypted, `users.card_number:${entity.id}`),
      userType: entity.userType,
      education: entity.education,
      harvesting: entity.harvesting,
      communityOutreach: entity.communityOutreach,
      passwordHash: entity.passwordHash,
      createdAt: entity.createdAt,
    };
  }
}
