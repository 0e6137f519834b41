import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountCipher } from './account-cipher.js';
import { AccountEntity } from './account.entity.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';
import { FirstAdmin } from './first-admin.js';
import { PasswordHasher } from './password-hasher.js';

@Module({
  imports: [TypeOrmModule.forFeature([AccountEntity])],
  providers: [AccountCipher, AccountsRepository, AccountsService, PasswordHasher, FirstAdmin],
  exports: [AccountCipher, AccountsRepository, AccountsService, PasswordHasher],
})
export class AccountsModule {}
