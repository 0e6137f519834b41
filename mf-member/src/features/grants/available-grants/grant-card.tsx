import type { ApplicationSummary } from '@portal/contract/applications';
import type { GrantSummary } from '@portal/contract/grants';
import { formatDate, previewDescription } from '@portal/web-kit';
import { GrantTypeBadge } from '@portal/web-kit/badges';
import { Link } from '@portal/web-kit/router';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { richText } from '../../../i18n/rich-text.js';
import { write } from '../../../i18n/text.js';
import { sharedMessages } from '../../../shared/messages.js';
import { availableGrantsMessages as messages } from './messages.js';
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
  const { t, locale } = useMemberMessages();
  const daysLeft = daysLeftBadgeText(grant.closeDate, now);
  return (
    <article className="card grant-card">
      <h3 className="grant-card-title">{grant.title}</h3>
      <p className="grant-card-badges">
        <GrantTypeBadge type={grant.type} />
        {daysLeft && <span className="badge badge-days-left">{write(t, daysLeft)}</span>}
        {applied && <span className="badge badge-applied">{t(messages.alreadyApplied)}</span>}
      </p>
      {grant.description && (
        <p className="grant-card-description">{previewDescription(grant.description)}</p>
      )}
      <p className="grant-card-closes">
        {richText(
          t,
          messages.closes,
          {},
          {
            date: <time dateTime={grant.closeDate}>{formatDate(grant.closeDate, locale)}</time>,
          },
        )}
      </p>
      {standing ? (
        <Link
          to={`/applications/${standing._id}`}
          className="button button-secondary grant-card-apply"
        >
          {t(sharedMessages.youApplied)} {/* Read over the phone: kept on one line. */}
          <span className="application-reference">{standing.reference}</span>
          <span className="visually-hidden">
            {' '}
            {t(messages.youAppliedTo, { grantTitle: grant.title })}
          </span>
        </Link>
      ) : (
        <Link to={`/apply-grant/${grant._id}`} className="button grant-card-apply">
          {t(messages.applyNow)}
          <span className="visually-hidden">
            {' '}
            {t(messages.applyNowFor, { grantTitle: grant.title })}
          </span>
        </Link>
      )}
    </article>
  );
}
