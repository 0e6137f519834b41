import type {
  ApplicationAnswers,
  ApplicationPortal,
  ApplicationStatus,
  GrantType,
  Section,
} from '@portal/contract';

/**
 * An application with its personal data decrypted: only ever in memory. Stored as
 * `ApplicationEntity`, whose applicant name, email and answers are ciphertexts
 * (application-cipher.ts turns one into the other).
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
  status: ApplicationStatus;
  statusChangedAt: Date;
  answers: ApplicationAnswers;
  /** The grant's sections and questions when the application was submitted. */
  sections: Section[];
}

/** What a list shows (`toApplicationSummary`): no answers, no questions. */
export type ApplicationSummaryRecord = Omit<ApplicationRecord, 'answers' | 'sections'>;

/** One status an application took, with who set it (their name at that moment) and when. */
export interface StatusRecord {
  applicationId: string;
  status: ApplicationStatus;
  actorId: string | null;
  actorName: string;
  at: Date;
}

/** Who an application belongs to: its account, and the keyed hash of its email. */
export interface ApplicationOwnerRecord {
  userId: string;
  applicantEmailHash: string;
}
