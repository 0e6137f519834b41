import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AccountLinkSent,
  EmailConfirmationSent,
  InviteUserRequest,
  EmailConfirmed,
  RegisterRequest,
  User,
  UserChanges,
  UserContact,
} from '@portal/contract';
import { defaultUserLanguage } from '@portal/contract';
import { DomainException } from '@portal/nest-kit';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { AccountLinksService } from '../account-links/account-links.service.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { AttemptThrottle } from '../throttle/attempt-throttle.service.js';
import {
  accountLinkByAdminRule,
  emailLinkRule,
  type ThrottleRule,
} from '../throttle/throttle-rules.js';
import { PasswordPolicy } from '../passwords/password-policy.service.js';
import { PasswordHasher } from './password-hasher.service.js';
import { toUser, type Account } from './account.js';
import { AccountCipher } from './account.cipher.js';
import { AccountsRepository } from './accounts.repository.js';

/** A request as its schema answers it: every field there, but `Optional` ones that may be left out. */
type Parsed<T, Optional extends keyof T = never> = {
  [K in Exclude<keyof T, Optional>]-?: Exclude<T[K], undefined>;
} & { [K in Optional]?: Exclude<T[K], undefined> };

const emailTakenMessage = 'An account with this email already exists.';
const cardTakenMessage = 'This RSMIN card number is already registered.';
const linkInvalidMessage =
  'This link has expired or has already been used. Sign in and ask for a new one from your dashboard.';

const fullName = (account: Pick<Account, 'firstName' | 'lastName'>) =>
  `${account.firstName} ${account.lastName}`;

/** The rules about accounts: who can be created, changed and removed, and how. */
@Injectable()
export class AccountsService {
  private readonly emailLinks: ThrottleRule;
  private readonly invitationsByAdmin: ThrottleRule;

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly links: AccountLinksService,
    private readonly throttle: AttemptThrottle,
    private readonly cipher: AccountCipher,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
  ) {
    this.emailLinks = emailLinkRule(config.EMAIL_LINKS_PER_HOUR);
    this.invitationsByAdmin = accountLinkByAdminRule(config.EMAIL_LINKS_PER_HOUR);
  }

  /**
   * A member's own registration: always a plain member, whatever else the request said. The
   * address is not proven yet: a link to confirm it is emailed there.
   */
  async register(request: Parsed<RegisterRequest, 'language' | 'userType'>): Promise<Account> {
    this.policy.assertAcceptable(request.password, request);
    await this.assertAvailable(request.email, request.cardNumber);
    const passwordHash = await this.hasher.hash(request.password);
    const account = await this.inTransaction(async (manager) => {
      const created = await this.accounts.save(
        {
          id: randomUUID(),
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          cardNumber: request.cardNumber,
          userType: 'user',
          education: false,
          harvesting: false,
          communityOutreach: false,
          passwordHash,
          emailConfirmedAt: null,
          sessionsValidFrom: null,
          language: request.language ?? defaultUserLanguage,
        },
        manager,
      );
      await this.links.issue(this.confirmationOf(created), manager);
      return created;
    });
    this.links.send();
    return account;
  }

  /**
   * A new link to confirm the caller's own address, emailed there (a few an hour per account:
   * each is an email the portal sends on a member's say).
   */
  async requestEmailConfirmation(id: string): Promise<EmailConfirmationSent> {
    const account = await this.get(id);
    if (account.emailConfirmedAt)
      throw new DomainException(
        'user.email_already_confirmed',
        'Your email address is already confirmed.',
      );
    await this.throttle.take(this.emailLinks, [`account:${id}`]);
    await this.dataSource.transaction((manager) =>
      this.links.issue(this.confirmationOf(account), manager),
    );
    this.links.send();
    return { sentTo: account.email };
  }

  /**
   * Uses a link sent by email (decisions §3: an application belongs to the account, so the
   * account's address must be its holder's): confirms the address it was sent to, if it is
   * still the account's; or makes the new address an admin gave the account its own.
   */
  async confirmEmail(token: string): Promise<EmailConfirmed> {
    return this.inTransaction(async (manager) => {
      const now = new Date();
      const link = await this.links.use(token, ['confirm-email', 'change-email'], manager, now);
      const account = link && (await this.accounts.findById(link.userId, manager));
      if (!link || !account) throw new DomainException('user.link_invalid', linkInvalidMessage);
      if (link.purpose === 'confirm-email') {
        // A link to an address the account no longer has proves nothing about the new one.
        if (this.cipher.lookup.email(account.email) !== link.emailHash)
          throw new DomainException('user.link_invalid', linkInvalidMessage);
        await this.accounts.save({ ...account, emailConfirmedAt: now }, manager);
      } else {
        if (await this.accounts.emailTaken(link.email, account.id, manager))
          throw new DomainException(
            'user.email_taken',
            'This email address now belongs to another account. Ask the office for help.',
          );
        await this.accounts.save({ ...account, email: link.email, emailConfirmedAt: now }, manager);
      }
      await this.accounts.announceChange(account.id, manager);
      return { email: link.email };
    });
  }

  /** The account's own choice of language (`PUT /api/users/me/language`): screens and emails. */
  async setLanguage(id: string, language: string): Promise<User> {
    const account = await this.get(id);
    const saved =
      account.language === language ? account : await this.accounts.save({ ...account, language });
    return this.user(saved);
  }

  /** The user as the API sends it, with a new address waiting for confirmation if there is one. */
  async user(account: Account): Promise<User> {
    const pending = await this.links.pendingEmails([account.id]);
    return toUser(account, pending.get(account.id) ?? null);
  }

  /** Every user, for the admins' list. */
  async users(): Promise<User[]> {
    const accounts = await this.accounts.list();
    const pending = await this.links.pendingEmails(accounts.map((account) => account.id));
    return accounts.map((account) => toUser(account, pending.get(account.id) ?? null));
  }

  /** The first admin of decisions §1, created when there is no admin at all (no card: staff have none). */
  async createAdmin(email: string, password: string): Promise<Account> {
    const existing = await this.accounts.findByEmail(email);
    if (existing) {
      return this.accounts.save({ ...existing, userType: 'admin' });
    }
    return this.insert({
      id: randomUUID(),
      firstName: 'Portal',
      lastName: 'Administrator',
      email,
      cardNumber: null,
      userType: 'admin',
      education: false,
      harvesting: false,
      communityOutreach: false,
      passwordHash: await this.hasher.hash(password),
      emailConfirmedAt: null,
      sessionsValidFrom: null,
      language: defaultUserLanguage,
    });
  }

  /**
   * An admin invites a staff member or an admin: the account is created with no password (it
   * cannot sign in) and no card number, and a link to set the password is emailed to the person.
   */
  async invite(request: Parsed<InviteUserRequest, 'language'>): Promise<User> {
    if (await this.accounts.emailTaken(request.email))
      throw new DomainException('user.email_taken', emailTakenMessage);
    const account = await this.inTransaction(async (manager) => {
      const created = await this.accounts.save(
        {
          id: randomUUID(),
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          cardNumber: null,
          userType: request.userType,
          education: request.education,
          harvesting: request.harvesting,
          communityOutreach: request.communityOutreach,
          passwordHash: null,
          emailConfirmedAt: null,
          sessionsValidFrom: null,
          language: request.language ?? defaultUserLanguage,
        },
        manager,
      );
      await this.links.issue(this.invitationOf(created), manager);
      return created;
    });
    this.links.send();
    return this.user(account);
  }

  /** The invitation again (the earlier link stops working), while no password is set. */
  async resendInvitation(id: string): Promise<AccountLinkSent> {
    const account = await this.get(id);
    if (account.passwordHash !== null)
      throw new DomainException(
        'user.invitation_accepted',
        `${fullName(account)} has set a password already. To help them back in, send a reset link instead.`,
      );
    await this.throttle.take(this.invitationsByAdmin, [`invite:${id}`]);
    await this.dataSource.transaction((manager) =>
      this.links.issue(this.invitationOf(account), manager),
    );
    this.links.send();
    return { sentTo: account.email };
  }

  list(): Promise<Account[]> {
    return this.accounts.list();
  }

  /** Who to write to: the name and email of each account that exists among `ids`. */
  async contacts(ids: string[]): Promise<UserContact[]> {
    const accounts = await this.accounts.findByIds([...new Set(ids)]);
    return accounts.map((account) => ({
      id: account.id,
      name: fullName(account),
      email: account.email,
      language: account.language,
    }));
  }

  /** Every staff and admin account with its name: who may sit on a review panel. */
  async staffMembers(): Promise<Array<{ id: string; name: string; userType: string }>> {
    const accounts = await this.accounts.staff();
    return accounts.map((account) => ({
      id: account.id,
      name: fullName(account),
      userType: account.userType,
    }));
  }

  /** The member holding a card number (a reviewer's conflict list). */
  async holderOfCardNumber(cardNumber: string): Promise<{ id: string; name: string }> {
    const account = await this.accounts.findByCardNumber(cardNumber);
    if (!account)
      throw new DomainException(
        'review.conflict_member',
        'No member account has this card number. Please check the number on the card.',
      );
    return { id: account.id, name: fullName(account) };
  }

  /** The card numbers of these accounts; ids with no account are left out. */
  async cardNumbers(ids: string[]): Promise<Array<{ id: string; cardNumber: string }>> {
    const accounts = await this.accounts.findByIds([...new Set(ids)]);
    return accounts.flatMap((account) =>
      account.cardNumber ? [{ id: account.id, cardNumber: account.cardNumber }] : [],
    );
  }

  /** The ids of every reviewer ("R" of decisions §3: an admin, or staff with the education flag). */
  reviewerIds(): Promise<string[]> {
    return this.accounts.reviewerIds();
  }

  async get(id: string): Promise<Account> {
    const account = await this.accounts.findById(id);
    if (!account) throw new DomainException('user.not_found', 'User not found');
    return account;
  }

  /**
   * An admin's change to an account; takes effect on that user's next call. A new email is not
   * the account's until it is confirmed there: a link goes to the new address, and the account
   * keeps (and signs in with) its address until the link is used, so that a mistyped or
   * someone else's address never takes over a member's account and applications.
   */
  async update(id: string, request: UserChanges): Promise<User> {
    const updated = await this.inTransaction(async (manager) => {
      const current = await this.accounts.findById(id, manager);
      if (!current) throw new DomainException('user.not_found', 'User not found');
      if (await this.accounts.emailTaken(request.email, id, manager))
        throw new DomainException('user.email_taken', emailTakenMessage);
      if (
        request.cardNumber !== null &&
        (await this.accounts.cardNumberTaken(request.cardNumber, id, manager))
      )
        throw new DomainException('user.card_taken', cardTakenMessage);
      if (
        current.userType === 'admin' &&
        request.userType !== 'admin' &&
        (await this.accounts.lockAdmins(manager)) <= 1
      ) {
        throw new DomainException(
          'user.last_admin',
          'This is the only admin account, so it must stay an admin. Make another account an admin first.',
        );
      }
      const { email, ...profile } = request;
      const saved = await this.accounts.save({ ...current, ...profile }, manager);
      if (email !== current.email)
        await this.links.issue(
          {
            userId: id,
            purpose: 'change-email',
            email,
            name: fullName(saved),
            language: saved.language,
          },
          manager,
        );
      await this.accounts.announceChange(id, manager);
      return saved;
    });
    this.links.send();
    return this.user(updated);
  }

  /** Deletes an account; its sessions stop working on their next call. */
  async remove(id: string): Promise<void> {
    await this.inTransaction(async (manager) => {
      const current = await this.accounts.findById(id, manager);
      if (!current) throw new DomainException('user.not_found', 'User not found');
      if (current.userType === 'admin' && (await this.accounts.lockAdmins(manager)) <= 1) {
        throw new DomainException(
          'user.last_admin',
          'This is the only admin account and cannot be deleted. Make another account an admin first.',
        );
      }
      await this.accounts.delete(id, manager);
      await this.accounts.announceChange(id, manager);
    });
  }

  private async assertAvailable(email: string, cardNumber: string): Promise<void> {
    if (await this.accounts.emailTaken(email))
      throw new DomainException('user.email_taken', emailTakenMessage);
    if (await this.accounts.cardNumberTaken(cardNumber))
      throw new DomainException('user.card_taken', cardTakenMessage);
  }

  private invitationOf(account: Account) {
    return {
      userId: account.id,
      purpose: 'invite' as const,
      email: account.email,
      name: fullName(account),
      language: account.language,
    };
  }

  private confirmationOf(account: Account) {
    return {
      userId: account.id,
      purpose: 'confirm-email' as const,
      email: account.email,
      name: fullName(account),
      language: account.language,
    };
  }

  private async insert(account: Omit<Account, 'createdAt'>): Promise<Account> {
    return this.translateUniqueViolation(() => this.accounts.save(account));
  }

  private inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.translateUniqueViolation(() => this.dataSource.transaction(work));
  }

  /** Two registrations racing past the availability check: the database's constraint decides. */
  private async translateUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof QueryFailedError) {
        const constraint = (error.driverError as { constraint?: string }).constraint;
        if (constraint === 'users_email_hash_unique')
          throw new DomainException('user.email_taken', emailTakenMessage);
        if (constraint === 'users_card_number_hash_unique')
          throw new DomainException('user.card_taken', cardTakenMessage);
      }
      throw error;
    }
  }
}
