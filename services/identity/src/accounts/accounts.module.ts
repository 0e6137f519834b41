import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { encryptionKeyCheck } from '@portal/nest-kit';
import type { DataSource } from 'typeorm';
import { AccountLinksModule } from '../account-links/account-links.module.js';
import { ThrottleModule } from '../throttle/throttle.module.js';
import { AccountCipher } from './account.cipher.js';
import { AccountCipherModule } from './account-cipher.module.js';
import { AccountEntity } from './account.entity.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';
import { FirstAdmin } from './first-admin.service.js';
import { PasswordHasher } from './password-hasher.service.js';
import { PasswordPolicy } from '../passwords/password-policy.service.js';

@Module({
  imports: [
    AccountCipherModule,
    AccountLinksModule,
    ThrottleModule,
    TypeOrmModule.forFeature([AccountEntity]),
  ],
  providers: [
    encryptionKeyCheck({
      cipher: AccountCipher,
      refusal:
        'DATA_ENCRYPTION_KEY is not the key the accounts already stored were encrypted with. ' +
        'Start with the key used before; with another key no one can sign in and the stored ' +
        'names, emails and card numbers cannot be read.',
      opensStoredData: opensOldestAccount,
    }),
    AccountsRepository,
    AccountsService,
    PasswordHasher,
    PasswordPolicy,
    FirstAdmin,
  ],
  exports: [
    AccountCipherModule,
    AccountsRepository,
    AccountsService,
    PasswordHasher,
    PasswordPolicy,
  ],
})
export class AccountsModule {}

/**
 * Before the check row exists (the first start after the upgrade that added it), the key must
 * open the oldest account's email, if there is an account; otherwise the row would be written
 * with a wrong key and the wrong key kept.
 */
async function opensOldestAccount(dataSource: DataSource, cipher: AccountCipher): Promise<boolean> {
  const oldest = await dataSource
    .getRepository(AccountEntity)
    .find({ select: { id: true, emailEncrypted: true }, order: { createdAt: 'ASC' }, take: 1 });
  return oldest.every((account) => cipher.opensEmail(account));
}
