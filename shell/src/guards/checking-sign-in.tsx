import { LoadingStatus } from '@portal/web-kit';
import { useShellMessages } from '../i18n/shell-messages.js';
import { guardMessages } from './messages.js';

/**
 * Shown while a stored session is checked with the portal (spec §4): the page title at once,
 * and a spoken progress line, instead of a guess about where the visitor may go.
 */
export function CheckingSignIn({ title }: { title: string }) {
  const { t } = useShellMessages();
  return (
    <div className="page" aria-busy="true">
      <h1>{title}</h1>
      <LoadingStatus>{t(guardMessages.checkingSignIn)}</LoadingStatus>
    </div>
  );
}
