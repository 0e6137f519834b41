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
    reference: entity.reference,
    status: entity.status,
    statusChangedAt: entity.statusChangedAt.toISOString(),
  };
}

export type HistoryForApi = Array<
  Pick<
    StatusRecord,
    | 'status'
    | 'kind'
    | 'at'
    | 'actorName'
    | 'message'
    | 'questionKeys'
    | 'previousAnswers'
    | 'internalNote'
  >
>;

/**
 * One application as the API sends it. Who set each status, and the reviewers' internal notes,
 * are for reviewers; the applicant sees what their status was and when (`byName` null), and what
 * was said to them (the conversation is between them and the office).
 */
export function toApiApplication(
  entity: ApplicationRecord,
  history: HistoryForApi,
  forReviewer: boolean,
): Application {
  const statusHistory = history.map((entry): StatusHistoryEntry => ({
    status: entry.status,
    at: entry.at.toISOString(),
    byName: forReviewer ? entry.actorName : null,
    kind: entry.kind,
    message: entry.message,
    questionKeys: entry.questionKeys,
    previousAnswers: entry.previousAnswers,
    internalNote: forReviewer ? entry.internalNote : null,
  }));
  return {
    ...toApplicationSummary(entity),
    answers: entity.answers,
    sections: entity.sections,
    statusHistory,
    openRequest: openRequestOf(entity, statusHistory),
  };
}

/**
 * What the applicant is asked now: the latest request for more information, while the status is
 * needsMoreInfo. A status set to needsMoreInfo without a request (`PUT …/status`) names no
 * question, and says what its message says (none when it came with a status alone).
 */
function openRequestOf(
  entity: ApplicationRecord,
  history: StatusHistoryEntry[],
): Application['openRequest'] {
  if (entity.status !== 'needsMoreInfo' || entity.requestedKeys === null) return null;
  const latest = history.at(-1);
  const request =
    latest?.kind === 'moreInfoRequested' ||
    (latest?.kind === 'statusChanged' && latest.status === 'needsMoreInfo')
      ? latest
      : undefined;
  return {
    message: request?.message ?? null,
    questionKeys: entity.requestedKeys,
    at: request?.at ?? entity.statusChangedAt.toISOString(),
  };
}
