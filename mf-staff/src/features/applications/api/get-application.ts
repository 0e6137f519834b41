import { applicationCalls, type Application } from '@portal/contract/applications';
import { callEndpoint } from '@portal/web-kit';

/**
 * `GET /api/grant-applications/{id}`: one application with its answers, the grant's questions
 * as they were when it was submitted, and its status history (404 `application.not_found`,
 * 403 `application.forbidden`).
 */
export function getApplication(id: string, signal?: AbortSignal): Promise<Application> {
  return callEndpoint(applicationCalls.get, { params: { id }, signal });
}
