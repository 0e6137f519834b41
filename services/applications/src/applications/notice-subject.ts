import type { ApplicationRecord } from './application-record.js';

/**
 * What every notice event says of the application it is about: which one, its reference and
 * grant (as the member knows them), and whose it is (by account id, never by email).
 */
export function noticeSubject(
  application: Pick<ApplicationRecord, 'id' | 'reference' | 'grantId' | 'grantTitle' | 'userId'>,
) {
  return {
    applicationId: application.id,
    reference: application.reference,
    grantId: application.grantId,
    grantTitle: application.grantTitle,
    applicantId: application.userId,
  };
}
