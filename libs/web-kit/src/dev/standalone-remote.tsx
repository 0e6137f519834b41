import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Link,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  generatePath,
} from 'react-router-dom';
import type { RemotePages } from '../remote/remote-pages.js';

export interface StandaloneRemoteOptions {
  /** Shown in the bar above the pages, e.g. 'mf-member'. */
  remoteName: string;
  pages: RemotePages;
  /** Where to render; defaults to #root. */
  container?: HTMLElement;
}

/** An example value for each path parameter, so that '/grants/:id' can be opened from the index. */
const exampleParams = { id: 'example-id' };

/**
 * A remote's development page (`npm run dev -w @portal/mf-…`): its pages in a router of their
 * own, with an index of them, without the shell. Never part of a production build.
 */
export function renderStandaloneRemote({
  remoteName,
  pages,
  container,
}: StandaloneRemoteOptions): void {
  const root = container ?? document.getElementById('root');
  if (!root) throw new Error('The standalone page needs a #root element');
  // A data router, as the shell's: a page may hold a navigation back (`useBlocker`).
  const router = createBrowserRouter([
    { path: '*', element: <StandaloneRemote remoteName={remoteName} pages={pages} /> },
  ]);
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

export function StandaloneRemote({
  remoteName,
  pages,
}: Omit<StandaloneRemoteOptions, 'container'>) {
  const paths = Object.keys(pages);
  return (
    <>
      <header className="page">
        <p className="muted">
          <strong>{remoteName}</strong> running on its own. In the portal, the shell provides the
          header, sign-in and route guards.
        </p>
        <nav aria-label="Pages of this remote">
          <ul>
            {paths.map((path) => (
              <li key={path}>
                <Link to={generatePath(path, exampleParams)}>{path}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <Routes>
          {Object.entries(pages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<p className="page">Pick a page above.</p>} />
        </Routes>
      </main>
    </>
  );
}
