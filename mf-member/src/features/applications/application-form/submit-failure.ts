import { ApiRequestError, errorMessage, unreachableMessage } from '@portal/web-kit';
import { applicationFormTexts } from './application-form-texts.js';

/**
 * What a failed submit says, sentence by sentence: the portal's message or spec §8's 'Error
 * submitting application'; when no answer came back at all (a dropped connection), that it could
 * not reach the portal; and that the answers are still here, with the way to try again, except
 * when trying again cannot help (the grant no longer takes applications).
 */
export function describeSubmitFailure(error: unknown): string[] {
  const lines = [errorMessage(error, applicationFormTexts.submitFailed)];
  const isNetworkError = error instanceof ApiRequestError && error.isNetworkError;
  if (isNetworkError) lines.push(unreachableMessage);
  const cannotHelp =
    error instanceof ApiRequestError && error.code === 'application.grant_not_open';
  lines.push(cannotHelp ? applicationFormTexts.answersKeptOnly : applicationFormTexts.answersKept);
  return lines;
}

/**
 * What a failed "Save draft" or "Preview Application" says (issue 12): the portal's message or
 * 'Error saving draft', that the portal could not be reached when no answer came, and that the
 * answers are still here (and kept in this browser).
 */
export function describeSaveFailure(error: unknown): string[] {
  const lines = [errorMessage(error, applicationFormTexts.draftSaveFailed)];
  if (error instanceof ApiRequestError && error.isNetworkError) lines.push(unreachableMessage);
  lines.push(applicationFormTexts.answersKeptOnly);
  return lines;
}
