import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AccountEmail } from '@portal/contract';
import { DomainException } from '@portal/nest-kit';
import { EMAIL_SENDER_SETTINGS, type EmailSenderSettings } from '../email/email-sender.worker.js';
import { Mailer, SendFailure } from '../email/mailer.js';
import { PackEmailWriters } from '../email/pack-email-writers.service.js';
import { composeAccountEmail } from './account-email-message.js';
import { AccountEmailsRepository } from './account-emails.repository.js';

/**
 * Sends identity's emails with a link at once, each once by its id (identity's outbox delivers
 * at least once). Nothing of them is stored but their ids: the link stays identity's secret.
 * A mail server that is away fails the call, and identity's outbox tries again later; one that
 * refuses an address for good (a 5xx) has that email counted as done, never tried forever.
 */
@Injectable()
export class AccountEmailsService {
  private readonly logger = new Logger('AccountEmails');

  constructor(
    private readonly done: AccountEmailsRepository,
    private readonly mailer: Mailer,
    private readonly writers: PackEmailWriters,
    @Inject(EMAIL_SENDER_SETTINGS) private readonly settings: EmailSenderSettings,
  ) {}

  /** Sends those not sent yet; answers how many were sent now. */
  async send(emails: AccountEmail[]): Promise<number> {
    const already = await this.done.alreadyDone(emails.map((email) => email.id));
    let sent = 0;
    for (const email of emails) {
      if (already.has(email.id)) continue;
      try {
        const writer = await this.writers.forLanguage(email.language);
        await this.mailer.send(composeAccountEmail(email, this.settings.portalUrl, writer));
      } catch (error) {
        if (error instanceof SendFailure && error.permanent) {
          this.logger.warn(`account email ${email.id} refused by the mail server: ${error.reason}`);
          await this.done.record(email.id, 'refused');
          continue;
        }
        this.logger.warn(
          `account email ${email.id} not sent (${error instanceof SendFailure ? error.reason : 'unknown error'}); identity will try again`,
        );
        throw new DomainException(
          'service.unavailable',
          'The email could not be sent now; it will be tried again.',
          { retryAfterSeconds: 5 },
        );
      }
      await this.done.record(email.id, 'sent');
      sent += 1;
    }
    await this.done.forgetOld();
    return sent;
  }
}
