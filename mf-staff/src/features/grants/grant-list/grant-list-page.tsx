import { listPageSize } from '@portal/contract/applications';
import type { Grant, GrantPage } from '@portal/contract/grants';
import {
  Alert,
  CheckboxField,
  errorMessage,
  LoadingStatus,
  QueryFailure,
  type Query,
  useConfirm,
  useQuery,
  useTimedMessage,
} from '@portal/web-kit';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useSearchParams } from '@portal/web-kit/router';
import { ListSearch } from '../../../shared/list-controls/list-search.js';
import { Pager } from '../../../shared/list-controls/pager.js';
import { archiveGrant, restoreGrant } from '../api/archive-grant.js';
import { deleteGrant } from '../api/delete-grant.js';
import { duplicateGrant } from '../api/duplicate-grant.js';
import { getGrantPage } from '../api/get-grant-page.js';
import '../../../styles/empty-state.css';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { grantListMessages as messages, grantsTableMessages } from './messages.js';
import { GrantsTable, type RowAction } from './grants-table.js';

/**
 * `/grants` (spec §2): every grant with View, Edit, Duplicate and Delete (after a question), and
 * the way to Create New Grant, Quick Add Grant or go Back to Education. A grant that has had
 * applications cannot be deleted: Archive takes Delete's place (after a question); archived
 * grants leave the list, and "Show archived grants" brings them back with Restore. The list
 * reloads after each change; success messages clear after 3 seconds (spec §9), failures stay
 * until the next try.
 */
export function GrantListPage() {
  // Searched and paged by the server, 50 a page; the address keeps both (`?q=bursary&page=2`),
  // and whether archived grants are shown (`archived=include`).
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q')?.trim() || undefined;
  const pageNumber = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const showArchived = searchParams.get('archived') === 'include';
  const grantPage = useQuery(
    (signal) =>
      getGrantPage(
        { page: pageNumber, search, archived: showArchived ? 'include' : 'hide' },
        signal,
      ),
    [pageNumber, search, showArchived],
  );
  const grants = itemsOf(grantPage);
  const pages = Math.max(1, Math.ceil((grantPage.data?.total ?? 0) / listPageSize));
  const showPage = (page: number, searched: string | undefined, archived = showArchived) =>
    setSearchParams({
      ...(searched ? { q: searched } : {}),
      ...(page > 1 ? { page: String(page) } : {}),
      ...(archived ? { archived: 'include' } : {}),
    });
  const { t } = useStaffMessages();
  const { confirm, confirmDialog } = useConfirm();
  const success = useTimedMessage();
  const successRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<RowAction | null>(null);

  function start(action: RowAction) {
    success.clear();
    setFailure(null);
    setBusy(action);
  }

  async function duplicate(grant: Grant) {
    if (busy) return; // one change at a time: each reloads the list
    start({ grantId: grant._id, action: 'duplicate' });
    try {
      await duplicateGrant(grant);
      success.show(t(messages.duplicated, { title: grant.title }));
      grants.refresh();
    } catch (error) {
      setFailure(errorMessage(error, t(messages.duplicateFailed)));
    } finally {
      setBusy(null);
    }
  }

  async function remove(grant: Grant, opener: HTMLElement) {
    if (busy) return;
    const confirmed = await confirm(t(messages.deleteConfirm), {
      title: t(messages.deleteTitle, { title: grant.title }),
      confirmLabel: t(grantsTableMessages.delete),
      cancelLabel: t(grantsTableMessages.cancel),
      destructive: true,
      returnFocusTo: opener,
    });
    if (!confirmed) return;
    start({ grantId: grant._id, action: 'delete' });
    try {
      await deleteGrant(grant._id);
      // The row goes away with its buttons: focus moves to the message that says why.
      flushSync(() => {
        setBusy(null);
        success.show(t(messages.deleted, { title: grant.title }));
      });
      successRef.current?.focus();
      grants.refresh();
    } catch (error) {
      setBusy(null);
      setFailure(errorMessage(error, t(messages.deleteFailed)));
    }
  }

  async function archive(grant: Grant, opener: HTMLElement) {
    if (busy) return;
    const confirmed = await confirm(t(messages.archiveConfirm), {
      title: t(messages.archiveTitle, { title: grant.title }),
      confirmLabel: t(grantsTableMessages.archive),
      cancelLabel: t(grantsTableMessages.cancel),
      returnFocusTo: opener,
    });
    if (!confirmed) return;
    await changeRow(grant, 'archive', () => archiveGrant(grant._id), {
      done: t(messages.archived, { title: grant.title }),
      failed: t(messages.archiveFailed),
    });
  }

  async function restore(grant: Grant) {
    if (busy) return;
    await changeRow(grant, 'restore', () => restoreGrant(grant._id), {
      done: t(messages.restored, { title: grant.title }),
      failed: t(messages.restoreFailed),
    });
  }

  /** Runs one row's change; says so (focus on the message, as the row may go) and reloads. */
  async function changeRow(
    grant: Grant,
    action: RowAction['action'],
    run: () => Promise<unknown>,
    texts: { done: string; failed: string },
  ) {
    start({ grantId: grant._id, action });
    try {
      await run();
      flushSync(() => {
        setBusy(null);
        success.show(texts.done);
      });
      successRef.current?.focus();
      grants.refresh();
    } catch (error) {
      setBusy(null);
      setFailure(errorMessage(error, texts.failed));
    }
  }

  return (
    <div className="page page-wide">
      <h1>{t(messages.title)}</h1>
      <ul className="actions page-actions">
        <li>
          <Link to="/create-grant" className="button">
            {t(messages.createNew)}
          </Link>
        </li>
        <li>
          <Link to="/quick-add-grant" className="button button-secondary">
            {t(messages.quickAdd)}
          </Link>
        </li>
        <li>
          <Link to="/education-dashboard" className="button button-secondary">
            {t(messages.backToEducation)}
          </Link>
        </li>
      </ul>
      <Alert kind="success" ref={successRef} tabIndex={-1}>
        {success.message}
      </Alert>
      <Alert kind="error">{failure}</Alert>
      <ListSearch
        key={search ?? ''}
        label={t(messages.searchLabel)}
        search={search ?? ''}
        onSearch={(searched) => showPage(1, searched || undefined)}
      />
      <CheckboxField
        name="showArchived"
        label={t(messages.showArchived)}
        checked={showArchived}
        onChange={(event) => showPage(1, search, event.target.checked)}
      />
      <GrantListContent
        grants={grants}
        empty={search ? t(messages.noneFound, { search }) : t(messages.empty)}
        busy={busy}
        onDuplicate={(grant) => void duplicate(grant)}
        onDelete={(grant, opener) => void remove(grant, opener)}
        onArchive={(grant, opener) => void archive(grant, opener)}
        onRestore={(grant) => void restore(grant)}
      />
      {grantPage.data && pages > 1 && (
        <Pager
          label={t(messages.pages)}
          page={grantPage.data.page}
          pages={pages}
          onPage={(page) => showPage(page, search)}
        />
      )}
      {confirmDialog}
    </div>
  );
}

/** A page's query as the query of its grants, which the table shows. */
function itemsOf(query: Query<GrantPage>): Query<Grant[]> {
  return { ...query, data: query.data?.items } as Query<Grant[]>;
}

interface GrantListContentProps {
  grants: Query<Grant[]>;
  /** What an empty list says: no grants yet, or none matching the search. */
  empty: string;
  busy: RowAction | null;
  onDuplicate: (grant: Grant) => void;
  onDelete: (grant: Grant, opener: HTMLElement) => void;
  onArchive: (grant: Grant, opener: HTMLElement) => void;
  onRestore: (grant: Grant) => void;
}

/** The list in its state: loading, failed (with Retry), empty, or the table. */
function GrantListContent({ grants, empty, busy, ...actions }: GrantListContentProps) {
  const { t } = useStaffMessages();
  const loadFailure = grants.status === 'failed' && (
    <QueryFailure error={grants.error} fallback={t(messages.loadFailed)} onRetry={grants.refresh} />
  );
  if (grants.status === 'loading') {
    return <LoadingStatus onRetry={grants.refresh}>{t(messages.loading)}</LoadingStatus>;
  }
  // A failed refresh keeps the list it had: it may still be acted on.
  if (!grants.data) return loadFailure;
  return (
    <>
      {loadFailure}
      {grants.refreshing && (
        <LoadingStatus onRetry={grants.refresh}>{t(messages.updating)}</LoadingStatus>
      )}
      {grants.data.length === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <GrantsTable grants={grants.data} busy={busy} {...actions} />
      )}
    </>
  );
}
