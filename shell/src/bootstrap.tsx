import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@portal/web-kit/data-router';
import { api, restoreSession, sessionStore } from '@portal/web-kit';
import { portalLanguage, useKitMessages } from '@portal/web-kit/i18n';
import { keepAccountLanguage } from './account/account-language.js';
import { PortalRoot } from './app/portal-root.js';
import { portalRouteObjects } from './app/portal-router.js';
import { OpenedPageAnswers } from './early-data/opened-page-answers.js';
import { pageDrawnAnswers } from './early-data/page-drawn-answers.js';
import { pageEarlyAnswers } from './early-data/page-early-answers.js';
import { preloadShellPage } from './pages/shell-pages.js';
import { carryFocus } from './prerender/carried-focus.js';
import { stopKeepingEarlyLanguageChoice } from './prerender/early-language-choice.js';
import { releaseSubmits } from './prerender/held-submits.js';
import { hydratableRoute } from './prerender/prerendered-routes.js';
import { useShellMessages } from './i18n/shell-messages.js';
import { createFederationRemoteLoader } from './remotes/federation-remote-loader.js';
import { prefetchWhenIdle } from './remotes/prefetch-when-idle.js';
import { preloadRemotePage } from './remotes/preload-remote-page.js';

const remoteLoader = createFederationRemoteLoader();
remoteLoader.readConfigEarly();

// The page's first calls went out with main.js (early-data/): their answers are taken from there.
api.answerEarly(pageEarlyAnswers);

// Spec §4: a stored token is checked (and the stored user refreshed) on every page load;
// the guards wait for the answer. Started before rendering so that it travels with the scripts.
void restoreSession(sessionStore, api);
// The language is kept on the account too (for other devices and for the emails).
keepAccountLanguage(sessionStore, portalLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Once the portal's first render is on the page: it answers presses itself from now on. */
function Started({ children, onShown }: { children: ReactNode; onShown?: () => void }) {
  useLayoutEffect(() => onShown?.(), [onShown]);
  useEffect(() => {
    releaseSubmits();
    stopKeepingEarlyLanguageChoice();
    // For the bench and real-user timing: when the page became the app's.
    performance.mark('portal-started');
  }, []);
  return children;
}

// A page drawn with the member's data: the app's first render draws it from the same answers.
// A data router, so that a page can hold a navigation back (portal-router.tsx).
const portal = (onShown?: () => void) => {
  const router = createBrowserRouter(
    portalRouteObjects(
      <OpenedPageAnswers answers={pageDrawnAnswers}>
        <Started onShown={onShown}>
          <PortalRoot remoteLoader={remoteLoader} />
        </Started>
      </OpenedPageAnswers>,
    ),
  );
  return <RouterProvider router={router} />;
};

void start(root);

/**
 * A page the build drew for this route (`/`, `/login`, `/register`) is hydrated: React takes
 * over the markup on screen, and what a member typed meanwhile stays. The route's own code
 * comes first (preloaded by the page's hints), so the markup is matched in one pass. Any other
 * page is drawn afresh over its loading placeholder, as is a drawn page whose code could not be
 * fetched (the page then offers Retry); a remote's page once its code is there (or failed).
 */
async function start(root: HTMLElement): Promise<void> {
  // The chosen language's words first, so the first render is in it (English needs none); a
  // stored pack is confirmed by the published packs before.
  await portalLanguage().ready;
  const language = portalLanguage().language;
  const words = Promise.all([useShellMessages.preload(language), useKitMessages.preload(language)]);
  // The pages drawn ahead are in English: in another language the page is drawn afresh.
  const route = language === 'en' ? hydratableRoute(root, window.location.pathname) : undefined;
  await words;
  if (route !== undefined && (await preloadShellPage(route))) {
    hydrateRoot(root, portal());
    return;
  }
  // A remote's page: its code first (hinted in the page, so mostly there), not a Suspense
  // fallback React would keep on screen for 300 ms once the code is there.
  await preloadRemotePage(window.location.pathname, remoteLoader, sessionStore.getState().user);
  // The member may be typing in a drawn page's field: it is focused again once drawn afresh.
  createRoot(root).render(portal(carryFocus(root)));
}

// Members signed in are on their way to their dashboard. Nothing for signed-out visitors:
// the guard would send them to /login, and a remote is never fetched for a visitor it turns away.
if (sessionStore.getState().status !== 'signed-out') {
  prefetchWhenIdle(
    () =>
      void remoteLoader.loadPages('mf-member').catch(() => remoteLoader.forgetFailure('mf-member')),
  );
}
