import { ApiRequestError, errorMessage, unreachableMessage } from '@portal/web-kit';
import type { Translate } from '../../../i18n/text.js';
import { applicationFormMessages as messages } from './messages.js';

/**
 * What a failed "Save draft" or "Preview Application" says: the portal's message or
 * 'Error saving draft', that the portal could not be reached when no answer came, and that the
 * answers are still here (and kept in this browser).
 */
export function describeSaveFailure(error: unknown, t: Translate): string[] {
  const lines = [errorMessage(error, t(messages.draftSaveFailed))];
  // web-kit's sentence: translated with the kit's words.
  if (error instanceof ApiRequestError && error.isNetworkError) lines.push(unreachableMessage);
  lines.push(t(messages.answersKeptOnly));
  return lines;
}
