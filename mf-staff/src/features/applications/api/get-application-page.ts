import {
  applicationCalls,
  type ApplicationPage,
  type ApplicationSortKey,
  type ApplicationState,
  type SortDirection,
} from '@portal/contract/applications';
import { callEndpoint } from '@portal/web-kit';

/** What the applications table asks for: a page, filtered, searched and sorted on the server. */
export interface ApplicationPageRequest {
  page: number;
  status?: ApplicationState | undefined;
  grantId?: string | undefined;
  search?: string | undefined;
  sort: ApplicationSortKey;
  direction: SortDirection;
}

/** `GET /api/grant-applications?page=…` (reviewers): one page of 50, with its counts. */
export function getApplicationPage(
  request: ApplicationPageRequest,
  signal?: AbortSignal,
): Promise<ApplicationPage> {
  return callEndpoint(applicationCalls.listPage, {
    query: {
      page: request.page,
      sort: request.sort,
      direction: request.direction,
      status: request.status,
      grantId: request.grantId,
      search: request.search,
    },
    signal,
  });
}
