import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';
import { AccountEmailSentEntity } from './account-email-sent.entity.js';

/** How long a sent email's id is kept: longer than any link lives, so a late repeat is known. */
const keptForMs = 7 * 24 * 60 * 60 * 1000;

/** Which account emails were sent already. */
@Injectable()
export class AccountEmailsRepository {
  constructor(
    @InjectRepository(AccountEmailSentEntity)
    private readonly rows: Repository<AccountEmailSentEntity>,
  ) {}

  async alreadyDone(ids: string[]): Promise<Set<string>> {
    const rows = await this.rows.find({ select: { id: true }, where: { id: In(ids) } });
    return new Set(rows.map((row) => row.id));
  }

  async record(id: string, outcome: 'sent' | 'refused'): Promise<void> {
    await this.rows.upsert({ id, outcome, at: new Date() }, ['id']);
  }

  async forgetOld(now = new Date()): Promise<void> {
    await this.rows.delete({ at: LessThan(new Date(now.getTime() - keptForMs)) });
  }
}
