import {
  listPageSize,
  type ApplicationPage,
  type ApplicationSummary,
} from '@portal/contract/applications';
import {
  Alert,
  errorMessage,
  LoadingStatus,
  QueryFailure,
  SelectField,
  useConfirm,
  useQuery,
  useTimedMessage,
} from '@portal/web-kit';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useSearchParams } from '@portal/web-kit/router';
import { getGrants } from '../../../shared/api/get-grants.js';
import { ListSearch } from '../../../shared/list-controls/list-search.js';
import { Pager } from '../../../shared/list-controls/pager.js';
import { deleteApplication } from '../api/delete-application.js';
import { getApplicationPage, type ApplicationPageRequest } from '../api/get-application-page.js';
import { applicationName } from '../application-name.js';
import '../../../styles/empty-state.css';
import '../applications.css';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { applicationListMessages as messages } from './messages.js';
import { applicationTableMessages } from '../messages.js';
import {
  readTableAddress,
  sortChoices,
  sortChoiceValue,
  tableAddress,
} from './application-table-address.js';
import { ApplicationsTable } from './applications-table.js';
import {
  countOf,
  readStatusFilter,
  statusFilterChoice,
  statusFilterName,
  statusFilters,
} from './status-filter.js';

/**
 * `/applications` (spec §2): every application, with Review and Delete (after 'Are you sure you
 * want to delete this application?'). Filtered by status and grant, searched by reference or
 * applicant, sorted and paged 50 at a time by the server, so an office with thousands of
 * applications gets its page as fast as one with fifty. All of it lives in the address, so
 * coming back from a review shows the same page.
 */
export default function ApplicationListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const request = readTableAddress(searchParams);
  const requestKey = JSON.stringify(request);
  const applications = useQuery((signal) => getApplicationPage(request, signal), [requestKey]);
  const grants = useQuery((signal) => getGrants(signal));
  const { t } = useStaffMessages();
  const { confirm, confirmDialog } = useConfirm();
  const success = useTimedMessage();
  const successRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  /** A new filter, search or sort starts again from the first page; paging keeps the rest. */
  /** How many the table shows of all the applications. */
  const shownText = (shown: number, total: number) =>
    shown === total ? t(messages.showingAll, { total }) : t(messages.showingSome, { shown, total });

  function show(change: Partial<ApplicationPageRequest>) {
    const next = { ...request, page: 1, ...change };
    setSearchParams(tableAddress(next), { replace: change.page === undefined });
  }

  async function remove(application: ApplicationSummary, opener: HTMLElement) {
    if (deletingId) return; // one at a time: each reloads the list
    const confirmed = await confirm(t(messages.deleteConfirm), {
      title: t(messages.deleteTitle, { name: applicationName(application) }),
      confirmLabel: t(applicationTableMessages.delete),
      cancelLabel: t(messages.cancel),
      destructive: true,
      returnFocusTo: opener,
    });
    if (!confirmed) return;
    success.clear();
    setFailure(null);
    setDeletingId(application._id);
    try {
      await deleteApplication(application._id);
      // The row goes away with its buttons: focus moves to the message that says why.
      flushSync(() => {
        setDeletingId(null);
        success.show(
          t(messages.deleted, {
            applicant: application.applicantName,
            grant: application.grantTitle,
          }),
        );
      });
      successRef.current?.focus();
      applications.refresh();
    } catch (error) {
      setDeletingId(null);
      setFailure(errorMessage(error, t(messages.deleteFailed)));
    }
  }

  // While another page loads, the one before stays with what it was asked for (its caption
  // and empty texts say what it shows), so the filters keep their place and focus.
  const [shown, setShown] = useState<ShownPage | undefined>(undefined);
  if (applications.data && applications.data !== shown?.page)
    setShown({ page: applications.data, request });
  const current = applications.data
    ? { page: applications.data, request }
    : applications.status === 'loading'
      ? shown
      : undefined;
  const loaded = current?.page;
  const updating = current !== undefined && (applications.refreshing || !applications.data);
  // Nothing at all (no filter, no search, none in any status): the spec's empty list.
  const none =
    loaded !== undefined &&
    countOf('all', loaded.statusCounts) === 0 &&
    !request.grantId &&
    !request.search;
  return (
    <div className="page page-wide">
      <h1>{t(messages.title)}</h1>
      <ul className="actions page-actions">
        <li>
          <Link to="/education-dashboard" className="button button-secondary">
            {t(messages.backToEducation)}
          </Link>
        </li>
      </ul>
      <Alert kind="success" ref={successRef} tabIndex={-1}>
        {success.message}
      </Alert>
      <Alert kind="error">{failure}</Alert>
      {applications.status === 'loading' && !loaded && (
        <LoadingStatus onRetry={applications.refresh}>{t(messages.loading)}</LoadingStatus>
      )}
      {applications.status === 'failed' && (
        <QueryFailure
          error={applications.error}
          fallback={t(messages.loadFailed)}
          onRetry={applications.refresh}
        />
      )}
      {updating && (
        <LoadingStatus onRetry={applications.refresh}>{t(messages.updating)}</LoadingStatus>
      )}
      {none && <p className="empty-state">{t(messages.empty)}</p>}
      {current && loaded && !none && (
        <>
          <div className="application-filter">
            <SelectField
              name="status"
              label={t(messages.filterLabel)}
              value={request.status ?? 'all'}
              onChange={(event) => {
                const status = readStatusFilter(event.target.value);
                show({ status: status === 'all' ? undefined : status });
              }}
              options={statusFilters.map((choice) => ({
                value: choice,
                label: statusFilterChoice(choice, loaded.statusCounts, t),
              }))}
            />
            <SelectField
              name="grant"
              label={t(messages.grantFilterLabel)}
              value={request.grantId ?? ''}
              onChange={(event) => show({ grantId: event.target.value || undefined })}
              options={[
                { value: '', label: t(messages.allGrants) },
                ...(grants.data ?? []).map((grant) => ({ value: grant._id, label: grant.title })),
                // A grant in the address that the list does not hold (yet) stays chosen.
                ...(request.grantId && !grants.data?.some((grant) => grant._id === request.grantId)
                  ? [{ value: request.grantId, label: t(messages.unlistedGrant) }]
                  : []),
              ]}
            />
            <SelectField
              name="sort"
              label={t(messages.sortLabel)}
              value={sortChoiceValue(request)}
              onChange={(event) => {
                const choice = sortChoices.find(
                  (candidate) => sortChoiceValue(candidate) === event.target.value,
                );
                if (choice) show({ sort: choice.sort, direction: choice.direction });
              }}
              options={sortChoices.map((choice) => ({
                value: sortChoiceValue(choice),
                label: t(choice.label),
              }))}
            />
          </div>
          <ListSearch
            key={request.search ?? ''}
            label={t(messages.searchLabel)}
            hint={t(messages.searchHint)}
            search={request.search ?? ''}
            onSearch={(search) => show({ search: search || undefined })}
          />
          <p role="status" className="muted">
            {shownText(loaded.total, countOf('all', loaded.statusCounts))}
          </p>
          <ApplicationsPage
            loaded={loaded}
            request={current.request}
            deletingId={deletingId}
            onDelete={(application, opener) => void remove(application, opener)}
            onPage={(page) => show({ page })}
          />
        </>
      )}
      {confirmDialog}
    </div>
  );
}

/** A page and the request it answers. */
interface ShownPage {
  page: ApplicationPage;
  request: ApplicationPageRequest;
}

interface ApplicationsPageProps {
  loaded: ApplicationPage;
  request: ApplicationPageRequest;
  deletingId: string | null;
  onDelete: (application: ApplicationSummary, opener: HTMLElement) => void;
  onPage: (page: number) => void;
}

/** The page's table and its pager, or why it is empty. */
function ApplicationsPage({
  loaded,
  request,
  deletingId,
  onDelete,
  onPage,
}: ApplicationsPageProps) {
  const { t } = useStaffMessages();
  if (loaded.items.length === 0) {
    return (
      <p className="empty-state">
        {request.search && !request.status
          ? t(messages.noneFound, { search: request.search })
          : t(messages.noneWithStatus, { status: statusFilterName(request.status ?? 'all', t) })}
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(loaded.total / listPageSize));
  return (
    <>
      <ApplicationsTable
        applications={loaded.items}
        caption={
          request.status
            ? t(messages.captionStatus, {
                status: statusFilterChoice(request.status, loaded.statusCounts, t),
              })
            : t(messages.captionAll, { count: loaded.total })
        }
        deletingId={deletingId}
        onDelete={onDelete}
      />
      {pages > 1 && (
        <Pager label={t(messages.pages)} page={loaded.page} pages={pages} onPage={onPage} />
      )}
    </>
  );
}
