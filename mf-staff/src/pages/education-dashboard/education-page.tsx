import { useQuery } from '@portal/web-kit';
import { Link } from '@portal/web-kit/router';
import { getApplications } from '../../features/applications/api/get-applications.js';
import '../../styles/empty-state.css';
import './education-dashboard.css';
import { RecentApplications } from './recent-applications.js';
import { useStaffMessages } from '../../i18n/staff-messages.js';
import { educationDashboardMessages as messages } from './messages.js';

/** `/education` (spec §2): the education portal page showing the recent applications. */
export default function EducationPage() {
  const { t } = useStaffMessages();
  const applications = useQuery((signal) => getApplications({ portal: 'education' }, signal));
  return (
    <div className="page page-wide">
      <h1>{t(messages.educationTitle)}</h1>
      <p className="lead">{t(messages.educationLead)}</p>
      <ul className="actions page-actions">
        <li>
          <Link to="/education-dashboard" className="button button-secondary">
            {t(messages.educationPortal)}
          </Link>
        </li>
      </ul>
      <RecentApplications applications={applications} />
    </div>
  );
}
