import { normalizeGrantStatus, type GrantStatus } from '@portal/contract/grants';
import { useKitMessages } from '@portal/web-kit/i18n';
import { grantStatusMessages } from './messages.js';

/** One class per status, so each looks its own (spec §4); kebab-case as CSS classes are. */
const statusClasses: Readonly<Record<GrantStatus, string>> = {
  draft: 'badge-status-draft',
  pendingApproval: 'badge-status-pending-approval',
  published: 'badge-status-published',
  closed: 'badge-status-closed',
};

/**
 * A grant's status as a badge (spec §4): matched case-insensitively (`pendingapproval` is
 * Pending Approval), and a missing or unknown status shows as Draft.
 */
export function GrantStatusBadge({ status }: { status: unknown }) {
  const { t } = useKitMessages();
  const known = normalizeGrantStatus(status) ?? 'draft';
  return (
    <span className={`badge badge-status ${statusClasses[known]}`}>
      {t(grantStatusMessages[known])}
    </span>
  );
}
