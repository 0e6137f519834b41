import { createContext, use } from 'react';

/**
 * The title of the route on screen, in the chosen language, as the shell names it (its table of
 * route titles). The shell provides it around a remote's page, so a remote's screen need not keep
 * its own copy of every route's title in every language.
 */
export const RouteTitleContext = createContext<string | undefined>(undefined);

/** The shell's title of this route, or `fallback` (a page shown outside the shell, in a test). */
export function useRouteTitle(fallback: string): string {
  return use(RouteTitleContext) ?? fallback;
}
