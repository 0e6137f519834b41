import { LoadingStatus } from '@portal/web-kit';
import { useShellMessages } from '../i18n/shell-messages.js';
import { remoteMessages } from './messages.js';

/** Shown while a page's files arrive: the page title at once, and a spoken, visible status. */
export function RemoteLoading({ title }: { title: string }) {
  const { t } = useShellMessages();
  return (
    <div className="page" aria-busy="true">
      <h1>{title}</h1>
      <LoadingStatus>{t(remoteMessages.loading)}</LoadingStatus>
    </div>
  );
}
