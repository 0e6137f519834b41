import { grantCalls, type GrantListArchived, type GrantPage } from '@portal/contract/grants';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/grants?page=…` (reviewers): one page of 50 grants, newest first, searched by title; archived grants when asked for. */
export function getGrantPage(
  request: { page: number; search?: string | undefined; archived?: GrantListArchived },
  signal?: AbortSignal,
): Promise<GrantPage> {
  return callEndpoint(grantCalls.listPage, {
    query: {
      page: request.page,
      search: request.search,
      // The server hides archived grants unless asked: the usual address stays `?page=1`.
      archived: request.archived === 'hide' ? undefined : request.archived,
    },
    signal,
  });
}
