import type { FileRecord } from '@portal/contract/files';
import { DataTable, DateTime, formatFileSize, type DataTableColumns } from '@portal/web-kit';
import type { ReactNode } from 'react';
import { useKitMessages } from '@portal/web-kit/i18n';
import { Link } from '@portal/web-kit/router';
import { reviewPath } from '../../../shared/review-path.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';

import { filesTableMessages as messages } from './messages.js';

/** A row whose Delete is under way: its button says so, and every Delete waits meanwhile. */
export type FileAction = { kind: 'delete'; fileId: string } | { kind: 'cleanup' };

interface FilesTableProps {
  files: readonly FileRecord[];
  /** Read by screen readers as the table's name ("All files (3)"); the tab shows it already. */
  caption: string;
  /**
   * `all`: an application is a link to its review page, unless the file is an orphan (its
   * application no longer exists), which says so instead. `orphaned`: every row is one.
   */
  kind: 'all' | 'orphaned';
  orphanIds: ReadonlySet<string>;
  busy: FileAction | null;
  downloadingId: string | null;
  /** `opener` is the button pressed: focus goes back to it when its question closes. */
  onDelete: (file: FileRecord, opener: HTMLElement) => void;
  onDownload: (file: FileRecord) => void;
}

/**
 * The files with Download and Delete (spec §2 "File manager"): original name (the row's
 * header), the server's object name, size, uploader, application, applicant, date. Buttons name
 * their file, for a screen-reader user moving from button to button. On a phone each row
 * becomes a card of labelled lines, as the grants and applications tables do, so the page never
 * scrolls sideways.
 */
export function FilesTable({
  files,
  caption,
  kind,
  orphanIds,
  busy,
  downloadingId,
  onDelete,
  onDownload,
}: FilesTableProps) {
  const { t } = useStaffMessages();
  const kit = useKitMessages();
  const columns: DataTableColumns<FileRecord> = [
    {
      header: t(messages.originalName),
      cell: (file) => file.originalname,
      className: 'cell-anywhere',
    },
    {
      header: t(messages.filename),
      cell: (file) => <span className="file-object-name">{file.filename}</span>,
      className: 'cell-anywhere',
    },
    {
      header: t(messages.size),
      cell: (file) => formatFileSize(file.size, kit.t),
      className: 'cell-nowrap',
    },
    {
      header: t(messages.uploader),
      cell: (file) => <Uploader user={file.user} />,
      className: 'cell-break',
    },
    {
      header: t(messages.application),
      cell: (file) => (
        <ApplicationCell file={file} kind={kind} orphaned={orphanIds.has(file._id)} />
      ),
      className: 'cell-break',
    },
    {
      header: t(messages.applicant),
      cell: (file) => file.applicantName ?? <Unknown />,
      className: 'cell-break',
    },
    { header: t(messages.date), cell: (file) => <DateTime value={file.createdAt} /> },
  ];
  return (
    <DataTable
      caption={caption}
      captionVisuallyHidden
      className="files-table"
      columns={columns}
      rows={files}
      rowKey={(file) => file._id}
      actions={(file) => {
        const deleting = busy?.kind === 'delete' && busy.fileId === file._id;
        const downloading = downloadingId === file._id;
        const which = (
          <span className="visually-hidden"> {t(messages.which, { name: fileLabel(file) })}</span>
        );
        return (
          <div className="actions">
            <button
              type="button"
              className="button button-small button-secondary"
              aria-disabled={downloadingId !== null}
              aria-busy={downloading}
              onClick={() => onDownload(file)}
            >
              {t(downloading ? messages.downloading : messages.download)}
              {which}
            </button>
            <button
              type="button"
              className="button button-small button-danger"
              aria-disabled={busy !== null}
              aria-busy={deleting}
              onClick={(event) => onDelete(file, event.currentTarget)}
            >
              {t(deleting ? messages.deleting : messages.delete)}
              {which}
            </button>
          </div>
        );
      }}
    />
  );
}

/**
 * How a row's buttons and questions name its file: the member's name for it, and whose it is
 * (two applicants may both send "transcript.pdf").
 */
export function fileLabel(file: FileRecord): string {
  return file.applicantName ? `${file.originalname} (${file.applicantName})` : file.originalname;
}

/** A value the portal does not know: a dash to see, "Unknown" to hear. */
function Unknown() {
  const { t } = useStaffMessages();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t(messages.unknown)}</span>
    </>
  );
}

/** Who uploaded the file: first and last name over the email, whichever are known. */
function Uploader({ user }: { user: FileRecord['user'] }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  if (!name && !user.email) return <Unknown />;
  // One element: on a phone the cell is a grid of label and value.
  return (
    <span className="file-lines">
      {name && <span className="file-person">{name}</span>}
      {user.email && <span className="file-email">{user.email}</span>}
    </span>
  );
}

function ApplicationCell({
  file,
  kind,
  orphaned,
}: {
  file: FileRecord;
  kind: FilesTableProps['kind'];
  orphaned: boolean;
}) {
  const { t } = useStaffMessages();
  const name: ReactNode = file.applicationName ?? <Unknown />;
  if (kind === 'orphaned') return name;
  if (orphaned)
    return (
      <span className="file-lines">
        {name}
        <span className="file-orphan-note">{t(messages.orphanNote)}</span>
      </span>
    );
  return (
    <Link to={reviewPath(file.applicationId)}>
      {file.applicationName ?? t(messages.viewApplication)}
    </Link>
  );
}
