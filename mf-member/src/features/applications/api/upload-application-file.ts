import { fileCalls, type FileRecord, type UploadFields } from '@portal/contract/files';
import { api, expectAnswer, type UploadProgress } from '@portal/web-kit';

/** Bytes of the file itself sent so far, of its size. */
export interface FileProgress {
  sent: number;
  total: number;
}

export interface UploadFileOptions {
  onProgress?: (progress: FileProgress) => void;
  /** Aborting it cancels the upload: the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/**
 * `POST /api/files/upload`: one file of a saved application, for one file question (spec §4).
 * Too large: 413 (`file.too_large`, or the gateway's `request.too_large`); a type not allowed by
 * its content: 415 with spec §5's sentence; not the member's application: 403 or 404. A new
 * upload for the same question replaces the file before it.
 */
export async function uploadApplicationFile(
  applicationId: string,
  questionKey: string,
  file: File,
  { onProgress, signal }: UploadFileOptions = {},
): Promise<FileRecord> {
  // The service reads these before the file part: the order of this object is the order sent.
  const fields: UploadFields = { applicationId, questionKey };
  const answer = await api.upload<unknown>(fileCalls.upload.path, fields, file, {
    signal,
    onProgress: onProgress && ((progress) => onProgress(fileProgress(progress, file.size))),
  });
  return expectAnswer(fileCalls.upload, answer) as FileRecord;
}

/**
 * The body sent is the file plus a few hundred bytes of multipart framing: the member is shown
 * the file's own bytes, in proportion.
 */
function fileProgress({ sent, total }: UploadProgress, size: number): FileProgress {
  const fileBytes = total ? Math.round((sent / total) * size) : sent;
  return { sent: Math.min(size, fileBytes), total: size };
}
