import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  maskCardNumber,
  type CardNumberReveal,
  type MaskedCardNumber,
  type RevealedCardNumber,
} from '@portal/contract';
import { DomainException, type AuthenticatedCaller } from '@portal/nest-kit';
import { DataSource } from 'typeorm';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { Clock } from '../clock.service.js';
import { CardNumberRevealEntity } from './card-number-reveal.entity.js';

const noCardNumber = () => new DomainException('user.not_found', 'This account has no card number');

/**
 * An applicant's membership card number for the review page (reviewers only, by the permission
 * table): masked but for the last four digits, or in full on the reviewer's say, each time
 * recorded (who, whose, when, for which application) before it is answered. Admins see those
 * records with the masked number.
 *
 * The application is the one the reviewer names: identity keeps no applications, and asking
 * the applications service would make identity, which every service asks, depend on one of
 * them. The record is kept whatever it names; it is the reviewer's word on why they looked.
 */
@Injectable()
export class CardNumbersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsRepository,
    private readonly clock: Clock,
  ) {}

  async masked(
    accountId: string,
    applicationId: string,
    caller: AuthenticatedCaller,
  ): Promise<MaskedCardNumber> {
    const account = await this.accounts.findById(accountId);
    if (!account) throw new DomainException('user.not_found', 'User not found');
    return {
      masked: account.cardNumber === null ? null : maskCardNumber(account.cardNumber),
      reveals:
        caller.principal.userType === 'admin' ? await this.reveals(accountId, applicationId) : null,
    };
  }

  async reveal(
    accountId: string,
    applicationId: string,
    caller: AuthenticatedCaller,
  ): Promise<RevealedCardNumber> {
    const account = await this.accounts.findById(accountId);
    if (!account) throw new DomainException('user.not_found', 'User not found');
    if (account.cardNumber === null) throw noCardNumber();
    await this.rows().insert({
      accountId,
      revealedBy: caller.principal.id,
      applicationId,
      at: this.clock.now(),
    });
    return { cardNumber: account.cardNumber };
  }

  /** Newest first, with each reviewer's name as their account has it now. */
  private async reveals(accountId: string, applicationId: string): Promise<CardNumberReveal[]> {
    const rows = await this.rows().find({
      where: { accountId, applicationId },
      order: { at: 'DESC', id: 'DESC' },
    });
    const reviewers = await this.accounts.findByIds([
      ...new Set(rows.map((row) => row.revealedBy)),
    ]);
    const names = new Map(
      reviewers.map((reviewer) => [reviewer.id, `${reviewer.firstName} ${reviewer.lastName}`]),
    );
    return rows.map((row) => ({
      at: row.at.toISOString(),
      byId: row.revealedBy,
      byName: names.get(row.revealedBy) ?? null,
      applicationId: row.applicationId,
    }));
  }

  private rows() {
    return this.dataSource.getRepository(CardNumberRevealEntity);
  }
}
