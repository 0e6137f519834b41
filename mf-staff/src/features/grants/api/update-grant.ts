import { grantCalls, type Grant } from '@portal/contract/grants';
import { callEndpoint } from '@portal/web-kit';

/** `PUT /api/grants/{id}`: the full grant; read-only fields in it are ignored by the service. */
export function updateGrant(id: string, grant: unknown): Promise<Grant> {
  return callEndpoint(grantCalls.update, { params: { id }, body: grant });
}
