import type { ApplicationSummary } from '@portal/contract/applications';
import type { GrantSummary } from '@portal/contract/grants';
import { formatDate, previewDescription } from '@portal/web-kit';
import { GrantTypeBadge } from '@portal/web-kit/badges';
import { Link } from '@portal/web-kit/router';
import { oneApplicationTexts } from '../../../shared/one-application-per-member.js';
import { availableGrantsTexts } from './available-grants-texts.js';
import { daysLeftBadgeText } from '../../../shared/days-left.js';

/**
 * One grant a member may apply for (spec §2): title, type, how urgent (spec §9), whether they
 * already applied, the start of its description, its close date, and Apply Now. A grant that
 * takes one application per member, which the member has applied to, offers their application
 * ("You applied — EDU-2026-000123") instead of Apply Now.
 */
export function GrantCard({
  grant,
  applied,
  standing,
  now,
}: {
  grant: GrantSummary;
  applied: boolean;
  /** The member's application that keeps them from applying again, if any. */
  standing?: ApplicationSummary;
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
      {standing ? (
        <Link
          to={`/applications/${standing._id}`}
          className="button button-secondary grant-card-apply"
        >
          {oneApplicationTexts.youApplied} {/* Read over the phone: kept on one line. */}
          <span className="application-reference">{standing.reference}</span>
          <span className="visually-hidden"> to {grant.title}</span>
        </Link>
      ) : (
        <Link to={`/apply-grant/${grant._id}`} className="button grant-card-apply">
          {availableGrantsTexts.applyNow}
          <span className="visually-hidden"> for {grant.title}</span>
        </Link>
      )}
    </article>
  );
}
