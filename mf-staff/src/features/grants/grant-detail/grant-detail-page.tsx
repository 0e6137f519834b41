import type { Grant } from '@portal/contract/grants';
import {
  DateTime,
  Alert,
  ApiRequestError,
  errorMessage,
  LoadingStatus,
  useQuery,
  useTimedMessage,
} from '@portal/web-kit';
import type { Messages } from '@portal/web-kit/i18n';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@portal/web-kit/router';
import { getGrant } from '../api/get-grant.js';
import { GrantView, type GrantFact } from '../grant-view/grant-view.js';
import { GrantActions } from './grant-actions.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';

import { grantDetailMessages as messages } from './messages.js';
import { GrantHistory } from './grant-history.js';
import { readSavedNotice } from './saved-notice.js';

/**
 * `/grants/{id}` (spec §2): one grant, read-only, with its record (applications, lock) and its
 * history. A grant that does not exist (or an id that is not one) says so and leads back to the
 * list; any other failure says why and offers Retry.
 */
export function GrantDetailPage() {
  const { id = '' } = useParams();
  const { t } = useStaffMessages();
  const grant = useQuery((signal) => getGrant(id, signal), [id]);
  const saved = useSavedNotice();
  const changed = useTimedMessage();
  const notFound = grant.error instanceof ApiRequestError && grant.error.code === 'grant.not_found';

  return (
    <div className="page">
      {/* One heading element whatever the state: the shell focuses it after navigation. */}
      <h1>{grant.data?.title ?? t(notFound ? messages.notFoundTitle : messages.heading)}</h1>
      <Alert kind="success">{saved ?? changed.message}</Alert>
      {grant.data?.archivedAt && <p className="notice notice-info">{t(messages.archivedNotice)}</p>}
      {grant.status === 'loading' && (
        <LoadingStatus onRetry={grant.refresh} retryWhat={t(messages.retryWhat)}>
          {t(messages.loading)}
        </LoadingStatus>
      )}
      {grant.status === 'failed' && notFound && <p>{t(messages.notFound)}</p>}
      {grant.status === 'failed' && !notFound && (
        <div className="notice notice-error" role="alert">
          <p>{errorMessage(grant.error, t(messages.loadFailed))}</p>
          <button type="button" className="button" onClick={grant.refresh}>
            {t(messages.retry)}
          </button>
        </div>
      )}
      <ul className="actions page-actions">
        {grant.data && !grant.data.archivedAt && (
          <li>
            <Link to={`/grants/${grant.data._id}/edit`} className="button">
              {t(messages.edit)}
            </Link>
          </li>
        )}
        <li>
          <Link to="/grants" className="button button-secondary">
            {t(messages.backToGrants)}
          </Link>
        </li>
      </ul>
      {grant.data && (
        <>
          <GrantActions
            grant={grant.data}
            onChanged={(message) => {
              changed.show(message);
              grant.refresh();
            }}
          />
          <GrantView grant={grant.data} headingLevel={2} recordFacts={recordFacts(grant.data, t)} />
          {/* Read again after each change of the grant: the change is its newest entry. */}
          <GrantHistory key={grant.data.updatedAt} grantId={grant.data._id} />
        </>
      )}
    </div>
  );
}

/** What only a stored grant has: its applications, whether it is locked, its dates of record. */
function recordFacts(grant: Grant, t: Messages['t']): GrantFact[] {
  return [
    { term: t(messages.applications), value: grant.applicationCount },
    {
      // The first application locks the grant: its questions are what applicants answered.
      term: t(messages.locked),
      value: grant.lockedAt ? (
        <>
          {t(messages.lockedSince)} <DateTime value={grant.lockedAt} />
        </>
      ) : (
        t(messages.notLocked)
      ),
    },
    {
      term: t(messages.created),
      value: <DateTime value={grant.createdAt} />,
    },
    {
      term: t(messages.lastUpdated),
      value: <DateTime value={grant.updatedAt} />,
    },
  ];
}

/**
 * The message a screen passed on its way here (quick add: "Saved …"), shown for 3 seconds
 * (spec §9). The state is cleared at once, so that reloading the page does not say it again.
 */
function useSavedNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const { message, show } = useTimedMessage();
  const notice = readSavedNotice(location.state);
  useEffect(() => {
    if (!notice) return;
    show(notice);
    void navigate(location.pathname, { replace: true, state: null });
  }, [notice, show, navigate, location.pathname]);
  return message;
}
