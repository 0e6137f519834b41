import {
  applicationCalls,
  type Application,
  type ApplicationStatus,
} from '@portal/contract/applications';
import { callEndpoint } from '@portal/web-kit';

/** `PUT /api/grant-applications/{id}/status`: the application as it now is, history included. */
export function setApplicationStatus(id: string, status: ApplicationStatus): Promise<Application> {
  return callEndpoint(applicationCalls.setStatus, { params: { id }, body: { status } });
}
