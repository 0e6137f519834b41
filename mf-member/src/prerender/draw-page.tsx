import type { ComponentType } from 'react';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  DrawnAnswersContext,
  drawMarkup,
  drawnSessionStore,
  type DrawnAnswers,
} from '@portal/web-kit/prerender';
import { MemoryRouter, Route, Routes } from '@portal/web-kit/router';

/** A page the build draws: its route's path pattern and the page's component. */
export interface DrawnPage {
  route: string;
  page: ComponentType;
}

/** An address matching `route`: a path parameter stands for an id the build cannot know. */
const addressFor = (route: string) =>
  route.replace(/:[^/]+/g, '00000000-0000-0000-0000-000000000000');

/**
 * The markup of each page for a member without a name (web-kit/prerender), as the shell mounts
 * it: inside the router, under its route, at an address of it. A page that needs data draws its
 * loading state (its calls go out in the browser, in effects). A page that throws stops the build.
 */
export async function drawnRemotePages(
  pages: readonly DrawnPage[],
): Promise<{ route: string; html: string; inlineScripts: string[] }[]> {
  const drawn = [];
  for (const page of pages) {
    drawn.push({ route: page.route, html: await drawPage(page), inlineScripts: [] });
  }
  return drawn;
}

/**
 * One page's markup, as the shell mounts it, at `address` (by default one the build makes up);
 * with `answers`, each query that names its path (`useQuery`'s `path`) starts from its answer,
 * as in the gateway's data pages (data-pages.ts).
 */
export function drawPage(
  { route, page: Page }: DrawnPage,
  answers: DrawnAnswers | null = null,
  address = addressFor(route),
): Promise<string> {
  return drawMarkup(
    <MemoryRouter initialEntries={[address]}>
      <SessionStoreProvider store={drawnSessionStore()}>
        <DrawnAnswersContext value={answers}>
          <Routes>
            <Route path={route} element={<Page />} />
          </Routes>
        </DrawnAnswersContext>
      </SessionStoreProvider>
    </MemoryRouter>,
    // Ids of their own: the shell's frame around the page is drawn apart, its ids from the same start.
    { identifierPrefix: 'drawn-' },
  );
}
