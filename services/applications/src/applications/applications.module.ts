import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { encryptionKeyCheck } from '@portal/nest-kit';
import { ApplicationDraftEntity } from '../drafts/application-draft.entity.js';
import { DraftReminderEntity } from '../drafts/draft-reminder.entity.js';
import { DraftReminders } from '../drafts/draft-reminders.worker.js';
import { DraftsRepository } from '../drafts/drafts.repository.js';
import { DraftsService } from '../drafts/drafts.service.js';
import { ApplicationEventsOutbox } from '../outbox/application-events-outbox.repository.js';
import { NotificationsOutbox } from '../outbox/notifications-outbox.repository.js';
import { NotificationsOutboxEventEntity } from '../outbox/notifications-outbox-event.entity.js';
import {
  NotificationsOutboxRelay,
  notificationsServiceProvider,
} from '../outbox/notifications-outbox.relay.js';
import { OutboxEventEntity } from '../outbox/outbox-event.entity.js';
import { OutboxRelay } from '../outbox/outbox.relay.js';
import { FilesOutboxEventEntity } from '../outbox/files-outbox-event.entity.js';
import { FilesOutboxRelay, filesServiceProvider } from '../outbox/files-outbox.relay.js';
import { ApplicationAccess } from './application-access.service.js';
import { ApplicationCipher, DATA_ENCRYPTION_KEY } from './application.cipher.js';
import { ApplicationConversation } from './application-conversation.service.js';
import { ApplicationSubmissions } from './application-submissions.service.js';
import { ApplicationEntity } from './application.entity.js';
import { ApplicationStatusHistoryEntity } from './application-status-history.entity.js';
import { ApplicationsRepository } from './applications.repository.js';
import { ApplicationsService } from './applications.service.js';
import { FileRemovalNotices } from './file-removal-notices.service.js';
import { GrantSnapshots } from './grant-snapshots.client.js';
import { grantsServiceProvider } from './grants-service.js';
import { OneApplicationPerMember } from './one-application-per-member.service.js';
import { SubmissionKeyEntity } from './submission-key.entity.js';
import { SubmissionKeys } from './submission-keys.repository.js';
import { AppliedDecisionsRepository } from './applied-decisions.repository.js';
import { ReviewDecisions } from './review-decisions.service.js';

export interface ApplicationsModuleOptions {
  grantsUrl: string;
  filesUrl: string;
  /** Unset: the notices' events wait in the outbox (notifications-outbox.relay.ts). */
  notificationsUrl?: string;
  serviceSecret: string;
  /** DATA_ENCRYPTION_KEY: the applicant's data is encrypted with keys derived from it. */
  dataEncryptionKey: string;
}

@Module({})
export class ApplicationsModule {
  static register(options: ApplicationsModuleOptions): DynamicModule {
    return {
      module: ApplicationsModule,
      imports: [
        TypeOrmModule.forFeature([
          ApplicationEntity,
          ApplicationStatusHistoryEntity,
          SubmissionKeyEntity,
          OutboxEventEntity,
          FilesOutboxEventEntity,
          NotificationsOutboxEventEntity,
          ApplicationDraftEntity,
          DraftReminderEntity,
        ]),
      ],
      providers: [
        { provide: DATA_ENCRYPTION_KEY, useValue: options.dataEncryptionKey },
        ApplicationCipher,
        encryptionKeyCheck({
          cipher: ApplicationCipher,
          refusal:
            'DATA_ENCRYPTION_KEY is not the key the applications already stored were encrypted with. ' +
            'Start with the key used before (the same as identity’s); with another key the stored ' +
            'names, emails and answers cannot be read.',
        }),
        grantsServiceProvider(options.grantsUrl, options.serviceSecret),
        ApplicationsRepository,
        ApplicationAccess,
        ApplicationSubmissions,
        OneApplicationPerMember,
        ApplicationsService,
        ApplicationConversation,
        FileRemovalNotices,
        AppliedDecisionsRepository,
        ReviewDecisions,
        SubmissionKeys,
        GrantSnapshots,
        ApplicationEventsOutbox,
        OutboxRelay,
        filesServiceProvider(options.filesUrl, options.serviceSecret),
        FilesOutboxRelay,
        NotificationsOutbox,
        notificationsServiceProvider(options.notificationsUrl, options.serviceSecret),
        NotificationsOutboxRelay,
        DraftsRepository,
        DraftsService,
        DraftReminders,
      ],
      exports: [
        ApplicationsService,
        ApplicationConversation,
        FileRemovalNotices,
        ReviewDecisions,
        DraftsService,
        DraftsRepository,
      ],
    };
  }
}
