import { Alert } from '@portal/web-kit';
import { useId, useState } from 'react';
import { Link } from '@portal/web-kit/router';
import { useStaffMessages } from '../../i18n/staff-messages.js';
import { educationDashboardMessages as messages } from './messages.js';

/** The resources that have no page yet: each says 'Coming soon!' (spec §2). */
const comingResources = [
  messages.templates,
  messages.reportingForms,
  messages.staffTraining,
] as const;

/**
 * The resources section (spec §2): Guidelines opens /guidelines; the other buttons say
 * 'Coming soon!'. Said in a status region under the buttons rather than a `window.alert`,
 * which would stop the page and take focus away; a screen reader reads it where the user is,
 * every time a button is pressed.
 */
export function Resources() {
  const { t } = useStaffMessages();
  const headingId = useId();
  // Counts presses: each one puts a new message node in the region, so it is read again.
  const [presses, setPresses] = useState(0);
  return (
    <section className="card card-stack resources" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(messages.resources)}</h2>
      <ul className="actions">
        <li>
          <Link to="/guidelines" className="button button-secondary">
            {t(messages.guidelines)}
          </Link>
        </li>
        {comingResources.map((resource) => (
          <li key={resource.id}>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setPresses((count) => count + 1)}
            >
              {t(resource)}
            </button>
          </li>
        ))}
      </ul>
      <Alert kind="info">
        {presses > 0 && <span key={presses}>{t(messages.comingSoon)}</span>}
      </Alert>
    </section>
  );
}
