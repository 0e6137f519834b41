import type {
  ApplicationAnswers,
  ApplicationPortal,
  ApplicationState,
  GrantType,
  Section,
  StatusHistoryKind,
} from '@portal/contract';

/**
 * An application with its personal data decrypted: only ever in memory. Stored as
 * `ApplicationEntity`, whose applicant name, email and answers are ciphertexts
 * (application.cipher.ts turns one into the other).
 */
export interface ApplicationRecord {
  id: string;
  grantId: string;
  grantTitle: string;
  grantType: GrantType;
  portal: ApplicationPortal;
  /** The applicant's account. */
  userId: string;
  applicantName: string;
  applicantEmail: string;
  dateSubmitted: Date;
  /** The receipt (`EDU-2026-000123`). */
  reference: string;
  status: ApplicationState;
  statusChangedAt: Date;
  /** While more information is asked: the questions the applicant may change; null otherwise. */
  requestedKeys: string[] | null;
  answers: ApplicationAnswers;
  /** The grant's sections and questions when the application was submitted. */
  sections: Section[];
}

/** What a list shows (`toApplicationSummary`): no answers, no questions. */
export type ApplicationSummaryRecord = Omit<
  ApplicationRecord,
  'answers' | 'sections' | 'requestedKeys'
>;

/**
 * One status an application took, with who set it (their name at that moment) and when, and
 * what was said with it (the conversation).
 */
export interface StatusRecord {
  applicationId: string;
  status: ApplicationState;
  kind: StatusHistoryKind;
  actorId: string | null;
  actorName: string;
  at: Date;
  /**
   * The reviewer's message to the applicant with a decision or a request, the applicant's note
   * on resubmitting or reason for withdrawing.
   */
  message: string | null;
  /** The questions a request names. */
  questionKeys: string[];
  /** On a resubmission: the answers it changed, as they were before. */
  previousAnswers: ApplicationAnswers | null;
  /** A reviewer's internal note with a decision or a request: for reviewers only. */
  internalNote: string | null;
}

/** A status record with nothing said: a submission or a status change. */
export function plainStatus(
  record: Pick<StatusRecord, 'applicationId' | 'status' | 'kind' | 'actorId' | 'actorName' | 'at'>,
): StatusRecord {
  return { ...record, message: null, questionKeys: [], previousAnswers: null, internalNote: null };
}

/** Who an application belongs to: its account. */
export interface ApplicationOwnerRecord {
  userId: string;
}
