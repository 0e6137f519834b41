import { Injectable } from '@nestjs/common';
import type { FileRemovalEvent } from '@portal/contract';
import { NotificationsOutbox } from '../outbox/notifications-outbox.repository.js';
import { NotificationsOutboxRelay } from '../outbox/notifications-outbox.relay.js';
import { ApplicationsRepository } from './applications.repository.js';
import { noticeQuestionLabel } from './notice-question-label.js';
import { noticeSubject } from './notice-subject.js';

/**
 * An administrator removed a file from a submitted application (the files service's outbox
 * tells): the applicant gets a notice naming the question it answered. The notice's event keeps
 * the removal's id, so however often a removal is delivered the member is told once. A removal
 * from an application deleted since is told to no one.
 */
@Injectable()
export class FileRemovalNotices {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly notifications: NotificationsOutbox,
    private readonly relay: NotificationsOutboxRelay,
  ) {}

  async tell(removals: readonly FileRemovalEvent[]): Promise<void> {
    await this.applications.inTransaction(async (manager) => {
      for (const removal of removals) {
        const application = await this.applications.findById(removal.applicationId, manager);
        if (!application) continue;
        await this.notifications.add(
          {
            eventId: removal.eventId,
            kind: 'fileRemoved',
            at: removal.at,
            ...noticeSubject(application),
            questionLabels: [noticeQuestionLabel(application.sections, removal.questionKey)],
          },
          manager,
        );
      }
    });
    this.relay.wake();
  }
}
