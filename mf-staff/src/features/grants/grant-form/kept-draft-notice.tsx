import { formatDateTime } from '@portal/web-kit';
import { grantFormMessages as messages } from './messages.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';

export interface KeptDraftNoticeProps {
  /** When the restored draft was kept (ISO 8601). */
  savedAt: string;
  /** The grant was saved on the portal after this draft began (another person, another tab). */
  changedSince: boolean;
  onDiscard: () => void;
}

/**
 * Says that the form opened with work this browser kept, not with the grant as saved, and
 * offers to discard it (back to the grant as saved, or an empty new grant).
 */
export function KeptDraftNotice({ savedAt, changedSince, onDiscard }: KeptDraftNoticeProps) {
  const { t, locale } = useStaffMessages();
  return (
    <div className="notice notice-info kept-draft-notice">
      <p>{t(messages.restored, { savedAt: formatDateTime(savedAt, locale) })}</p>
      {changedSince && <p>{t(messages.changedSince)}</p>}
      <p>
        <button type="button" className="button button-secondary button-small" onClick={onDiscard}>
          {t(messages.discard)}
        </button>
      </p>
    </div>
  );
}
