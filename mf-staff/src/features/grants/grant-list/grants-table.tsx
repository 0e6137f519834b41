import type { Grant } from '@portal/contract/grants';
import { formatDate } from '@portal/web-kit';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { GrantStatusBadge, GrantTypeBadge } from '@portal/web-kit/badges';

const columns = ['Title', 'Type', 'Status', 'Opens', 'Closes', 'Applications', 'Actions'] as const;

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
  const captionId = useId();
  return (
    <div
      className="table-scroll table-stack-narrow"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      {/* The roles restate the table's own: browsers drop them when the cells are restyled as blocks on a phone. */}
      <table className="data-table" role="table">
        <caption id={captionId}>Grants ({grants.length})</caption>
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
          {grants.map((grant) => {
            const rowBusy = busy?.grantId === grant._id ? busy.action : null;
            const title = <span className="visually-hidden"> {grant.title}</span>;
            return (
              <tr key={grant._id} role="row">
                <th scope="row" role="rowheader" className="cell-break">
                  {grant.title}
                </th>
                <td role="cell" data-label="Type">
                  <GrantTypeBadge type={grant.type} />
                </td>
                <td role="cell" data-label="Status">
                  <GrantStatusBadge status={grant.status} />
                </td>
                <td role="cell" data-label="Opens">
                  <time dateTime={grant.openDate}>{formatDate(grant.openDate)}</time>
                </td>
                <td role="cell" data-label="Closes">
                  <time dateTime={grant.closeDate}>{formatDate(grant.closeDate)}</time>
                </td>
                <td role="cell" data-label="Applications">
                  {grant.applicationCount}
                </td>
                <td role="cell" className="cell-actions">
                  <div className="actions">
                    <Link
                      to={`/grants/${grant._id}`}
                      className="button button-small button-secondary"
                    >
                      View{title}
                    </Link>
                    <Link
                      to={`/grants/${grant._id}/edit`}
                      className="button button-small button-secondary"
                    >
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
