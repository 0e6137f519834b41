import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DomainException } from '@portal/nest-kit';
import { In, LessThan, MoreThan, Repository } from 'typeorm';
import { LoginFailureEntity } from './login-failure.entity.js';

export const failureLimit = 10;
export const failureWindowMs = 15 * 60 * 1000;

/**
 * Decisions §5: after 10 failed sign-ins for one account or from one address within 15
 * minutes, further attempts get 429 for the rest of the window. Checked before any password
 * is hashed, so a flood of guesses costs almost nothing.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @InjectRepository(LoginFailureEntity) private readonly failures: Repository<LoginFailureEntity>,
  ) {}

  async assertAllowed(subjects: string[], now = new Date()): Promise<void> {
    const windowStart = new Date(now.getTime() - failureWindowMs);
    const rows = await this.failures
      .createQueryBuilder('failure')
      .select('failure.subject', 'subject')
      .addSelect('count(*)', 'count')
      .addSelect('min(failure.failed_at)', 'oldest')
      .where({ subject: In(subjects), failedAt: MoreThan(windowStart) })
      .groupBy('failure.subject')
      .getRawMany<{ subject: string; count: string; oldest: Date }>();
    const blocked = rows.filter((row) => Number(row.count) >= failureLimit);
    if (blocked.length === 0) return;
    const freeAt = Math.max(
      ...blocked.map((row) => new Date(row.oldest).getTime() + failureWindowMs),
    );
    const minutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
    throw new DomainException(
      'too-many-attempts',
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }

  async recordFailure(subjects: string[]): Promise<void> {
    await this.failures.insert(subjects.map((subject) => ({ subject })));
    // Old failures no longer count; dropping them keeps the table small.
    await this.failures.delete({ failedAt: LessThan(new Date(Date.now() - failureWindowMs)) });
  }

  /** A successful sign-in forgives the account's failures (not the address's). */
  async forgive(subject: string): Promise<void> {
    await this.failures.delete({ subject });
  }
}
