import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { lazyPage, lazyPageFailedMessage } from './lazy-page.js';
import { RouteTitleContext } from './route-title.js';

async function show(Page: ComponentType) {
  await act(async () => {
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
  });
}

describe('lazyPage', () => {
  it('shows the page once its code has arrived', async () => {
    const Page = lazyPage('Edit Users', () =>
      Promise.resolve({ default: () => <h1>Edit Users page</h1> }),
    );

    await show(Page);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Users page');
  });

  it('offers Retry when the download fails, and Retry fetches again', async () => {
    let attempts = 0;
    const Page = lazyPage('Edit Users', () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('ChunkLoadError'))
        : Promise.resolve({ default: () => <h1>Edit Users page</h1> });
    });

    await show(Page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Users');
    expect(screen.getByRole('alert').textContent).toBe(lazyPageFailedMessage);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });

    expect(attempts).toBe(2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Users page');
  });

  it("names a page that failed to download by the shell's title of its route (in the chosen language)", async () => {
    const Page = lazyPage('Edit Users', () => Promise.reject(new Error('ChunkLoadError')));
    await act(async () => {
      render(
        <RouteTitleContext value="Modifier les utilisateurs">
          <Suspense fallback={<p>Loading…</p>}>
            <Page />
          </Suspense>
        </RouteTitleContext>,
      );
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Modifier les utilisateurs');
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const Page = lazyPage('Login', () => Promise.resolve({ default: () => <h1>Login page</h1> }));

    expect(await Page.preload()).toBe(true);
    // Rendered synchronously: a page that suspended would show the fallback here.
    act(() => {
      render(
        <Suspense fallback={<p>Loading…</p>}>
          <Page />
        </Suspense>,
      );
    });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login page');
  });

  it('preload says when the download failed', async () => {
    const Page = lazyPage('Login', () => Promise.reject(new Error('ChunkLoadError')));

    expect(await Page.preload()).toBe(false);
  });
});
