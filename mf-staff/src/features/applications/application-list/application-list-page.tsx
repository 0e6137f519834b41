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
import { applicationListTexts as texts } from './application-list-texts.js';
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
  const { confirm, confirmDialog } = useConfirm();
  const success = useTimedMessage();
  const successRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  /** A new filter, search or sort starts again from the first page; paging keeps the rest. */
  function show(change: Partial<ApplicationPageRequest>) {
    const next = { ...request, page: 1, ...change };
    setSearchParams(tableAddress(next), { replace: change.page === undefined });
  }

  async function remove(application: ApplicationSummary, opener: HTMLElement) {
    if (deletingId) return; // one at a time: each reloads the list
    const confirmed = await confirm(texts.deleteConfirm, {
      title: `Delete application: ${applicationName(application)}`,
      confirmLabel: 'Delete',
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
        success.show(texts.deleted(application.applicantName, application.grantTitle));
      });
      successRef.current?.focus();
      applications.refresh();
    } catch (error) {
      setDeletingId(null);
      setFailure(errorMessage(error, texts.deleteFailed));
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
      <h1>Applications</h1>
      <ul className="actions page-actions">
        <li>
          <Link to="/education-dashboard" className="button button-secondary">
            Back to Education
          </Link>
        </li>
      </ul>
      <Alert kind="success" ref={successRef} tabIndex={-1}>
        {success.message}
      </Alert>
      <Alert kind="error">{failure}</Alert>
      {applications.status === 'loading' && !loaded && (
        <LoadingStatus onRetry={applications.refresh}>Loading applications…</LoadingStatus>
      )}
      {applications.status === 'failed' && (
        <QueryFailure
          error={applications.error}
          fallback={texts.loadFailed}
          onRetry={applications.refresh}
        />
      )}
      {updating && <LoadingStatus onRetry={applications.refresh}>Updating the list…</LoadingStatus>}
      {none && <p className="empty-state">{texts.empty}</p>}
      {current && loaded && !none && (
        <>
          <div className="application-filter">
            <SelectField
              name="status"
              label={texts.filterLabel}
              value={request.status ?? 'all'}
              onChange={(event) => {
                const status = readStatusFilter(event.target.value);
                show({ status: status === 'all' ? undefined : status });
              }}
              options={statusFilters.map((choice) => ({
                value: choice,
                label: statusFilterChoice(choice, loaded.statusCounts),
              }))}
            />
            <SelectField
              name="grant"
              label={texts.grantFilterLabel}
              value={request.grantId ?? ''}
              onChange={(event) => show({ grantId: event.target.value || undefined })}
              options={[
                { value: '', label: texts.allGrants },
                ...(grants.data ?? []).map((grant) => ({ value: grant._id, label: grant.title })),
                // A grant in the address that the list does not hold (yet) stays chosen.
                ...(request.grantId && !grants.data?.some((grant) => grant._id === request.grantId)
                  ? [{ value: request.grantId, label: texts.unlistedGrant }]
                  : []),
              ]}
            />
            <SelectField
              name="sort"
              label={texts.sortLabel}
              value={sortChoiceValue(request)}
              onChange={(event) => {
                const choice = sortChoices.find(
                  (candidate) => sortChoiceValue(candidate) === event.target.value,
                );
                if (choice) show({ sort: choice.sort, direction: choice.direction });
              }}
              options={sortChoices.map((choice) => ({
                value: sortChoiceValue(choice),
                label: choice.label,
              }))}
            />
          </div>
          <ListSearch
            key={request.search ?? ''}
            label={texts.searchLabel}
            hint={texts.searchHint}
            search={request.search ?? ''}
            onSearch={(search) => show({ search: search || undefined })}
          />
          <p role="status" className="muted">
            {texts.shown(loaded.total, countOf('all', loaded.statusCounts))}
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
  if (loaded.items.length === 0) {
    return (
      <p className="empty-state">
        {request.search && !request.status
          ? texts.noneFound(request.search)
          : texts.noneWithStatus(statusFilterName(request.status ?? 'all'))}
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
            ? `Applications: ${statusFilterChoice(request.status, loaded.statusCounts)}`
            : `Applications (${loaded.total})`
        }
        deletingId={deletingId}
        onDelete={onDelete}
      />
      {pages > 1 && <Pager label={texts.pages} page={loaded.page} pages={pages} onPage={onPage} />}
    </>
  );
}
