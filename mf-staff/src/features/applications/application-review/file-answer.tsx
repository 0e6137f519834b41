import type { AnswerValue } from '@portal/contract/applications';
import { fileCalls, opensInBrowser, type FileRecord } from '@portal/contract/files';
import { pathFor } from '@portal/contract/http';
import { FileDownload } from '@portal/web-kit';
import { applicationReviewTexts as texts } from './application-review-texts.js';

export interface FileAnswerProps {
  /** The answer: the name of the file the applicant chose (spec §3). */
  value: AnswerValue | undefined;
  /** The file uploaded for this question, if any. */
  file: FileRecord | undefined;
  /** Whether the application's files are known (loaded); until then the chosen name shows. */
  filesKnown: boolean;
}

/**
 * A file question's answer for the reviewer: the uploaded file with its Download button, or
 * that none arrived (the upload after the save failed, spec §4) and what the applicant chose.
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
  if (!chosen) return <span className="muted">{texts.noAnswer}</span>;
  if (!filesKnown) return <span className="answer-text">{chosen}</span>;
  return (
    <>
      <strong>{texts.noFileUploaded}</strong>{' '}
      <span className="muted">{texts.chosenFile(chosen)}</span>
    </>
  );
}
