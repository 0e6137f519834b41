import { useKitMessages } from '../i18n/kit-messages.js';
import { uiMessages } from './messages.js';

/** A page whose code could not be downloaded: its title, why, and a Retry that tries again. */
export function LoadFailure({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useKitMessages();
  return (
    <div className="page">
      <h1>{title}</h1>
      <div className="notice notice-error" role="alert">
        <p>{message}</p>
      </div>
      <button type="button" className="button" onClick={onRetry}>
        {t(uiMessages.retry)}
      </button>
    </div>
  );
}
