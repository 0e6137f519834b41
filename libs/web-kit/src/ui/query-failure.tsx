import type { ReactNode } from 'react';
import { ApiRequestError } from '../api/api-request-error.js';
import { apiMessages } from '../api/messages.js';
import { useProblemText } from '../api/use-problem-text.js';
import { useKitMessages } from '../i18n/kit-messages.js';
import { uiMessages } from './messages.js';

export interface QueryFailureProps {
  /** What the failed load threw (a `useQuery`'s `error`). */
  error: unknown;
  /** The spec's fallback when the portal sent no message ('Error fetching grants'). */
  fallback: string;
  onRetry: () => void;
  /** Said after "Retry" to screen readers where several loads can fail on one page. */
  retryWhat?: string;
  /** A smaller button, inside a card. */
  small?: boolean;
  /** Other ways out, next to Retry (a link back). */
  children?: ReactNode;
}

/**
 * What a screen shows when its data could not be loaded: the reason and a way to try again.
 * When no answer arrived at all (a dropped connection), it says so under the spec's sentence:
 * the member learns that the link, not the portal, failed.
 */
export function QueryFailure({
  error,
  fallback,
  onRetry,
  retryWhat,
  small = false,
  children,
}: QueryFailureProps) {
  const { t } = useKitMessages();
  const problemText = useProblemText();
  const retry = (
    <button type="button" className={small ? 'button button-small' : 'button'} onClick={onRetry}>
      {t(uiMessages.retry)}
      {retryWhat && <span className="visually-hidden"> {retryWhat}</span>}
    </button>
  );
  return (
    <div className="notice notice-error" role="alert">
      <p>{problemText(error, fallback)}</p>
      {error instanceof ApiRequestError && error.isNetworkError && (
        <p>{t(apiMessages.unreachable)}</p>
      )}
      {children ? (
        <p className="actions">
          {retry}
          {children}
        </p>
      ) : (
        retry
      )}
    </div>
  );
}
