import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainException } from '@portal/nest-kit';
import { DataSource } from 'typeorm';
import { Clock } from '../clock.service.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { longestRuleWindowMs, type ThrottleRule } from './throttle-rules.js';

/** The attempts one `take` wrote, to give back when the attempt turns out not to count. */
export type TakenAttempts = readonly string[];

/**
 * Counts attempts per subject in the database and refuses the one past a rule's limit.
 *
 * An attempt is taken *before* the work it guards (the password check), inside one short
 * transaction that holds a lock on each subject while it counts and writes: N requests at the
 * same moment take N attempts one after the other, and the (limit + 1)th is refused before it
 * costs anything. Counting first and writing after the check let a burst of 50 through.
 */
@Injectable()
export class AttemptThrottle {
  /** Attempts older than the longest window (the rules', the sign-in limits') count for nothing. */
  private readonly longestWindowMs: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
    private readonly clock: Clock,
  ) {
    this.longestWindowMs = Math.max(longestRuleWindowMs, config.SIGN_IN_WINDOW_MINUTES * 60_000);
  }

  async take(
    rule: ThrottleRule,
    subjects: string[],
    now = this.clock.now(),
  ): Promise<TakenAttempts> {
    const keys = subjects.map((subject) => `${rule.name}/${subject}`).sort();
    return this.dataSource.transaction(async (manager) => {
      // Transaction-scoped advisory locks, always in the same order: no deadlock between two takers.
      for (const key of keys) {
        await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
      }
      const windowStart = new Date(now.getTime() - rule.windowMs);
      const counts = await manager.query<Array<{ count: number; oldest: Date }>>(
        `SELECT count(*)::int AS count, min(attempted_at) AS oldest
           FROM throttled_attempts
          WHERE subject = ANY($1) AND attempted_at > $2
          GROUP BY subject`,
        [keys, windowStart],
      );
      const full = counts.filter((row) => row.count >= rule.limit);
      if (full.length > 0) {
        const freeAt = Math.max(
          ...full.map((row) => new Date(row.oldest).getTime() + rule.windowMs),
        );
        const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
        throw new DomainException(rule.refusedCode, rule.refusal(Math.ceil(seconds / 60)), {
          retryAfterSeconds: seconds,
        });
      }
      const taken = await manager.query<Array<{ id: string }>>(
        `INSERT INTO throttled_attempts (subject, attempted_at)
         SELECT unnest($1::text[]), $2 RETURNING id`,
        [keys, now],
      );
      // Attempts past every window count for nothing; dropping them keeps the table small.
      await manager.query('DELETE FROM throttled_attempts WHERE attempted_at < $1', [
        new Date(now.getTime() - this.longestWindowMs),
      ]);
      return taken.map((row) => String(row.id));
    });
  }

  /** The attempts did not count after all (the password was right; the work was never done). */
  async giveBack(attempts: TakenAttempts): Promise<void> {
    if (attempts.length === 0) return;
    await this.dataSource.query('DELETE FROM throttled_attempts WHERE id = ANY($1)', [
      [...attempts],
    ]);
  }
}
