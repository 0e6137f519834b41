import { randomUUID } from 'node:crypto';
import {
  defaultOfficeSettings,
  type CallerProfile,
  type OfficeSettings,
  type Principal,
  type UserType,
} from '@portal/contract';
import jwt from 'jsonwebtoken';
import { FakeInternalService, type FakeAnswer, type FakeCall } from './fake-internal-service.js';
import { signTestToken } from './test-tokens.js';

export interface TestAccount {
  principal: Principal;
  profile: CallerProfile;
  cardNumber: string;
  /** A session token for this account, signed as identity signs them. */
  token: string;
}

export interface TestAccountDetails {
  userType?: UserType;
  education?: boolean;
  harvesting?: boolean;
  communityOutreach?: boolean;
  /** Whether the account has confirmed its address; true unless a test says otherwise. */
  emailConfirmed?: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
  /** The membership card number (a reviewer's conflict list finds a member by it). */
  cardNumber?: string;
}

/**
 * Identity's internal endpoints (`/internal/principal`, `/internal/me`, `/internal/users/contacts`,
 * `/internal/users/reviewers`, `/internal/office-settings`, and the reviews service's
 * `/internal/users/staff`, `/by-card-number`, `/card-numbers`) over real HTTP, answering from accounts the test creates, so a
 * service can be tested without starting identity. It checks what identity checks: the services'
 * credential and the token's signature. `unavailable` makes it answer 503 to everything.
 */
export class FakeIdentity extends FakeInternalService {
  private readonly accounts = new Map<string, TestAccount>();
  /** While true, every call answers 503, as an identity that is in trouble. */
  unavailable = false;
  /** How many asks for names and addresses (`/internal/users/contacts`) were answered 503. */
  refusedContactLookups = 0;
  /** The office's settings, as an admin would have set them. */
  officeSettings: OfficeSettings = { ...defaultOfficeSettings };

  constructor(
    private readonly jwtSecret: string,
    serviceSecret: string,
  ) {
    super(serviceSecret);
  }

  static async start(jwtSecret: string, serviceSecret: string): Promise<FakeIdentity> {
    const identity = new FakeIdentity(jwtSecret, serviceSecret);
    await identity.listen();
    return identity;
  }

  /** A new account, signed in: an admin, staff with the education flag, a member… */
  signIn(details: TestAccountDetails = {}): TestAccount {
    const id = randomUUID();
    const firstName = details.firstName ?? 'Test';
    const lastName =
      details.lastName ?? (details.userType ?? 'member').replace(/^./, (c) => c.toUpperCase());
    const account: TestAccount = {
      principal: {
        id,
        userType: details.userType ?? 'user',
        education: details.education ?? false,
        harvesting: details.harvesting ?? false,
        communityOutreach: details.communityOutreach ?? false,
        emailConfirmed: details.emailConfirmed ?? true,
      },
      profile: {
        id,
        firstName,
        lastName,
        name: `${firstName} ${lastName}`,
        email: details.email ?? `${id.slice(0, 8)}@example.org`,
      },
      cardNumber: details.cardNumber ?? String(1_000_000_000 + this.accounts.size),
      token: signTestToken(this.jwtSecret, id),
    };
    this.accounts.set(id, account);
    return account;
  }

  /** Changes an account's role or flags (a service hears of it as it would from identity). */
  change(id: string, changes: Partial<Principal>): void {
    const account = this.accounts.get(id);
    if (account) account.principal = { ...account.principal, ...changes, id };
  }

  remove(id: string): void {
    this.accounts.delete(id);
  }

  protected async answer(call: FakeCall): Promise<FakeAnswer> {
    if (this.unavailable) {
      if (call.url === '/internal/users/contacts') this.refusedContactLookups += 1;
      return { status: 503, body: { statusCode: 503, message: 'unavailable' } };
    }
    if (call.method === 'GET' && call.url === '/internal/users/reviewers')
      return { status: 200, body: { ids: this.reviewerIds() } };
    if (call.method === 'GET' && call.url === '/internal/office-settings')
      return { status: 200, body: this.officeSettings };
    if (call.method === 'POST' && call.url === '/internal/users/contacts')
      return { status: 200, body: { contacts: this.contactsOf(await call.json()) } };
    if (call.method === 'GET' && call.url === '/internal/users/staff')
      return { status: 200, body: { staff: this.staff() } };
    if (call.method === 'POST' && call.url === '/internal/users/by-card-number') {
      const { cardNumber } = (await call.json()) as { cardNumber?: string };
      const holder = [...this.accounts.values()].find((each) => each.cardNumber === cardNumber);
      return holder
        ? { status: 200, body: { id: holder.profile.id, name: holder.profile.name } }
        : { status: 404, body: { statusCode: 404, code: 'review.conflict_member' } };
    }
    if (call.method === 'POST' && call.url === '/internal/users/card-numbers') {
      const ids = ((await call.json()) as { ids?: string[] }).ids ?? [];
      const cardNumbers = ids
        .map((id) => this.accounts.get(id))
        .filter((each): each is TestAccount => each !== undefined)
        .map((each) => ({ id: each.profile.id, cardNumber: each.cardNumber }));
      return { status: 200, body: { cardNumbers } };
    }
    const account = this.accountOf(call.request.headers.authorization);
    if (!account)
      return { status: 401, body: { statusCode: 401, message: 'Please sign in to continue.' } };
    if (call.url === '/internal/principal') return { status: 200, body: account.principal };
    if (call.url === '/internal/me') return { status: 200, body: account.profile };
    return { status: 404 };
  }

  private reviewerIds(): string[] {
    return [...this.accounts.values()]
      .map((account) => account.principal)
      .filter(
        (principal) =>
          principal.userType === 'admin' || (principal.userType === 'staff' && principal.education),
      )
      .map((principal) => principal.id);
  }

  /** Staff and admin accounts, as identity answers who may sit on a review panel. */
  private staff(): Array<{ id: string; name: string; userType: string }> {
    return [...this.accounts.values()]
      .filter(({ principal }) => principal.userType !== 'user')
      .map(({ principal, profile }) => ({
        id: principal.id,
        name: profile.name,
        userType: principal.userType,
      }));
  }

  /** As identity answers: the name and email of the accounts asked for that exist. */
  private contactsOf(body: unknown): Array<{ id: string; name: string; email: string }> {
    const ids = (body as { ids?: unknown } | undefined)?.ids;
    if (!Array.isArray(ids)) return [];
    return ids
      .map((id) => this.accounts.get(String(id)))
      .filter((account): account is TestAccount => account !== undefined)
      .map(({ profile }) => ({ id: profile.id, name: profile.name, email: profile.email }));
  }

  private accountOf(authorization: string | undefined): TestAccount | undefined {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!token) return undefined;
    try {
      const claims = jwt.verify(token, this.jwtSecret) as { sub?: string };
      return claims.sub ? this.accounts.get(claims.sub) : undefined;
    } catch {
      return undefined;
    }
  }
}
