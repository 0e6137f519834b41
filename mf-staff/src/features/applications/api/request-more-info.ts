import { applicationCalls, type Application } from '@portal/contract/applications';
import { callEndpoint } from '@portal/web-kit';

/**
 * `POST /api/grant-applications/{id}/more-info-request`: the message to the applicant
 * and the questions they may change, and an internal note for reviewers when there is one; the
 * status becomes Requires More Information.
 */
export function requestMoreInfo(
  id: string,
  message: string,
  questionKeys: string[],
  internalNote = '',
): Promise<Application> {
  const note = internalNote.trim();
  return callEndpoint(applicationCalls.requestMoreInfo, {
    params: { id },
    body: { message, questionKeys, ...(note ? { internalNote: note } : {}) },
  });
}
