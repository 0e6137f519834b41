import { Injectable } from '@nestjs/common';
import { reviewerNoticeKinds, type NotificationEvent } from '@portal/contract';
import { EmailSender } from '../email/email-sender.worker.js';
import { IdentityDirectory } from './identity-directory.client.js';
import { NoticesRepository } from './notices.repository.js';

/**
 * Turns the applications service's events (at least once each, in any order) into notices:
 * one per (event, recipient), each with its email to send. The applicant is told of what happens
 * to their application or draft (their own withdrawal included); the reviewers who acted on an
 * application are told when the applicant resubmits or withdraws it, or every reviewer when none
 * has acted yet; a new application is told to every reviewer who asked for it (an email choice,
 * off unless turned on), and to nobody else. The grants service's grant waiting for approval goes
 * to every reviewer but the one who submitted it (`exceptIds`).
 */
@Injectable()
export class NoticeIntake {
  constructor(
    private readonly notices: NoticesRepository,
    private readonly identity: IdentityDirectory,
    private readonly sender: EmailSender,
  ) {}

  /** Applies a batch in one transaction; answers how many notices it created (0 for a repeat). */
  async apply(events: NotificationEvent[]): Promise<number> {
    const recipients = await this.recipientsOf(events);
    const created = await this.notices.transaction((manager) =>
      this.notices.insertNotices(
        events.flatMap((event) =>
          [...new Set(recipients.get(event.eventId))].map((recipientId) => ({
            event,
            recipientId,
          })),
        ),
        manager,
      ),
    );
    if (created.length > 0) this.sender.wake();
    return created.length;
  }

  /** Who each event is for; identity is asked for the reviewers once per batch, when needed. */
  private async recipientsOf(events: NotificationEvent[]): Promise<Map<string, string[]>> {
    const toReviewers = (event: NotificationEvent) => reviewerNoticeKinds.includes(event.kind);
    const toEveryReviewer = (event: NotificationEvent) =>
      toReviewers(event) && (event.kind === 'newApplication' || event.reviewerIds.length === 0);
    const everyReviewer = events.some(toEveryReviewer) ? await this.identity.reviewerIds() : [];
    // Reviewers still (identity says so now) who asked for an email at each new application.
    const asking = events.some((event) => event.kind === 'newApplication')
      ? await this.notices.askingForNewApplications(everyReviewer)
      : [];
    return new Map(
      events.map((event) => {
        const recipients =
          event.kind === 'newApplication'
            ? asking.filter((reviewerId) => reviewerId !== event.applicantId)
            : !toReviewers(event)
              ? [event.applicantId]
              : event.reviewerIds.length > 0
                ? event.reviewerIds
                : everyReviewer;
        const except = new Set(event.exceptIds ?? []);
        return [
          event.eventId,
          recipients.filter((id): id is string => id !== null && !except.has(id)),
        ];
      }),
    );
  }
}
