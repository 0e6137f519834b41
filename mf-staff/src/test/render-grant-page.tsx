import { render } from '@testing-library/react';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  signedInTestSession,
  type FakeAnswer,
  testReviewer,
} from '@portal/web-kit/testing';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from '@portal/web-kit/data-router';
import { Link, useLocation } from '@portal/web-kit/router';

const reviewer = testReviewer;

/** Answers a call of the fake portal: method, path and the JSON body sent. */
export type PortalRoute = (method: string, url: string, body: unknown) => FakeAnswer | 'never';

function WhereWeAre() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** A link outside the page, as the shell's header has: for leaving the page under test. */
function Elsewhere() {
  return <Link to="/staff-dashboard">Staff Dashboard</Link>;
}

/**
 * Renders a grant page at `path` (matching `pattern`) for a signed-in reviewer, with the portal
 * answering `route`, below a link elsewhere ("Staff Dashboard", as the shell's header has). Any
 * other address shows only where the page went (`location()`).
 */
export function renderGrantPage(
  Page: ComponentType,
  {
    path,
    pattern,
    route,
    keptWork = false,
  }: {
    path: string;
    pattern: string;
    route: PortalRoute;
    /** Keep what an earlier page kept in this browser (a form's unsaved work); else a fresh browser. */
    keptWork?: boolean;
  },
) {
  if (!keptWork) localStorage.clear();
  const fetch = fakeFetch((url, init) =>
    route(
      init.method ?? 'GET',
      url,
      typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    ),
  );
  // A data router, as the shell's: the builder holds navigations back while work is unsaved.
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <>
            <Elsewhere />
            <Page />
          </>
        ),
      },
      { path: '*', element: <WhereWeAre /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <SessionStoreProvider store={signedInTestSession(reviewer)}>
      <RouterProvider router={router} />
    </SessionStoreProvider>,
  );
  const calls = () => fetch.mock.calls.map(([url, init]) => `${init.method ?? 'GET'} ${url}`);
  const location = () => view.queryByTestId('location')?.textContent ?? null;
  return { fetch, calls, location, router, unmount: view.unmount };
}
