import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useQuery } from '../api/use-query.js';
import { loadingStatusTexts, LoadingStatus, slowLoadingAfterMs } from './loading-status.js';

const status = () => screen.getByRole('status');
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const tryAgainButton = () => screen.queryByRole('button', { name: /^Try again/ });

describe('LoadingStatus', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says what is loading from the first render, in a live region, with a spinner hidden from screen readers', () => {
    render(<LoadingStatus>Loading grants…</LoadingStatus>);

    expect(status().textContent).toBe('Loading grants…');
    expect(status().querySelector('.spinner')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says after 10 seconds, in the same live region, that the connection may be slow, and offers Try again', () => {
    const retry = jest.fn();
    render(
      <LoadingStatus onRetry={retry} retryWhat="loading the grants">
        Loading grants…
      </LoadingStatus>,
    );

    wait(slowLoadingAfterMs - 1);
    expect(status().textContent).toBe('Loading grants…');
    expect(tryAgainButton()).toBeNull();

    wait(1);
    expect(status().textContent).toBe(
      'Loading grants…' +
        'This is taking longer than usual. Your connection may be slow; you can keep waiting or try again.' +
        'Try again loading the grants',
    );
    expect(tryAgainButton()?.textContent).toBe('Try again loading the grants');
    expect(retry).not.toHaveBeenCalled();
  });

  it('starts the load again on Try again, keeps focus on the loading line, and waits another 10 seconds', () => {
    const retry = jest.fn();
    render(<LoadingStatus onRetry={retry}>Loading the grant…</LoadingStatus>);
    wait(slowLoadingAfterMs);
    const button = tryAgainButton();
    button?.focus();

    fireEvent.click(button as HTMLElement);

    expect(retry).toHaveBeenCalledTimes(1);
    expect(status().textContent).toBe('Loading the grant…');
    expect(document.activeElement).toBe(status());
    wait(slowLoadingAfterMs - 1);
    expect(tryAgainButton()).toBeNull();
    wait(1);
    expect(tryAgainButton()).not.toBeNull();
  });

  it('only says to keep waiting when the caller cannot start the load again', () => {
    render(<LoadingStatus>Loading this page…</LoadingStatus>);

    wait(slowLoadingAfterMs);

    expect(status().textContent).toBe(`Loading this page…${loadingStatusTexts.slow}`);
    expect(loadingStatusTexts.slow).toBe(
      'This is taking longer than usual. Your connection may be slow; please keep waiting.',
    );
    expect(tryAgainButton()).toBeNull();
  });

  it('leaves no timer behind once the data has arrived', () => {
    const { unmount } = render(<LoadingStatus onRetry={() => undefined}>Loading…</LoadingStatus>);

    unmount();

    expect(jest.getTimerCount()).toBe(0);
  });

  it("with useQuery: Try again drops the slow request and shows the second one's answer", async () => {
    const requests: { signal: AbortSignal; answer: (titles: string[]) => void }[] = [];
    const load = (signal: AbortSignal) =>
      new Promise<string[]>((resolve) => requests.push({ signal, answer: resolve }));
    function Grants() {
      const grants = useQuery(load);
      if (grants.status === 'loading') {
        return <LoadingStatus onRetry={grants.refresh}>Loading grants…</LoadingStatus>;
      }
      return <p>{grants.data?.join(', ')}</p>;
    }
    render(<Grants />);
    wait(slowLoadingAfterMs);

    fireEvent.click(tryAgainButton() as HTMLElement);

    expect(requests.map((request) => request.signal.aborted)).toEqual([true, false]);
    expect(status().textContent).toBe('Loading grants…');
    await act(async () => requests[1]?.answer(['Bursary']));
    expect(screen.getByText('Bursary')).toBeTruthy();
  });
});
