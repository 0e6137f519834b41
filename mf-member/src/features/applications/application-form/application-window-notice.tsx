import { formatDate } from '@portal/web-kit';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { applicationFormMessages as messages } from './messages.js';
import type { ApplicationWindow } from './application-window.js';

/**
 * The warning before a grant opens or after it closed (spec §2). It warns only: the form still
 * takes the application, and the sentence says so.
 */
export function ApplicationWindowNotice({ timing }: { timing: ApplicationWindow }) {
  const { t, locale } = useMemberMessages();
  if (timing.kind === 'open') return null;
  const sentence =
    timing.kind === 'not-open-yet'
      ? t(messages.notOpenYet, { date: formatDate(timing.opens, locale) })
      : t(messages.closed, { date: formatDate(timing.closed, locale) });
  return (
    <div className="notice application-warning">
      <p>
        <strong>{sentence}</strong> {t(messages.stillTakesApplications)}
      </p>
    </div>
  );
}
