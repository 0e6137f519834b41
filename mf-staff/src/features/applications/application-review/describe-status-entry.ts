import { applicationStatusLabels, type StatusHistoryEntry } from '@portal/contract/applications';

/**
 * What one entry of an application's status history says, after who did it: the first entry is
 * the submission; each later one changed the status from the one before it.
 */
export function describeStatusEntry(
  entry: StatusHistoryEntry,
  previous: StatusHistoryEntry | undefined,
): string {
  const label = applicationStatusLabels[entry.status];
  if (!previous) {
    return entry.status === 'submitted'
      ? 'submitted the application'
      : `submitted the application (status ${label})`;
  }
  return `changed the status from ${applicationStatusLabels[previous.status]} to ${label}`;
}
