import type { Notification } from '@portal/contract/notifications';
import type { Messages } from '@portal/web-kit/i18n';
import { formatDateTime } from '@portal/web-kit';
import { noticeSentenceMessages as messages } from './notice-sentence.messages.js';

/** What a notice's sentence needs besides the member's part: the status's name in the kit's words. */
export interface NoticeWriter {
  t: Messages['t'];
  locale: string;
  /** The name of an application's status (`approved` → "Awarded"), in the chosen language. */
  statusName: (status: string | null) => string;
}

/**
 * A notice's one sentence in the chosen language, from its kind and facts; the API's `message`
 * is the English one, which these reproduce word for word in English.
 */
export function noticeSentence(
  item: Notification,
  { t, locale, statusName }: NoticeWriter,
): string {
  const { grantTitle, reference } = item;
  const withReference = reference ? 'yes' : 'no';
  const which = reference ? t(messages.grantAndReference, { grantTitle, reference }) : grantTitle;
  switch (item.kind) {
    case 'received':
      return t(messages.received, { withReference, grantTitle, reference });
    case 'statusChanged':
      return t(messages.statusChanged, { which, status: statusName(item.status) });
    case 'draftReminder':
      return t(messages.draftReminder, {
        withClosing: item.closesAt ? 'yes' : 'no',
        grantTitle,
        hours: item.hoursBefore ?? 24,
        closes: item.closesAt ? formatDateTime(item.closesAt, locale) : '',
      });
    case 'grantAwaitingApproval':
      return t(messages.grantAwaitingApproval, { grantTitle });
    case 'fileRemoved':
      return t(messages.fileRemoved, {
        withLabel: item.questionLabel ? 'yes' : 'no',
        which,
        label: item.questionLabel ?? '',
      });
    case 'moreInfoRequested':
    case 'resubmitted':
    case 'withdrawn':
    case 'withdrawalConfirmed':
    case 'newApplication':
      return t(messages[item.kind], { which });
  }
}
