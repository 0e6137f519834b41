import { Inject, Injectable } from '@nestjs/common';
import { DomainException } from '@portal/nest-kit';
import { Clock } from '../clock.service.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { longestRuleWindowMs, type ThrottleRule } from './throttle-rules.js';
import { ThrottledAttemptsRepository } from './throttled-attempts.repository.js';

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
    private readonly attempts: ThrottledAttemptsRepository,
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
    return this.attempts.transaction(async (manager) => {
      // Locks on each subject while it counts and writes: takers at the same moment take turns.
      await this.attempts.lockSubjects(keys, manager);
      const windowStart = new Date(now.getTime() - rule.windowMs);
      const counts = await this.attempts.countsAfter(keys, windowStart, manager);
      const full = counts.filter((row) => row.count >= rule.limit);
      if (full.length > 0) {
        const freeAt = Math.max(...full.map((row) => row.oldest.getTime() + rule.windowMs));
        const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
        throw new DomainException(rule.refusedCode, rule.refusal(Math.ceil(seconds / 60)), {
          retryAfterSeconds: seconds,
        });
      }
      const taken = await this.attempts.add(keys, now, manager);
      // Attempts past every window count for nothing; dropping them keeps the table small.
      await this.attempts.removeOlderThan(new Date(now.getTime() - this.longestWindowMs), manager);
      return taken;
    });
  }

  /** The attempts did not count after all (the password was right; the work was never done). */
  async giveBack(attempts: TakenAttempts): Promise<void> {
    if (attempts.length === 0) return;
    await this.attempts.remove(attempts);
  }
}
