import type { QueryState } from '../api/use-query.js';
import { englishText } from '../format/english-text.js';
import { useKitMessages } from '../i18n/kit-messages.js';
import { LoadingStatus } from './loading-status.js';
import { uiMessages } from './messages.js';

/** Spec §8: what a dashboard shows when its numbers could not be loaded. */
export const dashboardLoadFailedMessage = englishText(uiMessages.dashboardLoadFailed);

export interface DashboardNumbersProps<T> {
  /** A `useQuery` result (or its state). */
  state: QueryState<T>;
  /** Said while loading, e.g. "Loading the number of users…". */
  loadingText: string;
  /** The labelled numbers to show once loaded. */
  numbers: (value: T) => ReadonlyArray<{ label: string; value: number }>;
  /** Loads the numbers again: Retry after a failure, Try again when the load is slow. */
  onRetry: () => void;
  /** Said after "Retry" to screen readers, e.g. "loading the figures". */
  retryWhat?: string;
}

/**
 * A dashboard card's numbers: a progress line, the spec's failure message with Retry, never an
 * invented number.
 */
export function DashboardNumbers<T>({
  state,
  loadingText,
  numbers,
  onRetry,
  retryWhat,
}: DashboardNumbersProps<T>) {
  const { t } = useKitMessages();
  switch (state.status) {
    case 'loading':
      return (
        <LoadingStatus onRetry={onRetry} retryWhat={retryWhat}>
          {loadingText}
        </LoadingStatus>
      );
    case 'failed':
      return (
        <>
          <p className="notice notice-error" role="alert">
            {t(uiMessages.dashboardLoadFailed)}
          </p>
          <p>
            <button type="button" className="button button-small" onClick={onRetry}>
              {t(uiMessages.retry)}
              {retryWhat && <span className="visually-hidden"> {retryWhat}</span>}
            </button>
          </p>
        </>
      );
    case 'loaded':
      return (
        <dl className="stat-list">
          {numbers(state.data).map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      );
  }
}
