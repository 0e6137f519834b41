import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RegisterRequest, UpdateUserRequest, UserContact } from '@portal/contract';
import { DomainException } from '@portal/nest-kit';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { PasswordHasher } from './password-hasher.js';
import type { Account } from './account.js';
import { AccountsRepository } from './accounts.repository.js';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

const emailTakenMessage = 'An account with this email already exists.';
const cardTakenMessage = 'This RSMIN card number is already registered.';

/** The rules about accounts: who can be created, changed and removed, and how. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly hasher: PasswordHasher,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** A member's own registration: always a plain member, whatever else the request said. */
  async register(request: Parsed<RegisterRequest>): Promise<Account> {
    await this.assertAvailable(request.email, request.cardNumber);
    const passwordHash = await this.hasher.hash(request.password);
    return this.insert({
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
    });
  }

  /** The first admin of decisions §1, created when there is no admin at all. */
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
      cardNumber: `ADMIN-${randomUUID().slice(0, 8).toUpperCase()}`,
      userType: 'admin',
      education: false,
      harvesting: false,
      communityOutreach: false,
      passwordHash: await this.hasher.hash(password),
    });
  }

  list(): Promise<Account[]> {
    return this.accounts.list();
  }

  /** Who to write to: the name and email of each account that exists among `ids`. */
  async contacts(ids: string[]): Promise<UserContact[]> {
    const accounts = await this.accounts.findByIds([...new Set(ids)]);
    return accounts.map((account) => ({
      id: account.id,
      name: `${account.firstName} ${account.lastName}`,
      email: account.email,
    }));
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

  /** An admin's change to an account; takes effect on that user's next call. */
  async update(
    id: string,
    request: Parsed<Omit<UpdateUserRequest, 'updateEmailHash'>>,
  ): Promise<Account> {
    return this.inTransaction(async (manager) => {
      const current = await this.accounts.findById(id, manager);
      if (!current) throw new DomainException('user.not_found', 'User not found');
      if (await this.accounts.emailTaken(request.email, id, manager))
        throw new DomainException('user.email_taken', emailTakenMessage);
      if (await this.accounts.cardNumberTaken(request.cardNumber, id, manager))
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
      const updated = await this.accounts.save({ ...current, ...request }, manager);
      await this.accounts.announceChange(id, manager);
      return updated;
    });
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
