import type { ApplicationSummary } from '@portal/contract/applications';
import { formatDate, type DataTableColumn } from '@portal/web-kit';
import { ApplicationStatusBadge } from '@portal/web-kit/badges';
import type { Messages } from '@portal/web-kit/i18n';
import { applicationTableMessages as messages } from './messages.js';

/**
 * What a table of applications shows after the applicant (its row header, which each table
 * writes its own way): the grant, the date submitted and the status. The applications list and
 * the dashboard's recent applications both show them.
 */
export function applicationColumns(
  t: Messages['t'],
  locale: string,
): readonly DataTableColumn<ApplicationSummary>[] {
  return [
    {
      header: t(messages.grant),
      cell: (application) => application.grantTitle,
      className: 'cell-break',
    },
    {
      header: t(messages.submitted),
      cell: (application) => (
        <time dateTime={application.dateSubmitted}>
          {formatDate(application.dateSubmitted, locale)}
        </time>
      ),
    },
    {
      header: t(messages.status),
      cell: (application) => <ApplicationStatusBadge status={application.status} />,
    },
  ];
}
