import { act, render, screen } from '@testing-library/react';
import { useQuery } from './use-query.js';

/** Loads that the test settles by hand, in the order they were started. */
function manualLoads<T>() {
  const started: Array<{
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (error: unknown) => void;
  }> = [];
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => started.push({ signal, resolve, reject }));
  return { load, started };
}

function Shows({ load, id }: { load: (signal: AbortSignal) => Promise<string>; id?: string }) {
  const query = useQuery(load, [id]);
  return (
    <div>
      <p>status: {query.status}</p>
      <p>data: {query.data ?? '-'}</p>
      <p>refreshing: {String(query.refreshing)}</p>
      <button onClick={query.refresh}>Refresh</button>
    </div>
  );
}

describe('useQuery', () => {
  it('shows loading, then what was loaded', async () => {
    const { load, started } = manualLoads<string>();
    render(<Shows load={load} />);
    expect(screen.getByText('status: loading')).toBeTruthy();
    await act(async () => started[0].resolve('three grants'));
    expect(await screen.findByText('data: three grants')).toBeTruthy();
  });

  it('says it failed when the load fails', async () => {
    const { load, started } = manualLoads<string>();
    render(<Shows load={load} />);
    await act(async () => started[0].reject(new Error('offline')));
    expect(await screen.findByText('status: failed')).toBeTruthy();
  });

  it('keeps what it shows while refreshing, then shows the new answer', async () => {
    const { load, started } = manualLoads<string>();
    render(<Shows load={load} />);
    await act(async () => started[0].resolve('old'));
    await act(async () => screen.getByRole('button', { name: 'Refresh' }).click());
    expect(screen.getByText('data: old')).toBeTruthy();
    expect(screen.getByText('refreshing: true')).toBeTruthy();
    await act(async () => started[1].resolve('new'));
    expect(await screen.findByText('data: new')).toBeTruthy();
    expect(screen.getByText('refreshing: false')).toBeTruthy();
  });

  it('loads again when a key changes, aborting the load it no longer needs', async () => {
    const { load, started } = manualLoads<string>();
    const { rerender } = render(<Shows load={load} id="a" />);
    rerender(<Shows load={load} id="b" />);
    expect(started).toHaveLength(2);
    expect(started[0].signal.aborted).toBe(true);
    await act(async () => started[0].reject(new Error('aborted')));
    await act(async () => started[1].resolve('grant b'));
    expect(await screen.findByText('data: grant b')).toBeTruthy();
  });

  it('aborts when the screen goes away, without reporting a failure', async () => {
    const { load, started } = manualLoads<string>();
    const { unmount } = render(<Shows load={load} />);
    unmount();
    expect(started[0].signal.aborted).toBe(true);
  });
});
