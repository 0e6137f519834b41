import type { ApplicationAnswers } from '@portal/contract';

/** A draft with its answers and its member's name decrypted: only ever in memory. */
export interface DraftRecord {
  id: string;
  userId: string;
  grantId: string;
  grantTitle: string;
  closesAt: Date | null;
  applicantName: string;
  answers: ApplicationAnswers;
  createdAt: Date;
  updatedAt: Date;
}

export type DraftSummaryRecord = Omit<DraftRecord, 'answers' | 'applicantName'>;

/** A draft whose grant closes within 72 hours, and which reminder is due for it. */
export interface DueReminder {
  draftId: string;
  userId: string;
  grantId: string;
  grantTitle: string;
  closesAt: Date;
  hoursBefore: 72 | 24;
}
