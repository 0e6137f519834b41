import { grantTypeLabels, type GrantType } from '@portal/contract/grants';

/** A grant's type as a badge: "Professional Development", not `professional-development`. */
export function GrantTypeBadge({ type }: { type: GrantType }) {
  return <span className="badge badge-type">{grantTypeLabels[type]}</span>;
}
