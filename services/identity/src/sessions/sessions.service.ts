import { Injectable } from '@nestjs/common';
import type { LoginResponse } from '@portal/contract';
import { DomainException } from '@portal/nest-kit';
import { toUser, type Account } from '../accounts/account.js';
import { AccountCipher } from '../accounts/account-cipher.js';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { SessionIssuer } from './session-issuer.js';

/** One message for an unknown email and a wrong password: the answer tells nothing about which. */
export const invalidCredentialsMessage = 'Invalid email or password';

/** Signing in: throttled, constant in what it reveals, and answered like registration. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly cipher: AccountCipher,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly issuer: SessionIssuer,
  ) {}

  async login(email: string, password: string, address: string): Promise<LoginResponse> {
    const accountSubject = `account:${this.cipher.lookup.email(email)}`;
    const addressSubject = `address:${this.cipher.lookup.address(address)}`;
    await this.throttle.assertAllowed([accountSubject, addressSubject]);

    const account = await this.accounts.findByEmail(email);
    const passwordMatches = account
      ? await this.hasher.verify(account.passwordHash, password)
      : await this.hasher.verifyNothing(password);
    if (!account || !passwordMatches) {
      await this.throttle.recordFailure([accountSubject, addressSubject]);
      throw new DomainException('unauthenticated', invalidCredentialsMessage);
    }
    await this.throttle.forgive(accountSubject);
    return this.sessionFor(account);
  }

  sessionFor(account: Account): LoginResponse {
    return { ...this.issuer.issue(account.id), user: toUser(account) };
  }
}
