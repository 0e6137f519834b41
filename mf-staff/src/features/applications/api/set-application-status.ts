import {
  applicationCalls,
  type Application,
  type ApplicationStatus,
} from '@portal/contract/applications';
import { callEndpoint } from '@portal/web-kit';

/** What a decision says: to the applicant (`message`), and to reviewers only (`internalNote`). */
export interface DecisionWords {
  message?: string;
  internalNote?: string;
}

/**
 * `PUT /api/grant-applications/{id}/status`: the application as it now is, history included. A
 * decision's words go with it when there are some; a status alone is sent as spec §7 sends it.
 */
export function setApplicationStatus(
  id: string,
  status: ApplicationStatus,
  words: DecisionWords = {},
): Promise<Application> {
  const message = words.message?.trim();
  const internalNote = words.internalNote?.trim();
  return callEndpoint(applicationCalls.setStatus, {
    params: { id },
    body: {
      status,
      ...(message ? { message } : {}),
      ...(internalNote ? { internalNote } : {}),
    },
  });
}
