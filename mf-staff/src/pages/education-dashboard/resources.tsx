import { Alert } from '@portal/web-kit';
import { useId, useState } from 'react';
import { Link } from '@portal/web-kit/router';
import { educationDashboardTexts as texts } from './education-dashboard-texts.js';

/** The resources that have no page yet: each says 'Coming soon!' (spec §2). */
const comingResources = ['Application Templates', 'Reporting Forms', 'Staff Training'] as const;

/**
 * The resources section (spec §2): Guidelines opens /guidelines; the other buttons say
 * 'Coming soon!'. Said in a status region under the buttons rather than a `window.alert`,
 * which would stop the page and take focus away; a screen reader reads it where the user is,
 * every time a button is pressed.
 */
export function Resources() {
  const headingId = useId();
  // Counts presses: each one puts a new message node in the region, so it is read again.
  const [presses, setPresses] = useState(0);
  return (
    <section className="card card-stack resources" aria-labelledby={headingId}>
      <h2 id={headingId}>Resources</h2>
      <ul className="actions">
        <li>
          <Link to="/guidelines" className="button button-secondary">
            Grant Guidelines
          </Link>
        </li>
        {comingResources.map((resource) => (
          <li key={resource}>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setPresses((count) => count + 1)}
            >
              {resource}
            </button>
          </li>
        ))}
      </ul>
      <Alert kind="info">{presses > 0 && <span key={presses}>{texts.comingSoon}</span>}</Alert>
    </section>
  );
}
