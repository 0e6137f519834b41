import { Injectable } from '@nestjs/common';
import type { LoginResponse } from '@portal/contract';
import { clientAddressKey } from '@portal/http-kit';
import type { TokenClaims } from '@portal/nest-kit';
import type { Account } from '../accounts/account.js';
import { AccountCipher } from '../accounts/account.cipher.js';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { PasswordHasher } from '../accounts/password-hasher.service.js';
import { AttemptThrottle } from '../throttle/attempt-throttle.service.js';
import { SignInLimits } from '../throttle/sign-in-limits.service.js';
import { registrationRule } from '../throttle/throttle-rules.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { SessionIssuer } from './session-issuer.service.js';
import { SessionsRepository } from './sessions.repository.js';

/** Registering, signing in and out: throttled, constant in what they reveal, answered alike. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly accountsService: AccountsService,
    private readonly cipher: AccountCipher,
    private readonly hasher: PasswordHasher,
    private readonly throttle: AttemptThrottle,
    private readonly limits: SignInLimits,
    private readonly issuer: SessionIssuer,
    private readonly sessions: SessionsRepository,
  ) {}

  /**
   * Signs in within the limits of decisions §5 (SignInLimits): the attempt is taken before the
   * password is checked; a wrong password keeps it as a failure, a right one gives it back. An
   * email with no account, and an invited account with no password yet, cost the same check and
   * get the same answer as a wrong password.
   */
  async login(email: string, password: string, address: string): Promise<LoginResponse> {
    const attempt = await this.limits.begin({
      account: this.cipher.lookup.email(email),
      address: this.addressSubject(address),
    });

    let account: Account | undefined;
    let passwordMatches: boolean;
    try {
      account = await this.accounts.findByEmail(email);
      passwordMatches = account?.passwordHash
        ? await this.hasher.verify(account.passwordHash, password)
        : await this.hasher.verifyNothing(password);
    } catch (error) {
      // Not checked at all (the portal was too busy): not a guess either.
      await this.limits.notChecked(attempt);
      throw error;
    }
    if (!account || !passwordMatches) return this.limits.failed(attempt);
    await this.limits.succeeded(attempt);
    return this.sessionFor(account);
  }

  /** A member's own registration, signed in at once; throttled per address. */
  async register(
    request: Parameters<AccountsService['register']>[0],
    address: string,
  ): Promise<LoginResponse> {
    await this.throttle.take(registrationRule, [`address:${this.addressSubject(address)}`]);
    return this.sessionFor(await this.accountsService.register(request));
  }

  async sessionFor(account: Account): Promise<LoginResponse> {
    return {
      ...this.issuer.issue(account.id, account.sessionsValidFrom),
      user: await this.accountsService.user(account),
    };
  }

  /**
   * Ends one session: its token is refused on the next call in every service (identity checks
   * it on each call; the others hear `session_revoked`), while the member's other sessions go on.
   */
  async signOut(claims: TokenClaims): Promise<void> {
    await this.sessions.signOut(claims);
  }

  /** The keyed hash of a client's address as throttles count it (IPv6 per /64). */
  addressSubject(address: string): string {
    return this.cipher.lookup.address(clientAddressKey(address));
  }
}
