import type { ApplicationSummary } from '@portal/contract/applications';
import { formatDate } from '@portal/web-kit';
import { ApplicationStatusBadge } from '@portal/web-kit/badges';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { applicationName } from '../application-name.js';
import { reviewPath } from '../review-path.js';

const columns = ['Applicant', 'Grant', 'Submitted', 'Status', 'Actions'] as const;

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
  const captionId = useId();
  return (
    <div
      className="table-scroll table-stack-narrow"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      {/* The roles restate the table's own: browsers drop them when the cells are restyled as blocks on a phone. */}
      <table className="data-table applications-table" role="table">
        <caption id={captionId}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {applications.map((application) => {
            const deleting = deletingId === application._id;
            const whose = (
              <span className="visually-hidden"> application: {applicationName(application)}</span>
            );
            return (
              <tr key={application._id} role="row">
                <th scope="row" role="rowheader" className="cell-break">
                  {application.applicantName}
                  <span className="applicant-email">{application.applicantEmail}</span>
                </th>
                <td role="cell" data-label="Grant" className="cell-break">
                  {application.grantTitle}
                </td>
                <td role="cell" data-label="Submitted">
                  <time dateTime={application.dateSubmitted}>
                    {formatDate(application.dateSubmitted)}
                  </time>
                </td>
                <td role="cell" data-label="Status">
                  <ApplicationStatusBadge status={application.status} />
                </td>
                <td role="cell" className="cell-actions">
                  <div className="actions">
                    <Link
                      to={reviewPath(application._id)}
                      className="button button-small button-secondary"
                    >
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
