import type { ApplicationState } from '@portal/contract/applications';
import type { GrantStatus, GrantType, QuestionType } from '@portal/contract/grants';
import type { Messages } from '@portal/web-kit/i18n';
import { statusMessages } from './messages.js';

// An ICU select's keys cannot hold a hyphen: the codes' hyphens are underscores in the messages.
const selectKey = (code: string) => code.replaceAll('-', '_');

export function applicationStatusName(status: ApplicationState, t: Messages['t']): string {
  return t(statusMessages.applicationStatus, { status });
}

export function grantStatusName(status: GrantStatus, t: Messages['t']): string {
  return t(statusMessages.grantStatus, { status });
}

export function grantTypeName(type: GrantType, t: Messages['t']): string {
  return t(statusMessages.grantType, { type: selectKey(type) });
}

export function questionTypeName(type: QuestionType, t: Messages['t']): string {
  return t(statusMessages.questionType, { type: selectKey(type) });
}
