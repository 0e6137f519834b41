import { useMemo } from 'react';
import type { Grant } from '@portal/contract/grants';
import { DataTable, formatDate, type DataTableColumns } from '@portal/web-kit';
import { Link } from '@portal/web-kit/router';
import { GrantStatusBadge, GrantTypeBadge } from '@portal/web-kit/badges';
import type { Messages } from '@portal/web-kit/i18n';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { grantsTableMessages as messages } from './messages.js';

function grantColumns(t: Messages['t'], locale: string): DataTableColumns<Grant> {
  return [
    { header: t(messages.titleHeader), cell: (grant) => grant.title, className: 'cell-break' },
    { header: t(messages.typeHeader), cell: (grant) => <GrantTypeBadge type={grant.type} /> },
    {
      header: t(messages.statusHeader),
      cell: (grant) => (
        <>
          <GrantStatusBadge status={grant.status} />
          {grant.archivedAt && (
            <>
              {' '}
              <span className="badge">{t(messages.archivedBadge)}</span>
            </>
          )}
        </>
      ),
    },
    {
      header: t(messages.opensHeader),
      cell: (grant) => <time dateTime={grant.openDate}>{formatDate(grant.openDate, locale)}</time>,
    },
    {
      header: t(messages.closesHeader),
      cell: (grant) => (
        <time dateTime={grant.closeDate}>{formatDate(grant.closeDate, locale)}</time>
      ),
    },
    { header: t(messages.applicationsHeader), cell: (grant) => grant.applicationCount },
  ];
}

/**
 * A row whose Duplicate or Delete is under way: its buttons say so and wait (aria-disabled, not
 * disabled, so that the pressed button keeps keyboard focus; the page ignores presses meanwhile).
 */
export interface RowAction {
  grantId: string;
  action: 'duplicate' | 'delete' | 'archive' | 'restore';
}

/**
 * A grant that has had applications (its first one locked it) is kept: archived, not deleted.
 * The portal refuses the deletion anyway (409); the list offers only what can be done.
 */
export function isKeptForItsApplications(grant: Grant): boolean {
  return grant.applicationCount > 0 || grant.lockedAt !== null;
}

interface GrantsTableProps {
  grants: readonly Grant[];
  busy: RowAction | null;
  /** `opener` is the button pressed: focus goes back to it when its question closes. */
  onDuplicate: (grant: Grant) => void;
  onDelete: (grant: Grant, opener: HTMLElement) => void;
  onArchive: (grant: Grant, opener: HTMLElement) => void;
  onRestore: (grant: Grant) => void;
}

const busyMessages = {
  duplicate: messages.duplicating,
  delete: messages.deleting,
  archive: messages.archiving,
  restore: messages.restoring,
} as const;

/**
 * Every grant with View, Edit, Duplicate and Delete (spec §2); a grant with applications has
 * Archive in Delete's place, and an archived one (shown when asked for) Restore. Each row is
 * named by its title (a row header) and its buttons say whose they are ("Delete Bursary
 * 2026"), so that a screen-reader user moving from button to button knows which grant they act
 * on. On a phone each row becomes a card of labelled lines (`data-label`), so the page never
 * scrolls sideways.
 */
export function GrantsTable({
  grants,
  busy,
  onDuplicate,
  onDelete,
  onArchive,
  onRestore,
}: GrantsTableProps) {
  const { t, locale } = useStaffMessages();
  const columns = useMemo(() => grantColumns(t, locale), [t, locale]);
  return (
    <DataTable
      caption={t(messages.caption, { count: grants.length })}
      columns={columns}
      rows={grants}
      rowKey={(grant) => grant._id}
      actions={(grant) => {
        const rowBusy = busy?.grantId === grant._id ? busy.action : null;
        const title = <span className="visually-hidden"> {grant.title}</span>;
        return (
          <div className="actions">
            <Link to={`/grants/${grant._id}`} className="button button-small button-secondary">
              {t(messages.view)}
              {title}
            </Link>
            {/* An archived grant is kept as it is until restored: no Edit. */}
            {!grant.archivedAt && (
              <Link
                to={`/grants/${grant._id}/edit`}
                className="button button-small button-secondary"
              >
                {t(messages.edit)}
                {title}
              </Link>
            )}
            <button
              type="button"
              className="button button-small button-secondary"
              aria-disabled={rowBusy !== null}
              aria-busy={rowBusy === 'duplicate'}
              onClick={() => onDuplicate(grant)}
            >
              {t(rowBusy === 'duplicate' ? busyMessages.duplicate : messages.duplicate)}
              {title}
            </button>
            {grant.archivedAt ? (
              <button
                type="button"
                className="button button-small button-secondary"
                aria-disabled={rowBusy !== null}
                aria-busy={rowBusy === 'restore'}
                onClick={() => onRestore(grant)}
              >
                {t(rowBusy === 'restore' ? busyMessages.restore : messages.restore)}
                {title}
              </button>
            ) : isKeptForItsApplications(grant) ? (
              <button
                type="button"
                className="button button-small button-secondary"
                aria-disabled={rowBusy !== null}
                aria-busy={rowBusy === 'archive'}
                onClick={(event) => onArchive(grant, event.currentTarget)}
              >
                {t(rowBusy === 'archive' ? busyMessages.archive : messages.archive)}
                {title}
              </button>
            ) : (
              <button
                type="button"
                className="button button-small button-danger"
                aria-disabled={rowBusy !== null}
                aria-busy={rowBusy === 'delete'}
                onClick={(event) => onDelete(grant, event.currentTarget)}
              >
                {t(rowBusy === 'delete' ? busyMessages.delete : messages.delete)}
                {title}
              </button>
            )}
          </div>
        );
      }}
    />
  );
}
