import { applicationCalls, type Answers, type Application } from '@portal/contract/applications';
import { callEndpoint } from '@portal/web-kit';

/**
 * `POST /api/grant-applications/{id}/resubmit`: the new answers of the questions the reviewer
 * named (and only those), with an optional note; the status goes back to Submitted.
 */
export function resubmitApplication(
  id: string,
  answers: Answers,
  note: string,
): Promise<Application> {
  return callEndpoint(applicationCalls.resubmit, {
    params: { id },
    body: { answers, ...(note.trim() ? { note } : {}) },
  });
}

/** `POST /api/grant-applications/{id}/withdraw`: the application is kept, as Withdrawn. */
export function withdrawApplication(id: string, reason: string): Promise<Application> {
  return callEndpoint(applicationCalls.withdraw, {
    params: { id },
    body: reason.trim() ? { reason } : {},
  });
}
