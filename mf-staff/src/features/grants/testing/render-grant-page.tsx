import { render } from '@testing-library/react';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  signedInTestSession,
  type FakeAnswer,
  testReviewer,
} from '@portal/web-kit/testing';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/web-kit/router';

const reviewer = testReviewer;

/** Answers a call of the fake portal: method, path and the JSON body sent. */
export type PortalRoute = (method: string, url: string, body: unknown) => FakeAnswer | 'never';

function WhereWeAre() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/**
 * Renders a grant page at `path` (matching `pattern`) for a signed-in reviewer, with the portal
 * answering `route`. Any other address shows only where the page went (`location()`).
 */
export function renderGrantPage(
  Page: ComponentType,
  { path, pattern, route }: { path: string; pattern: string; route: PortalRoute },
) {
  const fetch = fakeFetch((url, init) =>
    route(
      init.method ?? 'GET',
      url,
      typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    ),
  );
  const view = render(
    <SessionStoreProvider store={signedInTestSession(reviewer)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={<Page />} />
          <Route path="*" element={<WhereWeAre />} />
        </Routes>
      </MemoryRouter>
    </SessionStoreProvider>,
  );
  const calls = () => fetch.mock.calls.map(([url, init]) => `${init.method ?? 'GET'} ${url}`);
  const location = () => view.queryByTestId('location')?.textContent ?? null;
  return { fetch, calls, location };
}
