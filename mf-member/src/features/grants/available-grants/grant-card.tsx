import type { GrantSummary } from '@portal/contract/grants';
import { formatDate } from '@portal/web-kit';
import { GrantTypeBadge } from '@portal/web-kit/badges';
import { Link } from '@portal/web-kit/router';
import { availableGrantsTexts } from './available-grants-texts.js';
import { daysLeftBadgeText } from './days-left.js';
import { previewDescription } from './description-preview.js';

/**
 * One grant a member may apply for (spec §2): title, type, how urgent (spec §9), whether they
 * already applied, the start of its description, its close date, and Apply Now.
 */
export function GrantCard({
  grant,
  applied,
  now,
}: {
  grant: GrantSummary;
  applied: boolean;
  now: Date;
}) {
  const daysLeft = daysLeftBadgeText(grant.closeDate, now);
  return (
    <article className="card grant-card">
      <h3 className="grant-card-title">{grant.title}</h3>
      <p className="grant-card-badges">
        <GrantTypeBadge type={grant.type} />
        {daysLeft && <span className="badge badge-days-left">{daysLeft}</span>}
        {applied && (
          <span className="badge badge-applied">{availableGrantsTexts.alreadyApplied}</span>
        )}
      </p>
      {grant.description && (
        <p className="grant-card-description">{previewDescription(grant.description)}</p>
      )}
      <p className="grant-card-closes">
        Closes <time dateTime={grant.closeDate}>{formatDate(grant.closeDate)}</time>
      </p>
      <Link to={`/apply-grant/${grant._id}`} className="button grant-card-apply">
        {availableGrantsTexts.applyNow}
        <span className="visually-hidden"> for {grant.title}</span>
      </Link>
    </article>
  );
}
