import { Alert, useSession } from '@portal/web-kit';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from '@portal/web-kit/router';
import {
  readSubmittedApplication,
  submittedMessage,
  type SubmittedApplication,
} from '../../features/applications/submitted-application.js';
import { EmailConfirmationNotice } from '../../features/account/email-confirmation-notice.js';
import { ContinueDrafts } from '../../features/applications/drafts/continue-drafts.js';
import { useAnnounced } from '../../shared/use-announced.js';
import { useMemberMessages } from '../../i18n/member-messages.js';
import { write } from '../../i18n/text.js';
import { dashboardMessages as messages } from './messages.js';
import './user-dashboard.css';

/**
 * `/user-dashboard` (spec §2): a greeting with the first name, and the member's areas as
 * tiles. Education is open (to /apply-grant); Harvesting is shown but not open yet. Spec §2's
 * third blank tile is left out: an empty dashed box read as something missing. After an application
 * is submitted the member lands here (spec §8) and is told so, with a link to the application;
 * when some of its files did not arrive, spec §8's sentence says so instead (an alert, in the
 * page rather than a window.alert), with each file and why, and that the application is saved.
 * A member who has not confirmed their address is reminded to, with a new link on request.
 */
export function UserDashboardPage() {
  const { user } = useSession();
  const firstName = user?.firstName.trim() ?? '';
  const id = useId();
  const submitted = useSubmittedApplication();
  const { t } = useMemberMessages();
  return (
    <div className="page">
      <h1>{firstName ? t(messages.welcomeName, { firstName }) : t(messages.welcome)}</h1>
      <Alert kind="success">
        {submitted && !submitted.uploadFailures && (
          <p>
            {write(t, submittedMessage(submitted))}{' '}
            <Link to={`/applications/${submitted.id}`}>{t(messages.viewApplication)}</Link>
          </p>
        )}
      </Alert>
      <Alert kind="error" className="upload-failures">
        {submitted?.uploadFailures && (
          <>
            <p>
              <strong>
                {t(
                  submitted.uploadFailures.kind === 'files'
                    ? messages.someFilesFailed
                    : messages.allFilesFailed,
                )}
              </strong>
            </p>
            <ul>
              {submitted.uploadFailures.files.map((file, index) => (
                <li key={index}>
                  {t(messages.failedFile, { name: file.name, reason: file.reason })}
                </li>
              ))}
            </ul>
            <p>
              {t(messages.savedDespiteFiles, { grantTitle: submitted.grantTitle })}{' '}
              <Link to={`/applications/${submitted.id}`}>{t(messages.viewApplication)}</Link>
            </p>
          </>
        )}
      </Alert>
      <EmailConfirmationNotice />
      <ContinueDrafts />
      <p className="lead">{t(messages.chooseArea)}</p>
      <ul className="tile-grid" aria-label={t(messages.areas)}>
        <li>
          {/*
           * The whole tile opens /apply-grant, but the link is the heading's text alone (its
           * box stretched over the tile), so its name is all the text it holds (WCAG 2.5.3);
           * the sentence is its description.
           */}
          <div className="tile tile-link">
            <h2>
              <Link
                to="/apply-grant"
                className="stretched-link"
                aria-describedby={`${id}-education-text`}
              >
                {t(messages.education)}
              </Link>
            </h2>
            <p id={`${id}-education-text`}>{t(messages.educationText)}</p>
          </div>
        </li>
        <li>
          {/* Not a link: nothing to open yet, and the text says so. */}
          <div className="tile tile-disabled">
            <h2>{t(messages.harvesting)}</h2>
            <p>
              <span className="badge">{t(messages.comingSoon)}</span>
            </p>
          </div>
        </li>
      </ul>
    </div>
  );
}

/**
 * The submission the application form passed on its way here. Kept until the member leaves
 * (not cleared after 3 seconds: it holds a link, and it is the only word that the application
 * arrived); the navigation state is dropped at once, so a reload does not say it again.
 */
function useSubmittedApplication(): SubmittedApplication | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [passed] = useState(() => readSubmittedApplication(location.state));
  useEffect(() => {
    if (passed) void navigate(location.pathname, { replace: true, state: null });
  }, [passed, navigate, location.pathname]);
  return useAnnounced(passed);
}
