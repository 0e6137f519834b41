import type { FileRecord } from '@portal/contract/files';
import {
  Alert,
  errorMessage,
  LoadingStatus,
  QueryFailure,
  type Query,
  useConfirm,
  useQuery,
  useTimedMessage,
} from '@portal/web-kit';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from '@portal/web-kit/router';
import { cleanUpOrphanedFiles } from '../api/clean-up-orphaned-files.js';
import { deleteFile } from '../api/delete-file.js';
import { downloadFile } from '../api/download-file.js';
import { getFiles } from '../api/get-files.js';
import { getOrphanedFiles } from '../api/get-orphaned-files.js';
import '../../../styles/empty-state.css';
import './file-manager.css';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import type { MessageDescriptor, Messages } from '@portal/web-kit/i18n';
import { fileManagerMessages as messages, filesTableMessages } from './messages.js';
import { fileLabel, FilesTable, type FileAction } from './files-table.js';
import { Tabs } from './tabs.js';

type TabKey = 'all' | 'orphaned';

/** The tab the address asks for (`?tab=orphaned`); anything else shows all files. */
function readTab(value: string | null): TabKey {
  return value === 'orphaned' ? 'orphaned' : 'all';
}

/** A failure the page reports: a sentence, and the cleanup's sentences per file when some failed. */
interface Failure {
  message: string;
  details?: readonly string[];
}

/**
 * `/file-manager` (spec §2): every uploaded file and the orphaned ones (whose application no
 * longer exists), in two tabs with their counts; Refresh reloads both; Delete per file (after a
 * question naming it) and Clean Up Orphaned Files (after a question saying how many). Both
 * lists load at once, so each tab's count is known before it is opened. The tab shown lives in
 * the address (`?tab=orphaned`), so a reload or Back shows the same one.
 */
export default function FileManagerPage() {
  const { t } = useStaffMessages();
  const files = useQuery(getFiles);
  const orphans = useQuery(getOrphanedFiles);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  const { confirm, confirmDialog } = useConfirm();
  const success = useTimedMessage();
  const successRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState<FileAction | null>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const cleanupHintId = useId();

  const orphanIds = useMemo(
    () => new Set((orphans.data ?? []).map((file) => file._id)),
    [orphans.data],
  );
  const refreshing = files.refreshing || orphans.refreshing;
  const refreshFailure = refreshing ? null : refreshFailureMessage(t, files, orphans);

  function selectTab(next: TabKey) {
    setSearchParams(next === 'all' ? {} : { tab: next }, { replace: true });
  }

  function refreshBoth() {
    files.refresh();
    orphans.refresh();
  }

  function start(action: FileAction) {
    success.clear();
    setFailure(null);
    setBusy(action);
  }

  function refresh() {
    if (refreshing) return;
    success.clear();
    setFailure(null);
    refreshBoth();
  }

  async function remove(file: FileRecord, opener: HTMLElement) {
    if (busy) return; // one change at a time: each reloads the lists
    // Told only when the file's application still exists; while the orphaned files are still
    // being read that is not known, and the question promises nothing.
    const applicantTold = orphans.data !== undefined && !orphanIds.has(file._id);
    const question = applicantTold ? messages.deleteConfirmApplicantTold : messages.deleteConfirm;
    const confirmed = await confirm(t(question, { name: file.originalname }), {
      title: t(messages.deleteTitle, { name: fileLabel(file) }),
      confirmLabel: t(filesTableMessages.delete),
      cancelLabel: t(messages.cancel),
      destructive: true,
      returnFocusTo: opener,
    });
    if (!confirmed) return;
    start({ kind: 'delete', fileId: file._id });
    try {
      await deleteFile(file._id);
      // The row goes away with its buttons: focus moves to the message that says why.
      flushSync(() => {
        setBusy(null);
        success.show(t(messages.deleted, { name: file.originalname }));
      });
      successRef.current?.focus();
      refreshBoth();
    } catch (error) {
      setBusy(null);
      setFailure({ message: errorMessage(error, t(messages.deleteFailed)) });
    }
  }

  async function cleanUp(opener: HTMLElement) {
    const count = orphans.data?.length ?? 0;
    if (busy || count === 0) return;
    const confirmed = await confirm(t(messages.cleanupConfirm, { count }), {
      title: t(messages.cleanupTitle),
      confirmLabel: t(messages.cleanupConfirmLabel),
      cancelLabel: t(messages.cancel),
      destructive: true,
      returnFocusTo: opener,
    });
    if (!confirmed) return;
    start({ kind: 'cleanup' });
    try {
      const result = await cleanUpOrphanedFiles();
      // Some files that could not be removed are a problem to read, not a message to fade.
      const cleanedUp = t(messages.cleanedUp, {
        deleted: result.deletedCount,
        total: result.totalOrphaned,
        errors: result.errors.length,
      });
      if (result.errors.length === 0) success.show(cleanedUp);
      else setFailure({ message: cleanedUp, details: result.errors });
      refreshBoth();
    } catch (error) {
      setFailure({ message: errorMessage(error, t(messages.cleanupFailed)) });
    } finally {
      setBusy(null);
    }
  }

  async function download(file: FileRecord) {
    if (downloadingId) return;
    setDownloadingId(file._id);
    const saved = await downloadFile(file);
    setDownloadingId(null);
    if (!saved) setFailure({ message: t(messages.downloadFailed) });
  }

  const tableProps = {
    orphanIds,
    busy,
    downloadingId,
    onDelete: (file: FileRecord, opener: HTMLElement) => void remove(file, opener),
    onDownload: (file: FileRecord) => void download(file),
  };
  const cleanupHint = cleanupUnavailable(orphans, t);
  const cleaningUp = busy?.kind === 'cleanup';
  return (
    <div className="page page-wide file-manager">
      <h1>{t(messages.title)}</h1>
      <div className="file-manager-actions">
        <ul className="actions">
          <li>
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={refreshing}
              aria-busy={refreshing}
              onClick={refresh}
            >
              {t(messages.refresh)}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="button button-danger"
              aria-disabled={cleanupHint !== null || busy !== null}
              aria-busy={cleaningUp}
              aria-describedby={cleanupHint ? cleanupHintId : undefined}
              onClick={(event) => void cleanUp(event.currentTarget)}
            >
              {t(cleaningUp ? messages.cleaningUp : messages.cleanup)}
            </button>
          </li>
        </ul>
        {cleanupHint && (
          <p id={cleanupHintId} className="muted file-manager-hint">
            {cleanupHint}
          </p>
        )}
      </div>
      <Alert kind="success" ref={successRef} tabIndex={-1}>
        {success.message}
      </Alert>
      <Alert kind="error">{failure && <FailureText failure={failure} />}</Alert>
      <Alert kind="error">{refreshFailure}</Alert>
      {refreshing && <LoadingStatus onRetry={refreshBoth}>{t(messages.refreshing)}</LoadingStatus>}
      <Tabs
        label={t(messages.tabsLabel)}
        selected={tab}
        onSelect={selectTab}
        tabs={[
          {
            key: 'all',
            label: tabLabel(t, messages.allTab, messages.allTabCount, files.data?.length),
            panelFocusable: !hasFiles(files),
            panel: (
              <FileList
                query={files}
                loading={t(messages.loadingAll)}
                loadFailed={t(messages.loadFailed)}
                retryWhat={t(messages.retryAll)}
                empty={t(messages.emptyAll)}
                table={(list) => (
                  <FilesTable
                    files={list}
                    caption={t(messages.allCaption, { count: list.length })}
                    kind="all"
                    {...tableProps}
                  />
                )}
              />
            ),
          },
          {
            key: 'orphaned',
            label: tabLabel(
              t,
              messages.orphanedTab,
              messages.orphanedTabCount,
              orphans.data?.length,
            ),
            panelFocusable: !hasFiles(orphans),
            panel: (
              <FileList
                query={orphans}
                loading={t(messages.loadingOrphaned)}
                loadFailed={t(messages.orphanedLoadFailed)}
                retryWhat={t(messages.retryOrphaned)}
                empty={t(messages.emptyOrphaned)}
                table={(list) => (
                  <FilesTable
                    files={list}
                    caption={t(messages.orphanedCaption, { count: list.length })}
                    kind="orphaned"
                    {...tableProps}
                  />
                )}
              />
            ),
          },
        ]}
      />
      {confirmDialog}
    </div>
  );
}

/**
 * What to say when a refresh failed and a list shows what it had before ('Error refreshing
 * files', or the portal's reason); null otherwise. A list that never loaded says so in its tab.
 */
function refreshFailureMessage(t: Messages['t'], ...queries: Query<FileRecord[]>[]): string | null {
  const failed = queries.find((query) => query.status === 'failed' && query.data !== undefined);
  return failed ? errorMessage(failed.error, t(messages.refreshFailed)) : null;
}

/** A tab's label, with its count once the files are read. */
function tabLabel(
  t: Messages['t'],
  label: MessageDescriptor,
  labelWithCount: MessageDescriptor,
  count: number | undefined,
): string {
  return count === undefined ? t(label) : t(labelWithCount, { count });
}

/** True when a list shows its table (whose scroll box is a Tab stop of its own). */
function hasFiles(query: Query<FileRecord[]>): boolean {
  return (query.data?.length ?? 0) > 0;
}

/** Why cleanup cannot run now (said next to its button), or null when it can. */
function cleanupUnavailable(orphans: Query<FileRecord[]>, t: Messages['t']): string | null {
  if (orphans.data === undefined)
    return t(orphans.status === 'failed' ? messages.orphansUnreadable : messages.orphansLoading);
  return orphans.data.length === 0 ? t(messages.noOrphansToCleanUp) : null;
}

function FailureText({ failure }: { failure: Failure }) {
  if (!failure.details?.length) return failure.message;
  return (
    <>
      <p>{failure.message}</p>
      <ul className="cleanup-errors">
        {failure.details.map((detail, index) => (
          <li key={index}>{detail}</li>
        ))}
      </ul>
    </>
  );
}

interface FileListProps {
  query: Query<FileRecord[]>;
  loading: string;
  loadFailed: string;
  retryWhat: string;
  empty: string;
  table: (files: readonly FileRecord[]) => ReactNode;
}

/**
 * One tab's list in its state: loading, failed to load (the portal's reason or the spec's
 * fallback, with Retry), empty, or the table. A failed refresh keeps the list it had (the page
 * says the refresh failed).
 */
function FileList({ query, loading, loadFailed, retryWhat, empty, table }: FileListProps) {
  if (query.status === 'loading') {
    return (
      <LoadingStatus onRetry={query.refresh} retryWhat={retryWhat}>
        {loading}
      </LoadingStatus>
    );
  }
  if (query.data === undefined)
    return (
      <QueryFailure
        error={query.error}
        fallback={loadFailed}
        onRetry={query.refresh}
        retryWhat={retryWhat}
      />
    );
  if (query.data.length === 0) return <p className="empty-state">{empty}</p>;
  return table(query.data);
}
