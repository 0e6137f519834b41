import { Inject, Injectable, Logger } from '@nestjs/common';
import { grantInternalEndpoints, type GrantSnapshot } from '@portal/contract';
import { DomainException, InternalCallRefused, type InternalClient } from '@portal/nest-kit';
import { GRANTS_SERVICE } from './grants-service.js';
import { RecentSnapshots } from './recent-snapshots.js';

/** Grants whose last snapshot is kept for an outage of the grants service, and for how long. */
const rememberedGrants = 1_000;
const rememberedForMs = 15 * 60_000;

/**
 * The grant an application answers, as the grants service has it now: its title, type and
 * questions are kept with the application (decisions §4).
 *
 * Grants is asked on every submission, so an edit or a closing applies at once. When it cannot
 * be reached (crashed, restarting), a grant read in the last 15 minutes is taken as last read:
 * nobody can change a grant while grants is away, and a deadline-day rush must not stop because
 * of it. A grant not read recently is answered 503 with a sentence.
 */
@Injectable()
export class GrantSnapshots {
  private readonly logger = new Logger('GrantSnapshots');
  private readonly recent = new RecentSnapshots(rememberedGrants, rememberedForMs);
  private grantsAwaySince: number | undefined;

  constructor(@Inject(GRANTS_SERVICE) private readonly grants: InternalClient) {}

  /**
   * The grant, when it takes applications (decisions §4: published only). A draft, a closed grant
   * and a grant that does not exist are all "not open" to the applicant: a member cannot see
   * drafts, so they are told nothing more about them.
   */
  async openForApplications(grantId: string): Promise<GrantSnapshot> {
    const snapshot = await this.read(grantId);
    if (snapshot?.status !== 'published') throw notOpen();
    return snapshot;
  }

  /**
   * The grant as grants has it now (or as last read, while grants is away), whatever its
   * status; undefined when there is no such grant. For the drafts' reminders.
   */
  find(grantId: string): Promise<GrantSnapshot | undefined> {
    return this.read(grantId);
  }

  /** The snapshot, or undefined when grants says there is no such grant. */
  private async read(grantId: string): Promise<GrantSnapshot | undefined> {
    try {
      const snapshot = await this.grants.call(grantInternalEndpoints.snapshot, {
        params: { id: grantId },
      });
      this.grantsBack();
      this.recent.remember(snapshot);
      return snapshot;
    } catch (error) {
      if (error instanceof InternalCallRefused && error.status === 404) {
        this.grantsBack();
        this.recent.forget(grantId);
        return undefined;
      }
      const lastRead = this.recent.recall(grantId);
      this.grantsAway(error);
      if (lastRead) return lastRead;
      const failure = new DomainException(
        'service.unavailable',
        'The grant could not be read right now, so the application was not saved. Please try again in a moment.',
        { retryAfterSeconds: 5 },
      );
      failure.cause = error;
      throw failure;
    }
  }

  /** One line per outage, not one per submission. */
  private grantsAway(error: unknown): void {
    if (this.grantsAwaySince !== undefined) return;
    this.grantsAwaySince = Date.now();
    const reason = error instanceof InternalCallRefused ? error.message : 'not reachable';
    this.logger.warn(
      `grant snapshots cannot be read (${reason}); grants read in the last ${rememberedForMs / 60_000} minutes take applications with the snapshot last read, others are answered 503`,
    );
  }

  private grantsBack(): void {
    if (this.grantsAwaySince === undefined) return;
    const seconds = ((Date.now() - this.grantsAwaySince) / 1000).toFixed(1);
    this.logger.log(`grant snapshots are read again after ${seconds} s`);
    this.grantsAwaySince = undefined;
  }
}

function notOpen(): DomainException {
  return new DomainException(
    'application.grant_not_open',
    'This grant is not open for applications. Only published grants take applications.',
  );
}
