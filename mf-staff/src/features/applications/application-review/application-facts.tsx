import { DateTime } from '@portal/web-kit';
import type { Application } from '@portal/contract/applications';
import { ApplicationStatusBadge, GrantTypeBadge } from '@portal/web-kit/badges';
import { Link } from '@portal/web-kit/router';
import { MembershipCardNumber } from './membership-card-number.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';

import { factMessages as messages } from './messages.js';

/** Who applied to what, when, and where the application stands. */
export function ApplicationFacts({ application }: { application: Application }) {
  const { t } = useStaffMessages();
  return (
    <dl className="fact-list application-facts">
      <div>
        <dt>{t(messages.reference)}</dt>
        <dd>{application.reference}</dd>
      </div>
      <div>
        <dt>{t(messages.applicant)}</dt>
        <dd className="cell-break">
          {application.applicantName}
          <a className="applicant-email" href={`mailto:${application.applicantEmail}`}>
            {application.applicantEmail}
          </a>
        </dd>
      </div>
      <MembershipCardNumber application={application} />
      <div>
        <dt>{t(messages.grant)}</dt>
        <dd className="cell-break">
          {/* The grant as it is now; the questions below are the ones the applicant answered. */}
          <Link
            to={`/grants/${encodeURIComponent(application.grantId)}`}
            className="link-standalone"
          >
            {application.grantTitle}
          </Link>{' '}
          <GrantTypeBadge type={application.grantType} />
        </dd>
      </div>
      <div>
        <dt>{t(messages.submitted)}</dt>
        <dd>
          <DateTime value={application.dateSubmitted} />
        </dd>
      </div>
      <div>
        <dt>{t(messages.status)}</dt>
        <dd>
          <ApplicationStatusBadge status={application.status} />
        </dd>
      </div>
      <div>
        <dt>{t(messages.statusChanged)}</dt>
        <dd>
          <DateTime value={application.statusChangedAt} />
        </dd>
      </div>
    </dl>
  );
}
