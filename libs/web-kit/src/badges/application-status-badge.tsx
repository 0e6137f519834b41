import { applicationStates, type ApplicationState } from '@portal/contract/applications';
import { useKitMessages } from '@portal/web-kit/i18n';
import { applicationStatusMessages } from './messages.js';

/** One class per status, so each looks its own; kebab-case as CSS classes are. */
const statusClasses: Readonly<Record<ApplicationState, string>> = {
  submitted: 'badge-application-submitted',
  reviewed: 'badge-application-reviewed',
  approved: 'badge-application-approved',
  rejected: 'badge-application-rejected',
  needsMoreInfo: 'badge-application-needs-more-info',
  withdrawn: 'badge-application-withdrawn',
};

/** A status as sent, matched case-insensitively; a missing or unknown one is Submitted (spec §4). */
function readStatus(value: unknown): ApplicationState {
  const wanted = typeof value === 'string' ? value.toLowerCase() : '';
  return applicationStates.find((status) => status.toLowerCase() === wanted) ?? 'submitted';
}

/**
 * An application's status as a badge with spec §4's label: Submitted, In Review, Awarded…, and
 * Withdrawn.
 */
export function ApplicationStatusBadge({ status }: { status: unknown }) {
  const { t } = useKitMessages();
  const known = readStatus(status);
  return (
    <span className={`badge badge-status ${statusClasses[known]}`}>
      {t(applicationStatusMessages[known])}
    </span>
  );
}
