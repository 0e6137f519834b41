import type { ComponentType } from 'react';
import { SessionStoreProvider } from '@portal/web-kit';
import { drawMarkup, drawnSessionStore } from '@portal/web-kit/prerender';
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
  for (const { route, page: Page } of pages) {
    const html = await drawMarkup(
      <MemoryRouter initialEntries={[addressFor(route)]}>
        <SessionStoreProvider store={drawnSessionStore()}>
          <Routes>
            <Route path={route} element={<Page />} />
          </Routes>
        </SessionStoreProvider>
      </MemoryRouter>,
      // Ids of their own: the shell's frame around the page is drawn apart, its ids from the same start.
      { identifierPrefix: 'drawn-' },
    );
    drawn.push({ route, html, inlineScripts: [] });
  }
  return drawn;
}
