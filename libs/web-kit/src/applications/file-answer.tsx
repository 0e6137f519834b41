import type { AnswerValue } from '@portal/contract/applications';
import { fileCalls, opensInBrowser, type FileRecord } from '@portal/contract/files';
import { pathFor } from '@portal/contract/http';
// From the package, not '../ui/': this entry is bundled into each remote, and the main entry is
// the one shared singleton (a relative import would copy FileDownload and the API client in).
import { FileDownload } from '@portal/web-kit';
import type { ReactNode } from 'react';

export interface FileAnswerProps {
  /** The answer: the name of the file the applicant chose (spec §3). */
  value: AnswerValue | undefined;
  /** The file uploaded for this question, if any. */
  file: FileRecord | undefined;
  /** Whether the application's files are known (loaded); until then the chosen name shows. */
  filesKnown: boolean;
  /** Shown when the question has no answer at all. */
  noAnswer: string;
  /**
   * What each audience says when a file was chosen but did not arrive (the upload after the
   * save failed, spec §4): the member is told whom to ask, the reviewer what was chosen.
   */
  missing: (chosen: string) => ReactNode;
}

/**
 * A file question's answer: the uploaded file with its Download button; until the files are
 * known, the chosen name; or, when the file did not arrive, the audience's `missing` words.
 */
export function FileAnswer({ value, file, filesKnown, noAnswer, missing }: FileAnswerProps) {
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
  if (!chosen) return <span className="muted">{noAnswer}</span>;
  if (!filesKnown) return <span className="answer-text">{chosen}</span>;
  return <>{missing(chosen)}</>;
}
