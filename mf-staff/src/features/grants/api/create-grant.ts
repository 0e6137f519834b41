import { grantCalls, type Grant } from '@portal/contract/grants';
import { callEndpoint } from '@portal/web-kit';

/**
 * `POST /api/grants`: a new draft (create, quick add). With `copyOf`, the copy's history names
 * the grant it was duplicated from.
 */
export function createGrant(grant: unknown, options: { copyOf?: string } = {}): Promise<Grant> {
  return callEndpoint(grantCalls.create, {
    body: grant,
    query: options.copyOf ? { copyOf: options.copyOf } : {},
  });
}
