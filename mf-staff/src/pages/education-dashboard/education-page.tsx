import { useQuery } from '@portal/web-kit';
import { Link } from '@portal/web-kit/router';
import { getApplications } from '../../features/applications/api/get-applications.js';
import '../../styles/empty-state.css';
import './education-dashboard.css';
import { RecentApplications } from './recent-applications.js';

/** `/education` (spec §2): the education portal page showing the recent applications. */
export default function EducationPage() {
  const applications = useQuery((signal) => getApplications({ portal: 'education' }, signal));
  return (
    <div className="page page-wide">
      <h1>Education</h1>
      <p className="lead">
        The newest applications to the Nation&apos;s education grants. Open one to review it.
      </p>
      <ul className="actions page-actions">
        <li>
          <Link to="/education-dashboard" className="button button-secondary">
            Education Portal
          </Link>
        </li>
      </ul>
      <RecentApplications applications={applications} />
    </div>
  );
}
