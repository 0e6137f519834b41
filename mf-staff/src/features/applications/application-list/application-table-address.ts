import {
  defaultSortDirection,
  isApplicationSortKey,
  isApplicationState,
  type ApplicationSortKey,
  type SortDirection,
} from '@portal/contract/applications';
import type { MessageDescriptor } from '@portal/web-kit/i18n';
import type { ApplicationPageRequest } from '../api/get-application-page.js';
import { applicationListMessages as messages } from './messages.js';

/**
 * What the applications table shows, kept in its address (`?status=approved&grant=…&q=lee&
 * sort=applicant&page=2`), so coming back from a review, or a link sent to a colleague, shows
 * the same page. Anything unreadable in it is left out (the table's default).
 */
export function readTableAddress(params: URLSearchParams): ApplicationPageRequest {
  const status = params.get('status');
  const sort = params.get('sort');
  const sortKey: ApplicationSortKey = isApplicationSortKey(sort) ? sort : 'date';
  const direction = params.get('dir');
  const page = Number(params.get('page'));
  return {
    status: isApplicationState(status) ? status : undefined,
    grantId: params.get('grant') || undefined,
    search: params.get('q')?.trim() || undefined,
    sort: sortKey,
    direction:
      direction === 'asc' || direction === 'desc' ? direction : defaultSortDirection[sortKey],
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a table: only what differs from the defaults, so the plain list stays `/applications`. */
export function tableAddress(request: ApplicationPageRequest): Record<string, string> {
  const address: Record<string, string> = {};
  if (request.status) address.status = request.status;
  if (request.grantId) address.grant = request.grantId;
  if (request.search) address.q = request.search;
  if (request.sort !== 'date') address.sort = request.sort;
  if (request.direction !== defaultSortDirection[request.sort]) address.dir = request.direction;
  if (request.page > 1) address.page = String(request.page);
  return address;
}

/** The sort choices of the table: a key and a direction each. */
export const sortChoices: ReadonlyArray<{
  sort: ApplicationSortKey;
  direction: SortDirection;
  label: MessageDescriptor;
}> = [
  { sort: 'date', direction: 'desc', label: messages.sortNewest },
  { sort: 'date', direction: 'asc', label: messages.sortOldest },
  { sort: 'applicant', direction: 'asc', label: messages.sortApplicantAZ },
  { sort: 'applicant', direction: 'desc', label: messages.sortApplicantZA },
  { sort: 'status', direction: 'asc', label: messages.sortStatus },
  { sort: 'reference', direction: 'asc', label: messages.sortReferenceOldest },
  { sort: 'reference', direction: 'desc', label: messages.sortReferenceNewest },
];

export const sortChoiceValue = (choice: { sort: string; direction: string }) =>
  `${choice.sort}-${choice.direction}`;
