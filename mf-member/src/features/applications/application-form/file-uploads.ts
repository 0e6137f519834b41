import { answerKey } from '@portal/contract/applications';
import type { Section } from '@portal/contract/grants';
import { ApiRequestError } from '@portal/web-kit';
import type { Translate } from '../../../i18n/text.js';
import { uploadMessages as texts } from './upload.messages.js';

/** One chosen file on its way after the draft's save (spec §4). */
export interface FileUpload {
  /** The question's answer key ("1-2"): the upload's `questionKey`. */
  key: string;
  name: string;
  size: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  /** Bytes of the file sent so far. */
  sent: number;
  /** Why it failed (in the reader's language): the portal's sentence where it sent one. */
  reason?: string;
  /**
   * True when the file itself was the problem (its type, its size, the member cancelled it);
   * false when the connection or the portal was (the next file may fare the same).
   */
  ownFault?: boolean;
}

/** The files to upload once the draft is saved: one per file question, in form order. */
export function filesToUpload(
  sections: readonly Section[],
  chosen: ReadonlyMap<string, File>,
): { key: string; file: File }[] {
  return sections.flatMap((section, sectionIndex) =>
    section.questions.flatMap((question, questionIndex) => {
      const key = answerKey(sectionIndex, questionIndex);
      const file = question.type === 'file' ? chosen.get(key) : undefined;
      return file ? [{ key, file }] : [];
    }),
  );
}

/**
 * Why an upload failed, as the member is told: Cancelled; the portal's sentence for a file too
 * large (413) or of a type it refuses (415, spec §5's sentence), with our own when a proxy sent
 * none; the connection lost; or the portal's message for anything else.
 */
export function uploadFailure(error: unknown, t: Translate): { reason: string; ownFault: boolean } {
  if (error instanceof Error && error.name === 'AbortError')
    return { reason: t(texts.cancelled), ownFault: true };
  if (!(error instanceof ApiRequestError)) return { reason: t(texts.failed), ownFault: false };
  if (error.isNetworkError) return { reason: t(texts.connectionLost), ownFault: false };
  const said = error.serverMessage;
  switch (error.status) {
    case 413:
      return { reason: said ?? t(texts.tooLarge), ownFault: true };
    case 415:
      return { reason: said ?? t(texts.invalidFileType), ownFault: true };
    case 400:
      return { reason: said ?? t(texts.failed), ownFault: true };
    default:
      // 401, 403, 404, 429, 5xx: the session, the application or the portal, not this file.
      return { reason: said ?? t(texts.failed), ownFault: false };
  }
}
