import type { Grant } from '@portal/contract/grants';
import { DataTable, formatDate, type DataTableColumns } from '@portal/web-kit';
import { Link } from '@portal/web-kit/router';
import { GrantStatusBadge, GrantTypeBadge } from '@portal/web-kit/badges';

const columns: DataTableColumns<Grant> = [
  { header: 'Title', cell: (grant) => grant.title, className: 'cell-break' },
  { header: 'Type', cell: (grant) => <GrantTypeBadge type={grant.type} /> },
  { header: 'Status', cell: (grant) => <GrantStatusBadge status={grant.status} /> },
  {
    header: 'Opens',
    cell: (grant) => <time dateTime={grant.openDate}>{formatDate(grant.openDate)}</time>,
  },
  {
    header: 'Closes',
    cell: (grant) => <time dateTime={grant.closeDate}>{formatDate(grant.closeDate)}</time>,
  },
  { header: 'Applications', cell: (grant) => grant.applicationCount },
];

/**
 * A row whose Duplicate or Delete is under way: its buttons say so and wait (aria-disabled, not
 * disabled, so that the pressed button keeps keyboard focus; the page ignores presses meanwhile).
 */
export interface RowAction {
  grantId: string;
  action: 'duplicate' | 'delete';
}

interface GrantsTableProps {
  grants: readonly Grant[];
  busy: RowAction | null;
  /** `opener` is the button pressed: focus goes back to it when its question closes. */
  onDuplicate: (grant: Grant) => void;
  onDelete: (grant: Grant, opener: HTMLElement) => void;
}

/**
 * Every grant with View, Edit, Duplicate and Delete (spec §2). Each row is named by its title (a
 * row header) and its buttons say whose they are ("Delete Bursary 2026"), so that a screen-reader
 * user moving from button to button knows which grant they act on. On a phone each row becomes
 * a card of labelled lines (`data-label`), so the page never scrolls sideways.
 */
export function GrantsTable({ grants, busy, onDuplicate, onDelete }: GrantsTableProps) {
  return (
    <DataTable
      caption={`Grants (${grants.length})`}
      columns={columns}
      rows={grants}
      rowKey={(grant) => grant._id}
      actions={(grant) => {
        const rowBusy = busy?.grantId === grant._id ? busy.action : null;
        const title = <span className="visually-hidden"> {grant.title}</span>;
        return (
          <div className="actions">
            <Link to={`/grants/${grant._id}`} className="button button-small button-secondary">
              View{title}
            </Link>
            <Link to={`/grants/${grant._id}/edit`} className="button button-small button-secondary">
              Edit{title}
            </Link>
            <button
              type="button"
              className="button button-small button-secondary"
              aria-disabled={rowBusy !== null}
              aria-busy={rowBusy === 'duplicate'}
              onClick={() => onDuplicate(grant)}
            >
              {rowBusy === 'duplicate' ? 'Duplicating...' : 'Duplicate'}
              {title}
            </button>
            <button
              type="button"
              className="button button-small button-danger"
              aria-disabled={rowBusy !== null}
              aria-busy={rowBusy === 'delete'}
              onClick={(event) => onDelete(grant, event.currentTarget)}
            >
              {rowBusy === 'delete' ? 'Deleting...' : 'Delete'}
              {title}
            </button>
          </div>
        );
      }}
    />
  );
}
