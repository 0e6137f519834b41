import { useEffect, useRef, useState, type ReactNode } from 'react';
import { englishText } from '../format/english-text.js';
import { useKitMessages } from '../i18n/kit-messages.js';
import { uiMessages } from './messages.js';

/** After this long a load says that it is slow instead of spinning on. */
export const slowLoadingAfterMs = 10_000;

/** The English texts (the screen says them in the chosen language). */
export const loadingStatusTexts = {
  /** Said once a load has taken `slowLoadingAfterMs`, when the screen can start it again. */
  slowWithRetry: englishText(uiMessages.loadingSlowWithRetry),
  /** Said instead when nothing can be started again from here. */
  slow: englishText(uiMessages.loadingSlow),
  tryAgain: englishText(uiMessages.tryAgain),
} as const;

export interface LoadingStatusProps {
  /** What is loading, e.g. 'Loading grants…'. */
  children: ReactNode;
  /**
   * Starts the load again (a `useQuery`'s `refresh`), offered as Try again once the load is
   * slow. Without it, the slow notice only says to keep waiting.
   */
  onRetry?: () => void;
  /** Said after "Try again" to screen readers where several loads share a page. */
  retryWhat?: string;
}

/**
 * A visible and spoken "still working" line: a spinner (hidden from screen readers, still under
 * reduced motion) and text, shown from the first render. A load that takes longer than
 * 10 seconds says so in the same live region (role="status", so the sentence is announced),
 * with Try again where the caller gave `onRetry`; Try again keeps focus here and waits another
 * 10 seconds before saying it again.
 */
export function LoadingStatus({ children, onRetry, retryWhat }: LoadingStatusProps) {
  const { t } = useKitMessages();
  const [slow, setSlow] = useState(false);
  // Counts the tries: each one waits its own 10 seconds.
  const [tries, setTries] = useState(0);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowLoadingAfterMs);
    return () => clearTimeout(timer);
  }, [tries]);

  function tryAgain() {
    // The button goes with the notice: focus stays on the loading line rather than the page.
    region.current?.focus();
    setSlow(false);
    setTries((count) => count + 1);
    onRetry?.();
  }

  return (
    <div className="loading" role="status" ref={region} tabIndex={-1}>
      <p className="loading-status">
        <span className="spinner" aria-hidden="true" />
        {children}
      </p>
      {slow && (
        <div className="notice notice-info loading-slow">
          <p>{t(onRetry ? uiMessages.loadingSlowWithRetry : uiMessages.loadingSlow)}</p>
          {onRetry && (
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={tryAgain}
            >
              {t(uiMessages.tryAgain)}
              {retryWhat && <span className="visually-hidden"> {retryWhat}</span>}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
