import { Module } from '@nestjs/common';
import { AccountLinksModule } from '../account-links/account-links.module.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { ThrottleModule } from '../throttle/throttle.module.js';
import { PasswordsService } from './passwords.service.js';

/** Getting back in: reset links, invitations' first passwords, the live password check. */
@Module({
  imports: [AccountsModule, AccountLinksModule, SessionsModule, ThrottleModule],
  providers: [PasswordsService],
  exports: [PasswordsService],
})
export class PasswordsModule {}
