import { render, type RenderResult } from '@testing-library/react';
import type { User } from '@portal/contract';
import type { ApplicationDraftSummary } from '@portal/contract/applications';
import {
  DrawnAnswersContext,
  SessionStoreProvider,
  type DrawnAnswers,
  type SessionStore,
} from '@portal/web-kit';
import { fakeFetch, signedInTestSession, testUser, type FakeAnswer } from '@portal/web-kit/testing';
import type { ComponentType, ReactNode } from 'react';
// Node's build: the browser's needs a MessageChannel, which jsdom does not have.
import { renderToString } from 'react-dom/server.node';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/web-kit/router';

/** The member the pages are shown to (id `u-ann`). */
export const ann = testUser({ firstName: 'Ann', lastName: 'Member' });

/** Answers a call of the fake portal: method, path with query, and the JSON body sent. */
export type PortalRoute = (method: string, url: string, body: unknown) => FakeAnswer | 'never';

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
/** An error answer of the portal's shape (decisions §2), with a code when given. */
export const failure = (status: number, message?: string, code?: string): FakeAnswer => ({
  status,
  body: message ? { statusCode: status, message, error: 'Error', code } : undefined,
});

function WhereWeAre() {
  const location = useLocation();
  return (
    <p data-testid="location" data-state={JSON.stringify(location.state)}>
      {location.pathname}
    </p>
  );
}

/** The member's drafts, as the lists on several pages ask for them. */
const draftsPath = '/api/grant-applications/drafts';

export interface RenderedMemberPage extends RenderResult {
  fetch: ReturnType<typeof fakeFetch>;
  /**
   * The calls the page made, as `METHOD url`, without the list of drafts that several pages ask
   * for beside their own content (`allCalls` has it).
   */
  calls: () => string[];
  allCalls: () => string[];
  /** Where the page went: the path of the page shown instead of it, or null while it stays. */
  location: () => string | null;
  /** The navigation state it went there with. */
  locationState: () => unknown;
}

/**
 * Renders a member page at `path` (matching `pattern`) for a signed-in member, with the portal
 * answering `route`. Any other address shows only where the page went (`location()`). The list
 * of the member's drafts is answered with `drafts` (none unless given) unless `route` answers
 * drafts itself (`routesDrafts`).
 */
export function renderMemberPage(
  Page: ComponentType,
  {
    path,
    pattern = path,
    route,
    user = ann,
    state,
    session = signedInTestSession(user),
    drafts = [],
    routesDrafts = false,
    drawn,
  }: {
    path: string;
    pattern?: string;
    route: PortalRoute;
    user?: User;
    state?: unknown;
    /** The member's drafts, as `GET /api/grant-applications/drafts` answers them. */
    drafts?: ApplicationDraftSummary[];
    /** `route` answers the drafts' calls too. */
    routesDrafts?: boolean;
    /** The page's session (signed in as `user` unless given). */
    session?: SessionStore;
    /**
     * The page came drawn with the member's data (the gateway's data pages): `container` holds
     * the drawn page (`drawMemberPage`), and the page starts from `answers`, as the app does.
     */
    drawn?: { container: HTMLElement; answers: DrawnAnswers };
  },
): RenderedMemberPage {
  const fetch = fakeFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (!routesDrafts && method === 'GET' && url === draftsPath)
      return { status: 200, body: drafts };
    return route(method, url, typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
  });
  const view = render(
    <MemberPageFrame path={path} state={state} session={session} answers={drawn?.answers}>
      <Routes>
        <Route path={pattern} element={<Page />} />
        <Route path="*" element={<WhereWeAre />} />
      </Routes>
    </MemberPageFrame>,
    drawn && { container: drawn.container },
  );
  const allCalls = () => fetch.mock.calls.map(([url, init]) => `${init.method ?? 'GET'} ${url}`);
  const calls = () => allCalls().filter((call) => call !== `GET ${draftsPath}`);
  const location = () => view.queryByTestId('location')?.textContent ?? null;
  const locationState = (): unknown =>
    JSON.parse(view.queryByTestId('location')?.getAttribute('data-state') ?? 'null');
  return { ...view, fetch, calls, allCalls, location, locationState };
}

/** What a member page is shown in: the session, the router at `path`, the drawn answers. */
function MemberPageFrame({
  path,
  state,
  session,
  answers,
  children,
}: {
  path: string;
  state?: unknown;
  session: SessionStore;
  answers?: DrawnAnswers;
  children: ReactNode;
}) {
  return (
    <SessionStoreProvider store={session}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <DrawnAnswersContext value={answers ?? null}>{children}</DrawnAnswersContext>
      </MemoryRouter>
    </SessionStoreProvider>
  );
}

/**
 * A member page at `path` drawn with `answers`, as the gateway draws a data page (markup only,
 * no script): put it in a container, then `renderMemberPage` with `drawn` takes it over.
 */
export function drawMemberPage(
  Page: ComponentType,
  {
    path,
    pattern = path,
    answers,
    user = ann,
  }: { path: string; pattern?: string; answers: DrawnAnswers; user?: User },
): string {
  return renderToString(
    <MemberPageFrame path={path} session={signedInTestSession(user)} answers={answers}>
      <Routes>
        <Route path={pattern} element={<Page />} />
      </Routes>
    </MemberPageFrame>,
  );
}
