import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { encryptionKeyCheck } from '@portal/nest-kit';
import { ApplicationEventsOutbox } from '../outbox/application-events-outbox.js';
import { OutboxEventEntity } from '../outbox/outbox-event.entity.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { FilesOutboxEventEntity } from '../outbox/files-outbox-event.entity.js';
import { FilesOutboxRelay, filesServiceProvider } from '../outbox/files-outbox-relay.js';
import { ApplicationCipher, DATA_ENCRYPTION_KEY } from './application-cipher.js';
import { ApplicationEntity } from './application.entity.js';
import { ApplicationStatusHistoryEntity } from './application-status-history.entity.js';
import { ApplicationsRepository } from './applications.repository.js';
import { ApplicationsService } from './applications.service.js';
import { GrantSnapshots } from './grant-snapshots.js';
import { grantsServiceProvider } from './grants-service.js';
import { SubmissionKeyEntity } from './submission-key.entity.js';
import { SubmissionKeys } from './submission-keys.js';

export interface ApplicationsModuleOptions {
  grantsUrl: string;
  filesUrl: string;
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
        ApplicationsService,
        SubmissionKeys,
        GrantSnapshots,
        ApplicationEventsOutbox,
        OutboxRelay,
        filesServiceProvider(options.filesUrl, options.serviceSecret),
        FilesOutboxRelay,
      ],
      exports: [ApplicationsService],
    };
  }
}
