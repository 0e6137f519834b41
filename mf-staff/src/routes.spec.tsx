import { routesOwnedBy } from '@portal/contract';
import { act, render, screen } from '@testing-library/react';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  restoreFetch,
  signedInTestSession,
  testReviewer,
} from '@portal/web-kit/testing';
import { Suspense } from 'react';
import { MemoryRouter } from '@portal/web-kit/router';
import pages from './routes.js';

// Placeholders for screens not built yet are web-kit's remotePages (tested there).
describe('mf-staff ./routes', () => {
  afterEach(() => restoreFetch());

  it('has a page for exactly the routes the contract gives to mf-staff', () => {
    expect(Object.keys(pages).sort()).toEqual(
      routesOwnedBy('mf-staff')
        .map((route) => route.path)
        .sort(),
    );
  });

  it('shows the file manager at /file-manager, not a placeholder', async () => {
    fakeFetch(() => ({ status: 200, body: [] }));
    const FileManager = pages['/file-manager'];

    await act(async () => {
      render(
        <SessionStoreProvider store={signedInTestSession(testReviewer)}>
          <MemoryRouter initialEntries={['/file-manager']}>
            <Suspense fallback={<p>Loading…</p>}>
              <FileManager />
            </Suspense>
          </MemoryRouter>
        </SessionStoreProvider>,
      );
    });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('File Manager');
    expect(await screen.findByRole('tab', { name: 'All Files (0)' })).toBeTruthy();
    expect(screen.queryByText(/this page is rendered by mf-staff/)).toBeNull();
  });
});
