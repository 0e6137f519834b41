import { grantStatusLabel, type GrantHistoryEntry } from '@portal/contract/grants';

/** What one history entry says happened, without who and when: "changed the status from Draft to Published". */
export function describeHistoryEntry(entry: GrantHistoryEntry): string {
  const change =
    entry.fromStatus && entry.toStatus
      ? ` from ${grantStatusLabel(entry.fromStatus)} to ${grantStatusLabel(entry.toStatus)}`
      : '';
  switch (entry.action) {
    case 'created':
      return 'created the grant';
    case 'edited':
      return 'updated the grant';
    case 'submitted':
      return `submitted it for approval${change ? ` (status${change})` : ''}`;
    case 'status-changed':
      return `changed the status${change}`;
    case 'duplicated':
      return 'created it as a copy of another grant';
    case 'deleted':
      return 'deleted the grant';
    case 'archived':
      return 'archived the grant';
    case 'restored':
      return 'restored it from the archive';
  }
}
