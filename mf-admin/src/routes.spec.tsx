import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@portal/web-kit/router';
import { routesOwnedBy } from '@portal/contract';
import { fakeFetch, restoreFetch } from '@portal/web-kit/testing';
import pages from './routes.js';

describe('mf-admin ./routes', () => {
  afterEach(restoreFetch);

  it('has a page for exactly the routes the contract gives to mf-admin', () => {
    expect(Object.keys(pages).sort()).toEqual(
      routesOwnedBy('mf-admin')
        .map((route) => route.path)
        .sort(),
    );
  });

  it.each(routesOwnedBy('mf-admin').map((route) => [route.path, route.title]))(
    '%s shows the heading %s',
    async (path, title) => {
      fakeFetch(() => 'never');
      const Page = pages[path];
      if (!Page) throw new Error(`no page for ${path}`);
      // An awaited act: the page suspends while its code arrives, which React requires.
      await act(async () => {
        render(
          <MemoryRouter>
            <Suspense fallback={<p>Loading…</p>}>
              <Page />
            </Suspense>
          </MemoryRouter>,
        );
      });

      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    },
  );
});
