import type { ApplicationDraftSummary } from '@portal/contract/applications';
import { useQuery } from '@portal/web-kit';
import { Link } from '@portal/web-kit/router';
import { useId, useState } from 'react';
import { daysLeftToApply } from '../../../shared/days-left.js';
import { getMyDrafts, myDraftsPath } from '../api/drafts.js';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { text, write, type Text } from '../../../i18n/text.js';
import { continueDraftsMessages as messages } from './messages.js';
import './continue-drafts.css';

/** "Continue your application — closes in N days", counted in Toronto days. */
export function continueText(closesAt: string | null, now: Date): Text {
  if (!closesAt) return text(messages.continue);
  const days = daysLeftToApply(closesAt, now);
  if (days === undefined) return text(messages.continueClosed);
  return text(messages.continueClosesIn, { days });
}

/**
 * The member's drafts kept on the portal, each with the way back to its form, on the
 * dashboard, /apply-grant and /my-applications: a draft started on one device is finished on
 * another. Nothing at all while they load, when there are none, or when they cannot be loaded
 * (the page's own content matters more; the form still finds its draft).
 */
export function ContinueDrafts() {
  const drafts = useQuery(getMyDrafts, [], { path: myDraftsPath });
  const [now] = useState(() => new Date());
  const headingId = useId();
  const { t } = useMemberMessages();
  if (!drafts.data || drafts.data.length === 0) return null;
  return (
    <section className="card continue-drafts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(messages.heading)}</h2>
      <ul className="continue-draft-list">
        {drafts.data.map((draft) => (
          <DraftRow key={draft._id} draft={draft} now={now} />
        ))}
      </ul>
    </section>
  );
}

function DraftRow({ draft, now }: { draft: ApplicationDraftSummary; now: Date }) {
  const { t } = useMemberMessages();
  return (
    <li className="continue-draft">
      <p className="continue-draft-title">{draft.grantTitle}</p>
      <Link to={`/apply-grant/${draft.grantId}`} className="button button-small">
        {write(t, continueText(draft.closesAt, now))}
        <span className="visually-hidden">
          {' '}
          {t(messages.continueFor, { grantTitle: draft.grantTitle })}
        </span>
      </Link>
    </li>
  );
}
