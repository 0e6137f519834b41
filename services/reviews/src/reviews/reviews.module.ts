import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { encryptionKeyCheck } from '@portal/nest-kit';
import { BatchDecisions } from '../decisions/batch-decisions.service.js';
import { DecisionsRepository } from '../decisions/decisions.repository.js';
import { DisclosuresRepository } from '../export/disclosures.repository.js';
import { DecisionsOutboxRelay } from '../outbox/decisions-outbox.relay.js';
import { DisclosureEntity } from '../export/disclosure.entity.js';
import { RankedListExport } from '../export/ranked-list-export.service.js';
import { ApplicationsClient } from '../other-services/applications.client.js';
import { GrantsClient } from '../other-services/grants.client.js';
import { otherServicesProviders } from '../other-services/other-services.js';
import { PeopleClient } from '../other-services/people.client.js';
import { AssignmentEntity } from './assignment.entity.js';
import { AssignmentsRepository } from './assignments.repository.js';
import { ConflictEntity } from './conflict.entity.js';
import { ConflictsRepository } from './conflicts.repository.js';
import { ConflictsService } from './conflicts.service.js';
import { PanelAssignments } from './panel-assignments.service.js';
import { PanelReviewerEntity } from './panel-reviewer.entity.js';
import { PanelEntity } from './panel.entity.js';
import { PanelsRepository } from './panels.repository.js';
import { PanelsService } from './panels.service.js';
import { RankingService } from './ranking.service.js';
import { ReviewAccess } from './review-access.service.js';
import { DATA_ENCRYPTION_KEY, ReviewCipher } from './review.cipher.js';
import { ReviewHistoryEntity } from './review-history.entity.js';
import { ReviewHistoryRepository } from './review-history.repository.js';
import { ReviewingService } from './reviewing.service.js';

@Module({})
export class ReviewsModule {
  static register(options: {
    dataEncryptionKey: string;
    applicationsUrl: string;
    grantsUrl: string;
    identityUrl: string;
    serviceSecret: string;
  }): DynamicModule {
    return {
      module: ReviewsModule,
      imports: [
        TypeOrmModule.forFeature([
          PanelEntity,
          PanelReviewerEntity,
          AssignmentEntity,
          ConflictEntity,
          ReviewHistoryEntity,
          DisclosureEntity,
        ]),
      ],
      providers: [
        { provide: DATA_ENCRYPTION_KEY, useValue: options.dataEncryptionKey },
        ReviewCipher,
        encryptionKeyCheck({
          cipher: ReviewCipher,
          refusal:
            'DATA_ENCRYPTION_KEY is not the key the reviewers’ comments were encrypted with. ' +
            'Start with the key used before (the same as identity’s); with another key the ' +
            'comments and reasons cannot be read.',
        }),
        ...otherServicesProviders(options),
        ApplicationsClient,
        GrantsClient,
        PeopleClient,
        PanelsRepository,
        AssignmentsRepository,
        ConflictsRepository,
        ReviewHistoryRepository,
        ReviewAccess,
        PanelAssignments,
        PanelsService,
        RankingService,
        ReviewingService,
        ConflictsService,
        DisclosuresRepository,
        RankedListExport,
        DecisionsRepository,
        DecisionsOutboxRelay,
        BatchDecisions,
      ],
      exports: [
        PanelsService,
        RankingService,
        ReviewingService,
        ConflictsService,
        RankedListExport,
        BatchDecisions,
      ],
    };
  }
}
