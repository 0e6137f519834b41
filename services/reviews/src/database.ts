import { EncryptionKeyCheckEntity, type ServiceDatabaseOptions } from '@portal/nest-kit';
import type { ReviewsConfig } from './config.js';
import { DecisionEntity } from './decisions/decision.entity.js';
import { DisclosureEntity } from './export/disclosure.entity.js';
import { DecisionsOutboxEventEntity } from './outbox/decisions-outbox-event.entity.js';
import { reviewsMigrations } from './migrations/index.js';
import { AssignmentEntity } from './reviews/assignment.entity.js';
import { ConflictEntity } from './reviews/conflict.entity.js';
import { PanelReviewerEntity } from './reviews/panel-reviewer.entity.js';
import { PanelEntity } from './reviews/panel.entity.js';
import { ReviewHistoryEntity } from './reviews/review-history.entity.js';

export const reviewsEntities = [
  PanelEntity,
  PanelReviewerEntity,
  AssignmentEntity,
  ConflictEntity,
  ReviewHistoryEntity,
  DisclosureEntity,
  DecisionEntity,
  DecisionsOutboxEventEntity,
  EncryptionKeyCheckEntity,
];

export function reviewsDatabase(config: ReviewsConfig): ServiceDatabaseOptions {
  return {
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    entities: reviewsEntities,
    migrations: reviewsMigrations,
  };
}
