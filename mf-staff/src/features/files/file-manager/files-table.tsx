import type { FileRecord } from '@portal/contract/files';
import { formatFileSize } from '@portal/web-kit';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { reviewPath } from '../../applications/review-path.js';
import { DateTime } from '../../grants/grant-view/date-time.js';
import { fileManagerTexts as texts } from './file-manager-texts.js';

const columns = [
  'Original Name',
  'Filename',
  'Size',
  'Uploader',
  'Application',
  'Applicant',
  'Date',
  'Actions',
] as const;

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
  const captionId = useId();
  return (
    <div
      className="table-scroll table-stack-narrow"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      {/* The roles restate the table's own: browsers drop them when the cells are restyled as blocks on a phone. */}
      <table className="data-table files-table" role="table">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
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
          {files.map((file) => {
            const deleting = busy?.kind === 'delete' && busy.fileId === file._id;
            const downloading = downloadingId === file._id;
            const which = <span className="visually-hidden"> file: {fileLabel(file)}</span>;
            return (
              <tr key={file._id} role="row">
                <th scope="row" role="rowheader" className="cell-anywhere">
                  {file.originalname}
                </th>
                <td role="cell" data-label="Filename" className="cell-anywhere">
                  <span className="file-object-name">{file.filename}</span>
                </td>
                <td role="cell" data-label="Size" className="cell-nowrap">
                  {formatFileSize(file.size)}
                </td>
                <td role="cell" data-label="Uploader" className="cell-break">
                  <Uploader user={file.user} />
                </td>
                <td role="cell" data-label="Application" className="cell-break">
                  <ApplicationCell file={file} kind={kind} orphaned={orphanIds.has(file._id)} />
                </td>
                <td role="cell" data-label="Applicant" className="cell-break">
                  {file.applicantName ?? <Unknown />}
                </td>
                <td role="cell" data-label="Date">
                  <DateTime value={file.createdAt} />
                </td>
                <td role="cell" className="cell-actions">
                  <div className="actions">
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      aria-disabled={downloadingId !== null}
                      aria-busy={downloading}
                      onClick={() => onDownload(file)}
                    >
                      {downloading ? 'Downloading...' : 'Download'}
                      {which}
                    </button>
                    <button
                      type="button"
                      className="button button-small button-danger"
                      aria-disabled={busy !== null}
                      aria-busy={deleting}
                      onClick={(event) => onDelete(file, event.currentTarget)}
                    >
                      {deleting ? 'Deleting...' : 'Delete'}
                      {which}
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

/**
 * How a row's buttons and questions name its file: the member's name for it, and whose it is
 * (two applicants may both send "transcript.pdf").
 */
export function fileLabel(file: FileRecord): string {
  return file.applicantName ? `${file.originalname} (${file.applicantName})` : file.originalname;
}

/** A value the portal does not know: a dash to see, "Unknown" to hear. */
function Unknown() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{texts.unknown}</span>
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
  const name: ReactNode = file.applicationName ?? <Unknown />;
  if (kind === 'orphaned') return name;
  if (orphaned)
    return (
      <span className="file-lines">
        {name}
        <span className="file-orphan-note">{texts.orphanNote}</span>
      </span>
    );
  return (
    <Link to={reviewPath(file.applicationId)}>{file.applicationName ?? 'View application'}</Link>
  );
}
