import {
  ApiRequestError,
  errorMessage,
  LoadingStatus,
  useQuery,
  useSession,
} from '@portal/web-kit';
import { Link, useParams } from '@portal/web-kit/router';
import { getGrant, grantPath } from '../../../shared/api/get-grant.js';
import { getMyApplications, myApplicationsPath } from '../api/get-my-applications.js';
import { drawnServerDraft, loadServerDraft } from '../api/load-server-draft.js';
import { standingApplication } from '../../../shared/one-application-per-member.js';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { richText } from '../../../i18n/rich-text.js';
import { sharedMessages } from '../../../shared/messages.js';
import { ApplicationForm } from './application-form.js';
import { applicationFormMessages as messages } from './messages.js';

/**
 * `/apply-grant/{id}` (spec §2): the application form of one published grant. A grant a member
 * cannot read (not published, deleted, or no grant at all) answers 404, and the page says so
 * with the way back to the list; any other failure says why and offers Retry. The member's draft
 * saved on the portal is read beside the grant, and the form starts from it.
 *
 * A grant that takes one application per member, which the member has applied to (and not
 * withdrawn from), does not offer the form: the page says so, with the way to their application.
 *
 * A data page (prerender/data-pages.ts): the gateway draws it with the grant, the draft and the
 * member's applications, so the form is on screen, and can be filled in, before the app's code
 * has arrived.
 */
export default function ApplicationFormPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { t } = useMemberMessages();
  const grant = useQuery((signal) => getGrant(id, signal), [id], { path: grantPath(id) });
  // The member's draft saved on the portal; a failure falls back on this browser.
  const server = useQuery((signal) => loadServerDraft(id, signal), [id], {
    drawnFrom: (answers) => drawnServerDraft(id, answers),
  });
  // Whether the member already applied (a grant taking one application per member). Failing to
  // load them offers the form: the portal refuses a second application anyway.
  const applications = useQuery(getMyApplications, [], { path: myApplicationsPath });
  const notFound = grant.error instanceof ApiRequestError && grant.error.status === 404;
  const standing = grant.data && standingApplication(grant.data, applications.data);
  const waiting = server.status === 'loading' || applications.status === 'loading';

  return (
    <div className="page application-page">
      {/* One heading element whatever the state: the shell focuses it after navigation. */}
      <h1>{grant.data?.title ?? (notFound ? t(messages.notFoundTitle) : t(messages.title))}</h1>
      {grant.status === 'loading' && (
        <LoadingStatus onRetry={grant.refresh}>{t(messages.loading)}</LoadingStatus>
      )}
      {grant.status === 'failed' && notFound && <p>{t(messages.notFound)}</p>}
      {grant.status === 'failed' && !notFound && (
        <div className="notice notice-error" role="alert">
          <p>{errorMessage(grant.error, t(messages.loadFailed))}</p>
          <button type="button" className="button" onClick={grant.refresh}>
            {t(sharedMessages.retry)}
          </button>
        </div>
      )}
      {grant.data && waiting && (
        <LoadingStatus
          onRetry={() => {
            server.refresh();
            applications.refresh();
          }}
        >
          {t(messages.loadingDraft)}
        </LoadingStatus>
      )}
      {standing && !waiting && (
        <div className="notice notice-info already-applied">
          <p>
            {richText(
              t,
              messages.alreadyApplied,
              {},
              { reference: <span className="application-reference">{standing.reference}</span> },
            )}
          </p>
          <p>
            <Link to={`/applications/${standing._id}`} className="button">
              {t(messages.openApplication)}
            </Link>
          </p>
        </div>
      )}
      {grant.data
        ? !waiting &&
          !standing && (
            // Keyed by grant: another grant's form starts from its own answers.
            <ApplicationForm
              key={grant.data._id}
              grant={grant.data}
              userId={user?._id}
              server={server.data ?? 'unavailable'}
            />
          )
        : grant.status === 'failed' && (
            <Link to="/apply-grant" className="button button-secondary">
              {t(messages.backToGrants)}
            </Link>
          )}
    </div>
  );
}
