import {
  applicationStates,
  isApplicationState,
  type ApplicationState,
} from '@portal/contract/applications';
import type { Messages } from '@portal/web-kit/i18n';
import { applicationStatusName } from '../../../shared/statuses/status-names.js';
import { applicationListMessages as messages } from './messages.js';

/** The list's filter: one of the five statuses or Withdrawn, or every application. */
export type StatusFilter = ApplicationState | 'all';

export const statusFilters: readonly StatusFilter[] = ['all', ...applicationStates];

/** The filter a choice names; anything else shows all. */
export function readStatusFilter(value: string | null | undefined): StatusFilter {
  return isApplicationState(value) ? value : 'all';
}

/** How many applications each status has under the other filters, as the server counts them. */
export type StatusCounts = Readonly<Record<ApplicationState, number>>;

export function countOf(filter: StatusFilter, counts: StatusCounts): number {
  return filter === 'all'
    ? applicationStates.reduce((sum, state) => sum + counts[state], 0)
    : counts[filter];
}

/** A filter in words: All, or a status's label of spec §4 (Awarded, not approved). */
export function statusFilterName(filter: StatusFilter, t: Messages['t']): string {
  return filter === 'all' ? t(messages.allStatuses) : applicationStatusName(filter, t);
}

/** A filter's choice in the list, with how many applications it keeps: "Awarded (2)". */
export function statusFilterChoice(
  filter: StatusFilter,
  counts: StatusCounts,
  t: Messages['t'],
): string {
  return t(messages.statusChoice, {
    status: statusFilterName(filter, t),
    count: countOf(filter, counts),
  });
}
