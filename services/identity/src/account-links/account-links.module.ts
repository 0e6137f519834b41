import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountCipherModule } from '../accounts/account-cipher.module.js';
import { AccountEmailOutboxEntity } from './account-email-outbox.entity.js';
import { AccountEmailRelay, notificationsServiceProvider } from './account-email.relay.js';
import { AccountLinkEntity } from './account-link.entity.js';
import { AccountLinksRepository } from './account-links.repository.js';
import { AccountLinksService } from './account-links.service.js';

/** Links sent by email, and the relay that has the notifications service send their emails. */
@Module({
  imports: [
    AccountCipherModule,
    TypeOrmModule.forFeature([AccountLinkEntity, AccountEmailOutboxEntity]),
  ],
  providers: [
    notificationsServiceProvider,
    AccountLinksRepository,
    AccountLinksService,
    AccountEmailRelay,
  ],
  exports: [AccountLinksService],
})
export class AccountLinksModule {}
