import { useQuery } from '@portal/web-kit';
import { Link } from '@portal/web-kit/router';
import { getApplications } from '../../features/applications/api/get-applications.js';
import { getGrants } from '../../shared/api/get-grants.js';
import { AvailableGrants } from './available-grants.js';
import '../../styles/empty-state.css';
import './education-dashboard.css';
import { useStaffMessages } from '../../i18n/staff-messages.js';
import { educationDashboardMessages as messages } from './messages.js';
import { EducationFiguresPanel } from './education-figures-panel.js';
import { RecentApplications } from './recent-applications.js';
import { Resources } from './resources.js';

/**
 * `/education-dashboard` (spec §2): 'Education Portal'. Links to the grants, the applications
 * and the file manager; the four figures; the first 3 grants and the first 5 applications; the
 * resources. Each list is read once and shared by the figures and its card, and each card fails
 * on its own: a grant list that cannot be read does not hide the applications.
 */
export default function EducationDashboardPage() {
  const { t } = useStaffMessages();
  const grants = useQuery(getGrants);
  const applications = useQuery((signal) => getApplications({ portal: 'education' }, signal));
  return (
    <div className="page page-wide education-dashboard">
      <h1>{t(messages.title)}</h1>
      <nav aria-label={t(messages.navigation)}>
        <ul className="actions page-actions">
          <li>
            <Link to="/grants" className="button">
              {t(messages.manageGrants)}
            </Link>
          </li>
          <li>
            <Link to="/applications" className="button">
              {t(messages.reviewApplications)}
            </Link>
          </li>
          <li>
            <Link to="/file-manager" className="button button-secondary">
              {t(messages.fileManager)}
            </Link>
          </li>
        </ul>
      </nav>
      <EducationFiguresPanel grants={grants} applications={applications} />
      <div className="dashboard-panels">
        <AvailableGrants grants={grants} />
        <RecentApplications applications={applications} />
      </div>
      <Resources />
    </div>
  );
}
