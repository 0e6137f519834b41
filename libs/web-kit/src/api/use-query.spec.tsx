import { act, render, screen } from '@testing-library/react';
import { DrawnAnswersContext } from './drawn-answers.js';
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

function Shows({
  load,
  id,
  path,
}: {
  load: (signal: AbortSignal) => Promise<string>;
  id?: string;
  path?: string;
}) {
  const query = useQuery(load, [id], { path });
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

  it('never answers new keys with the data of the old ones, not even for one render', async () => {
    const { load, started } = manualLoads<string>();
    const drawn: string[] = [];
    function Records({ id }: { id: string }) {
      const query = useQuery(load, [id]);
      drawn.push(`${id}: ${query.data ?? '-'}`);
      return null;
    }
    const { rerender } = render(<Records id="submitted" />);
    await act(async () => started[0].resolve('rows of submitted'));
    rerender(<Records id="awarded" />);
    await act(async () => started[1].resolve('rows of awarded'));
    expect(drawn).not.toContain('awarded: rows of submitted');
    expect(drawn.at(-1)).toBe('awarded: rows of awarded');
  });

  it('aborts when the screen goes away, without reporting a failure', async () => {
    const { load, started } = manualLoads<string>();
    const { unmount } = render(<Shows load={load} />);
    unmount();
    expect(started[0].signal.aborted).toBe(true);
  });
});

describe('useQuery on the page that came drawn with its answers (the shell gives them)', () => {
  const answers = new Map([['/api/grants/g-1', 'the drawn grant']]);
  const shown = (load: (signal: AbortSignal) => Promise<string>, id = 'g-1') => (
    <DrawnAnswersContext value={answers}>
      <Shows load={load} id={id} path={`/api/grants/${id}`} />
    </DrawnAnswersContext>
  );

  it('shows the drawn answer at once and does not ask it again', async () => {
    const { load, started } = manualLoads<string>();
    render(shown(load));
    expect(screen.getByText('status: loaded')).toBeTruthy();
    expect(screen.getByText('data: the drawn grant')).toBeTruthy();
    await act(async () => undefined);
    expect(started).toHaveLength(0);
  });

  it('loads on a refresh, and for other keys', async () => {
    const { load, started } = manualLoads<string>();
    const view = render(shown(load));
    await act(async () => screen.getByRole('button', { name: 'Refresh' }).click());
    expect(started).toHaveLength(1);
    await act(async () => started[0].resolve('the grant now'));
    expect(screen.getByText('data: the grant now')).toBeTruthy();

    view.rerender(shown(load, 'g-2'));
    expect(screen.getByText('status: loading')).toBeTruthy();
    expect(started).toHaveLength(2);
  });
});
