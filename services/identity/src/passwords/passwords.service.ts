import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  passwordLinkMessages,
  forgotPasswordAnswer,
  type AccountLinkSent,
  type ForgotPasswordAnswered,
  type LoginResponse,
  type PasswordCheck,
  type PasswordCheckRequest,
} from '@portal/contract';
import { DomainException } from '@portal/nest-kit';
import { DataSource } from 'typeorm';
import { AccountLinksService } from '../account-links/account-links.service.js';
import type { Account } from '../accounts/account.js';
import { AccountCipher } from '../accounts/account.cipher.js';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { PasswordHasher } from '../accounts/password-hasher.service.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { AttemptThrottle } from '../throttle/attempt-throttle.service.js';
import { SignInLimits } from '../throttle/sign-in-limits.service.js';
import {
  accountLinkByAdminRule,
  forgotPasswordForEmailRule,
  forgotPasswordFromAddressRule,
  type ThrottleRule,
  passwordCheckRule,
} from '../throttle/throttle-rules.js';
import { PasswordPolicy } from './password-policy.service.js';

/** A link that sets a password: "Forgot your password?" (or an admin's), or an invitation. */
export type PasswordLinkPurpose = 'reset-password' | 'invite';

const invalidLinkMessage: Record<PasswordLinkPurpose, string> = {
  'reset-password': passwordLinkMessages.resetInvalid,
  invite: passwordLinkMessages.invitationInvalid,
};

/**
 * Getting back in: "Forgot your password?", an admin's reset link, and the password chosen
 * from a link (a reset, or an invitation's first password).
 */
@Injectable()
export class PasswordsService {
  private readonly logger = new Logger('Passwords');
  private readonly forgotPasswordForEmail: ThrottleRule;
  private readonly resetLinkByAdmin: ThrottleRule;

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly accountsService: AccountsService,
    private readonly cipher: AccountCipher,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly links: AccountLinksService,
    private readonly throttle: AttemptThrottle,
    private readonly limits: SignInLimits,
    private readonly sessions: SessionsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
  ) {
    this.forgotPasswordForEmail = forgotPasswordForEmailRule(config.EMAIL_LINKS_PER_HOUR);
    this.resetLinkByAdmin = accountLinkByAdminRule(config.EMAIL_LINKS_PER_HOUR);
  }

  /**
   * "Forgot your password?": the same answer, as fast, whether or not the address has an
   * account. Counted per address and per email (known or not, so a refusal tells nothing
   * either). The link is made after the answer is on its way: the time the answer takes does
   * not depend on whether there was one to make.
   */
  async forgotPassword(email: string, address: string): Promise<ForgotPasswordAnswered> {
    await this.throttle.take(forgotPasswordFromAddressRule, [
      `address:${this.sessions.addressSubject(address)}`,
    ]);
    await this.throttle.take(this.forgotPasswordForEmail, [
      `email:${this.cipher.lookup.email(email)}`,
    ]);
    const account = await this.accounts.findByEmail(email);
    if (account)
      setImmediate(() => {
        this.emailResetLink(account).catch((error: unknown) =>
          this.logger.error(
            `the reset link of account ${account.id} was not made: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      });
    return { message: forgotPasswordAnswer };
  }

  /** An admin's "Send reset link": the member chooses the password; the admin never sees it. */
  async sendResetLinkFor(id: string): Promise<AccountLinkSent> {
    const account = await this.accountsService.get(id);
    await this.throttle.take(this.resetLinkByAdmin, [`reset:${id}`]);
    await this.emailResetLink(account);
    return { sentTo: account.email };
  }

  /**
   * Sets the password chosen from a link, which proves its holder reads the account's email:
   * the address counts as confirmed, every other session of the account ends (sessions begun
   * before now stop working on their next call, in every service), every limit on its sign-in
   * is cleared (the link also unlocks), and the person is signed in. A refused password leaves
   * the link as it was, to try another.
   */
  async setPasswordWithLink(
    token: string,
    password: string,
    purpose: PasswordLinkPurpose,
    /** The language chosen on the invitation's page, which becomes the account's. */
    language?: string,
  ): Promise<LoginResponse> {
    const account = await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const link = await this.links.use(token, [purpose], manager, now);
      const current = link && (await this.accounts.findById(link.userId, manager));
      // A link to an address the account no longer has proves nothing about its holder now.
      if (!link || !current || this.cipher.lookup.email(current.email) !== link.emailHash)
        throw new DomainException('user.link_invalid', invalidLinkMessage[purpose]);
      // Thrown inside the transaction: the link is not used up by a refused password.
      this.policy.assertAcceptable(password, current);
      const updated = await this.accounts.save(
        {
          ...current,
          passwordHash: await this.hasher.hash(password),
          emailConfirmedAt: current.emailConfirmedAt ?? now,
          // The next whole second: see SessionIssuer.issue.
          sessionsValidFrom: new Date((Math.floor(now.getTime() / 1000) + 1) * 1000),
          language: language ?? current.language,
        },
        manager,
      );
      await this.links.voidLive(current.id, ['reset-password', 'invite'], manager, now);
      await this.limits.clearAccount(this.cipher.lookup.email(current.email), manager);
      // Every service drops what it kept of this account's sessions, and asks again.
      await this.accounts.announceChange(current.id, manager);
      return updated;
    });
    return this.sessions.sessionFor(account);
  }

  /** `POST /api/users/password-check`: throttled per address, as the person types. */
  async check(request: PasswordCheckRequest, address: string): Promise<PasswordCheck> {
    await this.throttle.take(passwordCheckRule, [
      `address:${this.sessions.addressSubject(address)}`,
    ]);
    return this.policy.check(request.password, request);
  }

  private async emailResetLink(account: Account): Promise<void> {
    await this.dataSource.transaction((manager) =>
      this.links.issue(
        {
          userId: account.id,
          purpose: 'reset-password',
          email: account.email,
          name: `${account.firstName} ${account.lastName}`,
          language: account.language,
        },
        manager,
      ),
    );
    this.links.send();
  }
}
