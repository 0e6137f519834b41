import { Module } from '@nestjs/common';
import { AccountCipher } from './account.cipher.js';

/** The one cipher of identity's personal data, for the accounts and for the links sent to them. */
@Module({ providers: [AccountCipher], exports: [AccountCipher] })
export class AccountCipherModule {}
