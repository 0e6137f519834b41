import { grantCalls, type GrantPage } from '@portal/contract/grants';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/grants?page=…` (reviewers): one page of 50 grants, newest first, searched by title. */
export function getGrantPage(
  request: { page: number; search?: string | undefined },
  signal?: AbortSignal,
): Promise<GrantPage> {
  return callEndpoint(grantCalls.listPage, {
    query: { page: request.page, search: request.search },
    signal,
  });
}
