import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { SessionStoreProvider } from '@portal/web-kit';
import { drawnSessionStore } from '@portal/web-kit/prerender';
import { MemoryRouter } from '@portal/web-kit/router';

/**
 * The markup of each page for a member without a name (web-kit/prerender), as the shell mounts
 * it: inside the router, at its own address. A page that throws stops the build.
 */
export async function drawnRemotePages(
  pages: Readonly<Record<string, () => ReactNode>>,
): Promise<{ route: string; html: string; inlineScripts: string[] }[]> {
  const drawn = [];
  for (const [route, page] of Object.entries(pages)) {
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      <MemoryRouter initialEntries={[route]}>
        <SessionStoreProvider store={drawnSessionStore()}>{page()}</SessionStoreProvider>
      </MemoryRouter>,
      // Ids of their own: the shell's frame around the page is drawn apart, its ids from the same start.
      { identifierPrefix: 'drawn-', onError: (error) => void errors.push(error) },
    );
    const html = await new Response(prelude).text();
    if (errors.length > 0) throw errors[0];
    drawn.push({ route, html, inlineScripts: [] });
  }
  return drawn;
}
