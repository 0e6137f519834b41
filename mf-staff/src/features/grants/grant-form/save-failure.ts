import type { ErrorCode } from '@portal/contract/http';
import { ApiRequestError, errorMessage, serverFieldErrors } from '@portal/web-kit';
import type { ProblemMessages } from './form-problems.js';

/** What the form shows when the portal refused or failed a save. */
export interface SaveFailure {
  /** The portal's sentence, or the screen's fallback (spec §8). */
  message: string;
  /** For a grant the portal found invalid: its problems by field, as the form names fields. */
  fields: ProblemMessages;
  /** What the screen adds after the message (what was saved all the same, what to do). */
  note?: string;
}

/**
 * The codes of the grant rules (grant-rules.ts): the portal checked the grant with the same
 * rules as the form, so its details name form fields (`sections.0.weight`). Seen only when the
 * portal's rules moved on before this screen did.
 */
const grantRuleCodes: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'grant.invalid',
  'grant.title',
  'grant.type',
  'grant.dates',
  'grant.status',
  'grant.sections',
  'grant.section',
  'grant.weights',
  'grant.question',
  'grant.options',
  'grant.defaults',
]);

export function describeSaveFailure(error: unknown, fallback: string): SaveFailure {
  const message = errorMessage(error, fallback);
  const code = error instanceof ApiRequestError ? error.code : undefined;
  if (code && grantRuleCodes.has(code)) return { message, fields: serverFieldErrors(error) };
  return { message, fields: {} };
}
