import { Link } from '@portal/web-kit/router';
import { useShellMessages } from '../i18n/shell-messages.js';
import { landingMessages as messages } from './messages.js';

/** `/`: painted by the shell alone, without waiting for any remote (spec §2). */
export function LandingPage() {
  const { t } = useShellMessages();
  return (
    <div className="page">
      <h1>{t(messages.heading)}</h1>
      <p className="lead">{t(messages.lead)}</p>
      <div className="card-grid">
        <section className="card card-clickable" aria-labelledby="education-grants-heading">
          <h2 id="education-grants-heading">{t(messages.grantsHeading)}</h2>
          <p>{t(messages.grantsText)}</p>
          <Link to="/user-dashboard" className="stretched-link">
            {t(messages.grantsLink)}
          </Link>
        </section>
      </div>
    </div>
  );
}
