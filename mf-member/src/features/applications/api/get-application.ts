import { applicationCalls, type Application } from '@portal/contract/applications';
import { callEndpoint } from '@portal/web-kit';

/**
 * `GET /api/grant-applications/{id}`: one application with the questions as they were asked.
 * Another member's answers 403 `application.forbidden`; none at this id 404 `application.not_found`.
 */
export function getApplication(id: string, signal?: AbortSignal): Promise<Application> {
  return callEndpoint(applicationCalls.get, { params: { id }, signal });
}
