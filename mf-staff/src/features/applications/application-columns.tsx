import type { ApplicationSummary } from '@portal/contract/applications';
import { formatDate, type DataTableColumn } from '@portal/web-kit';
import { ApplicationStatusBadge } from '@portal/web-kit/badges';

/**
 * What a table of applications shows after the applicant (its row header, which each table
 * writes its own way): the grant, the date submitted and the status. The applications list and
 * the dashboard's recent applications both show them.
 */
export const applicationColumns: readonly DataTableColumn<ApplicationSummary>[] = [
  { header: 'Grant', cell: (application) => application.grantTitle, className: 'cell-break' },
  {
    header: 'Submitted',
    cell: (application) => (
      <time dateTime={application.dateSubmitted}>{formatDate(application.dateSubmitted)}</time>
    ),
  },
  {
    header: 'Status',
    cell: (application) => <ApplicationStatusBadge status={application.status} />,
  },
];
