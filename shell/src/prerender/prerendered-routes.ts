import { matchPortalRoute, routesOwnedBy, type PortalRoute } from '@portal/contract';

/** The paths of `owner`'s routes the contract marks `drawnAhead`. */
const drawnAhead = (owner: PortalRoute['owner']) =>
  routesOwnedBy(owner)
    .filter((route) => route.drawnAhead)
    .map((route) => route.path);

/**
 * The routes the build draws ahead of time (`npm run build`, see prerender-pages.ts): what a
 * visitor who is not signed in sees first, drawn by the shell alone. The gateway sends these
 * pages with their content in the HTML, so a slow connection paints the welcome card or the
 * form before any script has arrived, and the scripts then take the markup over (hydration).
 * Every other route is painted by the scripts, as the markup would depend on who is signed in.
 * (Both lists are the contract's routes marked `drawnAhead`.)
 */
export const prerenderedRoutes: readonly string[] = drawnAhead('shell');

/**
 * The member's routes the build also draws, for a member without a name, their remote's page
 * left to the gateway (member-page.ts): a returning member sees their dashboard, or the grants
 * list and the form saying that their data is loading, before the scripts arrive (only the
 * browser can ask for the member's data). Shown, not hydrated. A path pattern stands for every
 * address it matches.
 */
export const memberDrawnRoutes: readonly string[] = drawnAhead('mf-member');

/** Marks a pre-rendered page's `#root` with the route it was drawn for. */
export const prerenderedRouteAttribute = 'data-prerendered-route';

/**
 * The route whose pre-rendered markup `root` holds, when that is the route at `pathname`: only
 * then may the scripts hydrate it. Any other page (the plain one, or markup of another route)
 * is drawn afresh.
 */
export function hydratableRoute(root: Element, pathname: string): string | undefined {
  const drawnFor = root.getAttribute(prerenderedRouteAttribute);
  if (drawnFor === null) return undefined;
  return matchPortalRoute(pathname)?.path === drawnFor ? drawnFor : undefined;
}
