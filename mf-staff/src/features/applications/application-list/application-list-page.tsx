import type { ApplicationSummary } from '@portal/contract/applications';
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
import { deleteApplication } from '../api/delete-application.js';
import { getApplications } from '../api/get-applications.js';
import { applicationName } from '../application-name.js';
import '../../../styles/empty-state.css';
import '../applications.css';
import { applicationListTexts as texts } from './application-list-texts.js';
import { ApplicationsTable } from './applications-table.js';
import {
  applyStatusFilter,
  readStatusFilter,
  statusFilterChoice,
  statusFilterName,
  statusFilters,
  type StatusFilter,
} from './status-filter.js';

/**
 * `/applications` (spec §2): every application, filtered by status, with Review and Delete
 * (after 'Are you sure you want to delete this application?'). The filter lives in the address
 * (`?status=approved`), so coming back from a review shows the same list.
 */
export default function ApplicationListPage() {
  const applications = useQuery((signal) => getApplications({}, signal));
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readStatusFilter(searchParams.get('status'));
  const { confirm, confirmDialog } = useConfirm();
  const success = useTimedMessage();
  const successRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  function changeFilter(next: StatusFilter) {
    setSearchParams(next === 'all' ? {} : { status: next }, { replace: true });
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

  const loaded = applications.data;
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
      {applications.status === 'loading' && (
        <LoadingStatus onRetry={applications.refresh}>Loading applications…</LoadingStatus>
      )}
      {applications.status === 'failed' && (
        <QueryFailure
          error={applications.error}
          fallback={texts.loadFailed}
          onRetry={applications.refresh}
        />
      )}
      {loaded && applications.refreshing && (
        <LoadingStatus onRetry={applications.refresh}>Updating the list…</LoadingStatus>
      )}
      {loaded?.length === 0 && <p className="empty-state">{texts.empty}</p>}
      {loaded && loaded.length > 0 && (
        <FilteredApplications
          applications={loaded}
          filter={filter}
          onFilterChange={changeFilter}
          deletingId={deletingId}
          onDelete={(application, opener) => void remove(application, opener)}
        />
      )}
      {confirmDialog}
    </div>
  );
}

interface FilteredApplicationsProps {
  applications: readonly ApplicationSummary[];
  filter: StatusFilter;
  onFilterChange: (filter: StatusFilter) => void;
  deletingId: string | null;
  onDelete: (application: ApplicationSummary, opener: HTMLElement) => void;
}

/** The status filter, how many it shows (announced as it changes), and the table. */
function FilteredApplications({
  applications,
  filter,
  onFilterChange,
  deletingId,
  onDelete,
}: FilteredApplicationsProps) {
  const shown = applyStatusFilter(applications, filter);
  return (
    <>
      <div className="application-filter">
        <SelectField
          name="status"
          label={texts.filterLabel}
          value={filter}
          onChange={(event) => onFilterChange(readStatusFilter(event.target.value))}
          options={statusFilters.map((choice) => ({
            value: choice,
            label: statusFilterChoice(choice, applications),
          }))}
        />
        <p role="status" className="muted">
          {texts.shown(shown.length, applications.length)}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="empty-state">{texts.noneWithStatus(statusFilterName(filter))}</p>
      ) : (
        <ApplicationsTable
          applications={shown}
          caption={
            filter === 'all'
              ? `Applications (${shown.length})`
              : `Applications: ${statusFilterChoice(filter, applications)}`
          }
          deletingId={deletingId}
          onDelete={onDelete}
        />
      )}
    </>
  );
}
