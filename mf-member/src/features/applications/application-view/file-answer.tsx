import type { AnswerValue } from '@portal/contract/applications';
import { fileCalls, opensInBrowser, type FileRecord } from '@portal/contract/files';
import { pathFor } from '@portal/contract/http';
import { FileDownload } from '@portal/web-kit';
import { applicationViewTexts } from './application-view-texts.js';

export interface FileAnswerProps {
  /** The answer: the name of the file the member chose (spec §3). */
  value: AnswerValue | undefined;
  /** The file uploaded for this question, if any. */
  file: FileRecord | undefined;
  /** Whether the application's files are known (loaded); until then the chosen name shows. */
  filesKnown: boolean;
}

/**
 * A file question's answer: the uploaded file with its Download button; or, when the file did
 * not arrive after the application was saved (spec §4), that no file was uploaded and whom to ask.
 */
export function FileAnswer({ value, file, filesKnown }: FileAnswerProps) {
  if (file) {
    return (
      <FileDownload
        path={pathFor(fileCalls.download, { id: file._id })}
        filename={file.originalname}
        size={file.size}
        openAs={opensInBrowser(file.mimeType) ? file.mimeType : undefined}
      />
    );
  }
  const chosen = typeof value === 'string' ? value.trim() : '';
  if (!chosen) return <span className="muted">{applicationViewTexts.noAnswer}</span>;
  if (!filesKnown) return <span className="answer-text">{chosen}</span>;
  return (
    <>
      <p className="missing-file">{applicationViewTexts.noFileUploaded}</p>
      <p className="muted missing-file-help">{applicationViewTexts.fileDidNotArrive(chosen)}</p>
    </>
  );
}
