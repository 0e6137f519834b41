import { useQuery } from '@portal/web-kit';
import { useId } from 'react';
import { Link } from '@portal/web-kit/router';
import { getMyApplications } from '../api/get-my-applications.js';
import { ApplicationList } from '../application-list/application-list.js';

/** `/my-applications`: every application of the member, newest first, each with its status and View. */
export function MyApplicationsPage() {
  const applications = useQuery(getMyApplications);
  const headingId = useId();
  return (
    <div className="page">
      <h1 id={headingId}>My Applications</h1>
      <ApplicationList applications={applications} labelledBy={headingId} />
      <Link to="/apply-grant" className="button button-secondary">
        Find a grant to apply for
      </Link>
    </div>
  );
}
