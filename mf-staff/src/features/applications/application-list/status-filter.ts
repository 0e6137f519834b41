import {
  applicationStates,
  applicationStatusLabels,
  isApplicationState,
  type ApplicationState,
  type ApplicationSummary,
} from '@portal/contract/applications';
import { applicationListTexts } from './application-list-texts.js';

/** The list's filter: one of the five statuses or Withdrawn (issue 12), or every application. */
export type StatusFilter = ApplicationState | 'all';

export const statusFilters: readonly StatusFilter[] = ['all', ...applicationStates];

/** The filter an address asks for (`?status=withdrawn`); anything else shows all. */
export function readStatusFilter(value: string | null): StatusFilter {
  return isApplicationState(value) ? value : 'all';
}

export function applyStatusFilter(
  applications: readonly ApplicationSummary[],
  filter: StatusFilter,
): readonly ApplicationSummary[] {
  return filter === 'all'
    ? applications
    : applications.filter((application) => application.status === filter);
}

/** A filter in words: All, or a status's label of spec §4 (Awarded, not approved). */
export function statusFilterName(filter: StatusFilter): string {
  return filter === 'all' ? applicationListTexts.allStatuses : applicationStatusLabels[filter];
}

/** A filter's choice in the list, with how many applications it keeps: "Awarded (2)". */
export function statusFilterChoice(
  filter: StatusFilter,
  applications: readonly ApplicationSummary[],
): string {
  return `${statusFilterName(filter)} (${applyStatusFilter(applications, filter).length})`;
}
