import type { Application, ApplicationSummary, StatusHistoryEntry } from '@portal/contract';
import type {
  ApplicationRecord,
  ApplicationSummaryRecord,
  StatusRecord,
} from './application-record.js';

export function toApplicationSummary(entity: ApplicationSummaryRecord): ApplicationSummary {
  return {
    _id: entity.id,
    grantId: entity.grantId,
    grantTitle: entity.grantTitle,
    grantType: entity.grantType,
    portal: entity.portal,
    applicantName: entity.applicantName,
    applicantEmail: entity.applicantEmail,
    user: entity.userId,
    dateSubmitted: entity.dateSubmitted.toISOString(),
    status: entity.status,
    statusChangedAt: entity.statusChangedAt.toISOString(),
  };
}

/**
 * One application as the API sends it. Who set each status is for reviewers; the applicant sees
 * what their status was and when (`byName` null).
 */
export function toApiApplication(
  entity: ApplicationRecord,
  history: Array<Pick<StatusRecord, 'status' | 'at' | 'actorName'>>,
  forReviewer: boolean,
): Application {
  return {
    ...toApplicationSummary(entity),
    answers: entity.answers,
    sections: entity.sections,
    statusHistory: history.map((entry): StatusHistoryEntry => ({
      status: entry.status,
      at: entry.at.toISOString(),
      byName: forReviewer ? entry.actorName : null,
    })),
  };
}
