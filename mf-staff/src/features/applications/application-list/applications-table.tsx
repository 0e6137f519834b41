import type { ApplicationSummary } from '@portal/contract/applications';
import { DataTable, type DataTableColumns } from '@portal/web-kit';
import { Link } from '@portal/web-kit/router';
import { applicationColumns } from '../application-columns.js';
import { applicationName } from '../application-name.js';
import { reviewPath } from '../../../shared/review-path.js';
import type { Messages } from '@portal/web-kit/i18n';
import { useMemo } from 'react';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { applicationTableMessages as messages } from '../messages.js';

function applicationsColumns(
  t: Messages['t'],
  locale: string,
): DataTableColumns<ApplicationSummary> {
  return [
    {
      header: t(messages.applicant),
      cell: (application) => (
        <>
          {application.applicantName}
          <span className="applicant-email">{application.applicantEmail}</span>
        </>
      ),
      className: 'cell-break',
    },
    {
      header: t(messages.reference),
      cell: (application) => <span className="application-reference">{application.reference}</span>,
    },
    ...applicationColumns(t, locale),
  ];
}

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
  const { t, locale } = useStaffMessages();
  const columns = useMemo(() => applicationsColumns(t, locale), [t, locale]);
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
          <span className="visually-hidden">
            {' '}
            {t(messages.whose, { name: applicationName(application) })}
          </span>
        );
        return (
          <div className="actions">
            <Link to={reviewPath(application._id)} className="button button-small button-secondary">
              {t(messages.review)}
              {whose}
            </Link>
            <button
              type="button"
              className="button button-small button-danger"
              aria-disabled={deletingId !== null}
              aria-busy={deleting}
              onClick={(event) => onDelete(application, event.currentTarget)}
            >
              {t(deleting ? messages.deleting : messages.delete)}
              {whose}
            </button>
          </div>
        );
      }}
    />
  );
}
