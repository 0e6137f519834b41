import type { ApplicationSummary } from '@portal/contract/applications';
import { DataTable, type DataTableColumns } from '@portal/web-kit';
import { Link } from '@portal/web-kit/router';
import { applicationColumns } from '../application-columns.js';
import { applicationName } from '../application-name.js';
import { reviewPath } from '../../../shared/review-path.js';

const columns: DataTableColumns<ApplicationSummary> = [
  {
    header: 'Applicant',
    cell: (application) => (
      <>
        {application.applicantName}
        <span className="applicant-email">{application.applicantEmail}</span>
      </>
    ),
    className: 'cell-break',
  },
  {
    header: 'Reference',
    cell: (application) => <span className="application-reference">{application.reference}</span>,
  },
  ...applicationColumns,
];

interface ApplicationsTableProps {
  applications: readonly ApplicationSummary[];
  caption: string;
  /** The application being deleted: its Delete says so and waits. */
  deletingId: string | null;
  /** `opener` is the button pressed: focus goes back to it when its question closes. */
  onDelete: (application: ApplicationSummary, opener: HTMLElement) => void;
}

/**
 * The applications with Review and Delete (spec §2). Each row is named by its applicant (a row
 * header) and its buttons say whose application to which grant they act on, for a screen-reader
 * user moving from button to button. On a phone each row becomes a card of labelled lines, as
 * the grants table does, so the page never scrolls sideways.
 */
export function ApplicationsTable({
  applications,
  caption,
  deletingId,
  onDelete,
}: ApplicationsTableProps) {
  return (
    <DataTable
      caption={caption}
      className="applications-table"
      columns={columns}
      rows={applications}
      rowKey={(application) => application._id}
      actions={(application) => {
        const deleting = deletingId === application._id;
        const whose = (
          <span className="visually-hidden"> application: {applicationName(application)}</span>
        );
        return (
          <div className="actions">
            <Link to={reviewPath(application._id)} className="button button-small button-secondary">
              Review{whose}
            </Link>
            <button
              type="button"
              className="button button-small button-danger"
              aria-disabled={deletingId !== null}
              aria-busy={deleting}
              onClick={(event) => onDelete(application, event.currentTarget)}
            >
              {deleting ? 'Deleting...' : 'Delete'}
              {whose}
            </button>
          </div>
        );
      }}
    />
  );
}
