import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { principalChangedChannel } from '@portal/nest-kit';
import { type EntityManager, In, Not, Repository } from 'typeorm';
import type { Account } from './account.js';
import { AccountCipher } from './account.cipher.js';
import { AccountEntity } from './account.entity.js';

/** The queries on accounts. Lookups by email or card number go through their keyed hashes. */
@Injectable()
export class AccountsRepository {
  constructor(
    @InjectRepository(AccountEntity) private readonly rows: Repository<AccountEntity>,
    private readonly cipher: AccountCipher,
  ) {}

  async findById(id: string, manager?: EntityManager): Promise<Account | undefined> {
    const entity = await this.repository(manager).findOneBy({ id });
    return entity ? this.cipher.fromEntity(entity) : undefined;
  }

  /** The accounts among `ids` (each decrypted: callers ask for the few they will write to). */
  async findByIds(ids: string[]): Promise<Account[]> {
    if (ids.length === 0) return [];
    const entities = await this.rows.findBy({ id: In(ids) });
    return entities.map((entity) => this.cipher.fromEntity(entity));
  }

  /** Reviewers' ids, from the clear role and flag columns: nothing is decrypted. */
  async reviewerIds(): Promise<string[]> {
    const rows = await this.rows.query<Array<{ id: string }>>(
      `SELECT id FROM users WHERE user_type = 'admin' OR (user_type = 'staff' AND education) ORDER BY id`,
    );
    return rows.map((row) => row.id);
  }

  /** Staff and admin accounts (each decrypted: a small office's few). */
  async staff(): Promise<Account[]> {
    const entities = await this.rows.find({
      where: { userType: In(['staff', 'admin']) },
      order: { createdAt: 'ASC' },
    });
    return entities.map((entity) => this.cipher.fromEntity(entity));
  }

  async findByCardNumber(cardNumber: string): Promise<Account | undefined> {
    const entity = await this.rows.findOneBy({
      cardNumberHash: this.cipher.lookup.cardNumber(cardNumber),
    });
    return entity ? this.cipher.fromEntity(entity) : undefined;
  }

  async findByEmail(email: string): Promise<Account | undefined> {
    const entity = await this.rows.findOneBy({ emailHash: this.cipher.lookup.email(email) });
    return entity ? this.cipher.fromEntity(entity) : undefined;
  }

  async list(): Promise<Account[]> {
    const entities = await this.rows.find({ order: { createdAt: 'ASC' } });
    return entities.map((entity) => this.cipher.fromEntity(entity));
  }

  async emailTaken(email: string, exceptId?: string, manager?: EntityManager): Promise<boolean> {
    return this.repository(manager).existsBy({
      emailHash: this.cipher.lookup.email(email),
      ...(exceptId ? { id: Not(exceptId) } : {}),
    });
  }

  async cardNumberTaken(
    cardNumber: string,
    exceptId?: string,
    manager?: EntityManager,
  ): Promise<boolean> {
    return this.repository(manager).existsBy({
      cardNumberHash: this.cipher.lookup.cardNumber(cardNumber),
      ...(exceptId ? { id: Not(exceptId) } : {}),
    });
  }

  async countAdmins(manager?: EntityManager): Promise<number> {
    return this.repository(manager).countBy({ userType: 'admin' });
  }

  /**
   * Locks the admin rows until the transaction ends, so that two admins demoting or deleting
   * each other at the same moment cannot leave the portal without one.
   */
  async lockAdmins(manager: EntityManager): Promise<number> {
    const rows = await manager.query<unknown[]>(
      `SELECT id FROM users WHERE user_type = 'admin' FOR UPDATE`,
    );
    return rows.length;
  }

  async save(account: Omit<Account, 'createdAt'>, manager?: EntityManager): Promise<Account> {
    const saved = await this.repository(manager).save(this.cipher.toEntity(account));
    return this.cipher.fromEntity(saved);
  }

  async delete(id: string, manager: EntityManager): Promise<void> {
    await this.repository(manager).delete({ id });
  }

  /** Tells every service that this user's access changed (in the caller's transaction: sent on commit). */
  async announceChange(id: string, manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_notify($1, $2)', [principalChangedChannel, id]);
  }

  /**
   * Runs `work` holding a session lock that replicas starting together take in turns, so only
   * one of them creates the first admin.
   */
  async whileFirstAdminLocked(work: () => Promise<void>): Promise<void> {
    const lock = this.rows.manager.connection.createQueryRunner();
    await lock.connect();
    try {
      await lock.query(`SELECT pg_advisory_lock(hashtext('identity:first-admin'))`);
      await work();
    } finally {
      await lock
        .query(`SELECT pg_advisory_unlock(hashtext('identity:first-admin'))`)
        .catch(() => undefined);
      await lock.release();
    }
  }

  private repository(manager?: EntityManager): Repository<AccountEntity> {
    return manager ? manager.getRepository(AccountEntity) : this.rows;
  }
}
