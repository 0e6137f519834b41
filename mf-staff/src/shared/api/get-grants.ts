import { grantCalls, type Grant, type GrantListArchived } from '@portal/contract/grants';
import { callEndpoint } from '@portal/web-kit';

/**
 * `GET /api/grants` (reviewers): every grant, whatever its status; the archived ones only when
 * asked for (`include`: with the others).
 */
export function getGrants(
  signal?: AbortSignal,
  archived: GrantListArchived = 'hide',
): Promise<Grant[]> {
  return callEndpoint(grantCalls.list, {
    signal,
    ...(archived === 'hide' ? {} : { query: { archived } }),
  });
}
