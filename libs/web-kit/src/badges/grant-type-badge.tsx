import { type GrantType } from '@portal/contract/grants';
import { useKitMessages } from '@portal/web-kit/i18n';
import { grantTypeMessages } from './messages.js';

/** A grant's type as a badge: "Professional Development", not `professional-development`. */
export function GrantTypeBadge({ type }: { type: GrantType }) {
  const { t } = useKitMessages();
  return <span className="badge badge-type">{t(grantTypeMessages[type])}</span>;
}
