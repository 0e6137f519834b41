import { useSession } from '@portal/web-kit';
import { useId } from 'react';
import { Link } from 'react-router-dom';

/**
 * `/user-dashboard` (spec §2): a greeting with the first name, and the member's areas as
 * tiles. Education is open (to /apply-grant); Harvesting is shown but not open yet; the third
 * tile only keeps the grid's shape, so it is hidden from screen readers.
 */
export function UserDashboardPage() {
  const { user } = useSession();
  const firstName = user?.firstName.trim() ?? '';
  const id = useId();
  return (
    <div className="page">
      <h1>{firstName ? `Welcome, ${firstName}` : 'Welcome'}</h1>
      <p className="lead">Choose an area to get started.</p>
      <ul className="tile-grid" aria-label="Areas">
        <li>
          {/* The link is named by its heading alone; the sentence is its description. */}
          <Link
            to="/apply-grant"
            className="tile"
            aria-labelledby={`${id}-education`}
            aria-describedby={`${id}-education-text`}
          >
            <h2 id={`${id}-education`}>Education</h2>
            <p id={`${id}-education-text`}>
              Find education grants, apply, and follow your applications.
            </p>
          </Link>
        </li>
        <li>
          {/* Not a link: nothing to open yet, and the text says so. */}
          <div className="tile tile-disabled">
            <h2>Harvesting</h2>
            <p>
              <span className="badge">Coming Soon</span>
            </p>
          </div>
        </li>
        <li aria-hidden="true">
          <div className="tile tile-blank" />
        </li>
      </ul>
    </div>
  );
}
