import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { encryptionKeyCheck } from '@portal/nest-kit';
import { ApplicationCounts } from './application-counts.service.js';
import { ApplicationLedgerRepository } from './application-ledger.repository.js';
import { GrantApplicationEntity } from './grant-application.entity.js';
import { GrantEntity } from './grant.entity.js';
import { GrantHistoryEntity } from './grant-history.entity.js';
import { DATA_ENCRYPTION_KEY, GrantHistoryCipher } from './grant-history.cipher.js';
import { GrantsRepository } from './grants.repository.js';
import { GrantsService } from './grants.service.js';
import { SecondApproval } from './second-approval.service.js';
import { NotificationsOutboxEventEntity } from '../outbox/notifications-outbox-event.entity.js';
import { NotificationsOutbox } from '../outbox/notifications-outbox.repository.js';
import {
  NotificationsOutboxRelay,
  notificationsServiceProvider,
} from '../outbox/notifications-outbox.relay.js';

@Module({})
export class GrantsModule {
  static register(options: {
    dataEncryptionKey: string;
    notificationsUrl: string | undefined;
    serviceSecret: string;
  }): DynamicModule {
    return {
      module: GrantsModule,
      imports: [
        TypeOrmModule.forFeature([
          GrantEntity,
          GrantHistoryEntity,
          GrantApplicationEntity,
          NotificationsOutboxEventEntity,
        ]),
      ],
      providers: [
        { provide: DATA_ENCRYPTION_KEY, useValue: options.dataEncryptionKey },
        GrantHistoryCipher,
        encryptionKeyCheck({
          cipher: GrantHistoryCipher,
          refusal:
            'DATA_ENCRYPTION_KEY is not the key the grants’ history was encrypted with. ' +
            'Start with the key used before (the same as identity’s); with another key the ' +
            'names in the history cannot be read.',
        }),
        GrantsRepository,
        GrantsService,
        SecondApproval,
        ApplicationLedgerRepository,
        ApplicationCounts,
        NotificationsOutbox,
        notificationsServiceProvider(options.notificationsUrl, options.serviceSecret),
        NotificationsOutboxRelay,
      ],
      exports: [GrantsService, ApplicationCounts],
    };
  }
}
