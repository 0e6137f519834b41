import { normalizeGrantStatus, type GrantHistoryEntry } from '@portal/contract/grants';
import type { Messages } from '@portal/web-kit/i18n';
import { grantStatusName } from '../../../shared/statuses/status-names.js';
import { grantHistoryMessages as messages } from './messages.js';

/** What one history entry says happened, without who and when: "changed the status from Draft to Published". */
export function describeHistoryEntry(entry: GrantHistoryEntry, t: Messages['t']): string {
  const statuses =
    entry.fromStatus && entry.toStatus
      ? {
          from: grantStatusName(normalizeGrantStatus(entry.fromStatus) ?? 'draft', t),
          to: grantStatusName(normalizeGrantStatus(entry.toStatus) ?? 'draft', t),
        }
      : null;
  switch (entry.action) {
    case 'created':
      return t(messages.created);
    case 'edited':
      return t(messages.edited);
    case 'submitted':
      return statuses ? t(messages.submittedFromTo, statuses) : t(messages.submitted);
    case 'status-changed':
      return statuses ? t(messages.statusChangedFromTo, statuses) : t(messages.statusChanged);
    case 'duplicated':
      return t(messages.duplicated);
    case 'deleted':
      return t(messages.deleted);
    case 'archived':
      return t(messages.archived);
    case 'restored':
      return t(messages.restored);
  }
}
