import { useQuery } from '@portal/web-kit';
import { useId } from 'react';
import { Link } from '@portal/web-kit/router';
import { getMyApplications } from '../api/get-my-applications.js';
import { ApplicationList } from '../application-list/application-list.js';
import { ContinueDrafts } from '../drafts/continue-drafts.js';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { myApplicationsMessages as messages } from '../application-list/messages.js';

/**
 * `/my-applications`: the member's drafts to continue, then every application, newest
 * first, each with its reference, its status and View.
 */
export function MyApplicationsPage() {
  const applications = useQuery(getMyApplications);
  const headingId = useId();
  const { t } = useMemberMessages();
  return (
    <div className="page">
      <h1 id={headingId}>{t(messages.title)}</h1>
      <ContinueDrafts />
      <ApplicationList applications={applications} labelledBy={headingId} />
      <Link to="/apply-grant" className="button button-secondary">
        {t(messages.findGrant)}
      </Link>
    </div>
  );
}
