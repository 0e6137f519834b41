import { ApiRequestError, errorMessage, unreachableMessage } from '@portal/web-kit';
import { applicationFormTexts } from './application-form-texts.js';

/**
 * What a failed "Save draft" or "Preview Application" says: the portal's message or
 * 'Error saving draft', that the portal could not be reached when no answer came, and that the
 * answers are still here (and kept in this browser).
 */
export function describeSaveFailure(error: unknown): string[] {
  const lines = [errorMessage(error, applicationFormTexts.draftSaveFailed)];
  if (error instanceof ApiRequestError && error.isNetworkError) lines.push(unreachableMessage);
  lines.push(applicationFormTexts.answersKeptOnly);
  return lines;
}
