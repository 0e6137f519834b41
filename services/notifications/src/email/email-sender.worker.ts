import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { UserContact } from '@portal/contract';
import { failureReasons, PacedLoop } from '@portal/nest-kit';
import { IdentityDirectory } from '../notifications/identity-directory.client.js';
import { NoticesRepository } from '../notifications/notices.repository.js';
import type { EmailWriter } from './email-language.js';
import { composeNoticeEmail } from './email-message.js';
import { PackEmailWriters } from './pack-email-writers.service.js';
import { Mailer, SendFailure } from './mailer.js';
import { nextRetryDelayMs, type RetrySchedule } from './retry-schedule.js';

export const EMAIL_SENDER_SETTINGS = Symbol('EMAIL_SENDER_SETTINGS');

export interface EmailSenderSettings {
  schedule: RetrySchedule;
  portalUrl: string;
}

/** How the sender paces itself. */
export const emailSenderPace = {
  /** Due emails looked at in one round (their recipients' contacts are asked in one call). */
  batchSize: 50,
  /** Emails being sent at the same time by one replica (each holds one database connection). */
  concurrency: 4,
  /** How often due emails are looked for when nothing wakes the sender (retries, other replicas). */
  pollIntervalMs: 1_000,
  /** The wait after the database or identity failed, doubling up to `maxBackoffMs`. */
  firstBackoffMs: 250,
  maxBackoffMs: 5_000,
} as const;

/**
 * Sends each notice's email, one sender per replica: at least once, and once but for one window.
 *
 * Each email is sent inside its own short transaction that holds its row (`FOR UPDATE SKIP
 * LOCKED`, so replicas never send the same email at the same time), writes it `sent` before
 * sending (undone, to a savepoint, when the server does not take it) and commits as soon as the
 * mail server has answered 250. A failed try is counted, and the email is tried again
 * after a doubling wait (retry-schedule.ts) until EMAIL_MAX_ATTEMPTS, then `failed` (listed for
 * admins); a 5xx reply fails it at once, as trying again will not change the server's mind.
 *
 * The one window for a duplicate: the process dies (or the database goes) after the mail server
 * has the whole message and before the commit of `sent` (its 250 and one COMMIT: a few
 * milliseconds per email in flight, at most `concurrency` of them). The row lock goes with the
 * connection, the email is still `pending`, and it is sent again with the same Message-ID
 * (`<eventId>.<recipientId>@…`). Sending at most once instead would lose that email. Anything
 * else (a crash before the 250, the server down, a replica racing) sends it once.
 *
 * Whether the repeat reaches a person is the receiver's part: `npm start`'s own receiver
 * (embedded-infra's mail folder) writes each Message-ID once and drops a repeat, so there every
 * email arrives exactly once; Mailpit (compose) and a real server behind SMTP_URL may show the
 * repeat (some mailbox providers collapse messages of one Message-ID, not all).
 */
@Injectable()
export class EmailSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('EmailSender');
  private readonly loop = new PacedLoop({
    pace: emailSenderPace,
    round: () => this.sendDue(),
    onFailing: (error) =>
      this.logger.warn(`emails wait: ${failureReasons(error)}; trying again with backoff`),
  });
  private outageSince: number | undefined;
  private failedTriesInOutage = 0;

  constructor(
    private readonly notices: NoticesRepository,
    private readonly identity: IdentityDirectory,
    private readonly mailer: Mailer,
    private readonly writers: PackEmailWriters,
    @Inject(EMAIL_SENDER_SETTINGS) private readonly settings: EmailSenderSettings,
  ) {}

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  /** Before the pool closes: emails being sent finish (or roll back) on their connections. */
  beforeApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  /** New emails are due: look now, unless the database or identity is failing. */
  wake(): void {
    this.loop.wake();
  }

  /** One round: the due emails, sent `concurrency` at a time. Answers how many were due. */
  private async sendDue(): Promise<number> {
    const due = await this.notices.dueDeliveries(emailSenderPace.batchSize);
    if (due.length === 0) return 0;
    const contacts = await this.identity.contacts(due.map((row) => row.recipientId));
    // Each language's writer before any row is locked: a pack's words may need a call to identity.
    const languages = [...new Set([...contacts.values()].map((contact) => contact.language))];
    const writers = new Map(
      await Promise.all(
        languages.map(
          async (language) => [language, await this.writers.forLanguage(language)] as const,
        ),
      ),
    );
    const queue = due.map((row) => row.noticeId);
    const worker = async () => {
      for (let next = queue.shift(); next && this.loop.isRunning; next = queue.shift())
        await this.sendOne(next, contacts, writers);
    };
    await Promise.all(Array.from({ length: emailSenderPace.concurrency }, worker));
    return due.length;
  }

  private async sendOne(
    noticeId: string,
    contacts: Map<string, UserContact>,
    writers: Map<UserContact['language'], EmailWriter>,
  ): Promise<void> {
    await this.notices.transaction(async (manager) => {
      const notice = await this.notices.lockDue(noticeId, manager);
      if (!notice) return; // sent meanwhile, or another replica is sending it
      if (!notice.emailWanted)
        return this.notices.markSkipped(noticeId, 'email turned off by the member', manager);
      const contact = contacts.get(notice.recipientId);
      if (!contact) return this.notices.markSkipped(noticeId, 'no account', manager);
      // `sent` is written before the email goes, and undone if the server does not take it: after
      // the 250 only the COMMIT is left, the shortest window for a duplicate (see above).
      const writer = writers.get(contact.language);
      try {
        await this.notices.markSentAround(noticeId, manager, () =>
          this.mailer.send(composeNoticeEmail(notice, contact, this.settings.portalUrl, writer)),
        );
      } catch (error) {
        if (!(error instanceof SendFailure)) throw error;
        const attempts = notice.attempts + 1;
        const retryIn = error.permanent
          ? undefined
          : nextRetryDelayMs(this.settings.schedule, attempts);
        this.triedAndFailed(noticeId, attempts, error, retryIn);
        return this.notices.markTryFailed(noticeId, error.reason, retryIn, manager);
      }
      this.sentAgain();
      // Returning commits: the one step between the 250 and `sent` being kept.
    });
  }

  /** Logged once per outage of the mail server, and for each email that failed for good. */
  private triedAndFailed(
    noticeId: string,
    attempts: number,
    failure: SendFailure,
    retryIn: number | undefined,
  ): void {
    if (retryIn === undefined) {
      this.logger.error(
        `email of notice ${noticeId} failed after ${attempts} tries (${failure.reason}); listed for admins`,
      );
      return;
    }
    this.failedTriesInOutage += 1;
    if (this.outageSince === undefined) {
      this.outageSince = Date.now();
      this.logger.warn(
        `the mail server did not take an email (${failure.reason}); each is tried again with backoff, nothing is lost`,
      );
    }
  }

  private sentAgain(): void {
    if (this.outageSince === undefined) return;
    const seconds = ((Date.now() - this.outageSince) / 1000).toFixed(1);
    this.logger.log(
      `emails are sent again after ${seconds} s (${this.failedTriesInOutage} failed tries meanwhile)`,
    );
    this.outageSince = undefined;
    this.failedTriesInOutage = 0;
  }
}
