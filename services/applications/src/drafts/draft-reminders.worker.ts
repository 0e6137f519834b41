import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { readGrantDate } from '@portal/contract';
import { failureReasons, PacedLoop } from '@portal/nest-kit';
import { GrantSnapshots } from '../applications/grant-snapshots.client.js';
import { NotificationsOutbox } from '../outbox/notifications-outbox.repository.js';
import { NotificationsOutboxRelay } from '../outbox/notifications-outbox.relay.js';
import { DraftsRepository } from './drafts.repository.js';

export const draftReminderSettings = {
  /** How often each replica looks for reminders due: a reminder goes out at most this late. */
  intervalMs: 5 * 60_000,
  /** The first round after a start, once the service is up. */
  firstRoundMs: 10_000,
} as const;

/**
 * Reminds members of their drafts 72 hours and 24 hours before the grant closes (the
 * close date read as the office's, America/Toronto, by `readGrantDate`). Every few minutes, on
 * every replica: each round reads the close date of every grant that has drafts (a date moved
 * since the draft was saved counts), then claims each due reminder with a row of its own
 * (`draft_reminders`) in the same transaction as the notice's event, so a reminder goes out
 * once however many replicas run the round at the same moment. A failed round (the database away)
 * is said once, and the next round, at the usual time, tries again (nest-kit's PacedLoop).
 */
@Injectable()
export class DraftReminders implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('DraftReminders');
  private readonly loop = new PacedLoop({
    // A round takes every reminder due; a failed one is tried again at the next round's time.
    pace: {
      batchSize: Number.POSITIVE_INFINITY,
      pollIntervalMs: draftReminderSettings.intervalMs,
      firstBackoffMs: draftReminderSettings.intervalMs,
      maxBackoffMs: draftReminderSettings.intervalMs,
      firstRoundAfterMs: draftReminderSettings.firstRoundMs,
    },
    round: () => this.round(),
    onFailing: (error) =>
      this.logger.warn(
        `draft reminders wait: a round failed (${failureReasons(error)}); each next round tries again`,
      ),
    onRecovered: (outageMs) =>
      this.logger.log(`draft reminders are sent again after ${(outageMs / 1000).toFixed(1)} s`),
  });

  constructor(
    private readonly drafts: DraftsRepository,
    private readonly grants: GrantSnapshots,
    private readonly notifications: NotificationsOutbox,
    private readonly relay: NotificationsOutboxRelay,
  ) {}

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  /** Before the database pool closes: a round under way finishes. */
  beforeApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  /** One round at `now`: answers how many reminders it sent. */
  async round(now = new Date()): Promise<number> {
    const notOpen = await this.refreshCloseDates();
    const due = await this.drafts.dueReminders(now, notOpen);
    let sent = 0;
    for (const reminder of due) {
      const claimed = await this.drafts.inTransaction(async (manager) => {
        if (!(await this.drafts.claimReminder(reminder, now, manager))) return false;
        await this.notifications.add(
          {
            kind: 'draftReminder',
            at: now.toISOString(),
            applicationId: reminder.draftId,
            reference: null,
            grantId: reminder.grantId,
            grantTitle: reminder.grantTitle,
            applicantId: reminder.userId,
            closesAt: reminder.closesAt.toISOString(),
            hoursBefore: reminder.hoursBefore,
          },
          manager,
        );
        return true;
      });
      if (claimed) sent += 1;
    }
    if (sent > 0) this.relay.wake();
    return sent;
  }

  /**
   * Reads each drafted grant's title and close date as grants has them now, onto its drafts;
   * answers the grants that take no applications any more (no reminder for those). A grant that
   * cannot be read keeps the date last read.
   */
  private async refreshCloseDates(): Promise<string[]> {
    const notOpen: string[] = [];
    for (const grantId of await this.drafts.grantsWithDrafts()) {
      try {
        const grant = await this.grants.find(grantId);
        if (grant?.status !== 'published') {
          notOpen.push(grantId);
          continue;
        }
        await this.drafts.refreshGrant(grantId, {
          grantTitle: grant.title,
          closesAt: readGrantDate(grant.closeDate, 'close') ?? null,
        });
      } catch {
        // Grants is away: the close date last read stands.
      }
    }
    return notOpen;
  }
}
