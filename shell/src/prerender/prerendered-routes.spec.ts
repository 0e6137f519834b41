import { matchPortalRoute } from '@portal/contract';
import {
  hydratableRoute,
  prerenderedRouteAttribute,
  prerenderedRoutes,
} from './prerendered-routes.js';

function root(drawnFor?: string): HTMLElement {
  const element = document.createElement('div');
  if (drawnFor !== undefined) element.setAttribute(prerenderedRouteAttribute, drawnFor);
  return element;
}

describe('the routes drawn at build time', () => {
  it('are the shell’s own pages of visitors who are not signed in', () => {
    for (const path of prerenderedRoutes) {
      const route = matchPortalRoute(path);
      expect([path, route?.owner, route?.access.signedIn]).toEqual([path, 'shell', false]);
    }
  });

  it('are hydrated only on the route they were drawn for', () => {
    expect(hydratableRoute(root('/login'), '/login')).toBe('/login');
    expect(hydratableRoute(root('/login'), '/login/')).toBe('/login');
    expect(hydratableRoute(root('/'), '/')).toBe('/');
    // Markup of another route (the page was answered for a path that is not this one).
    expect(hydratableRoute(root('/login'), '/register')).toBeUndefined();
    // The plain page: the loading placeholder is drawn over.
    expect(hydratableRoute(root(), '/login')).toBeUndefined();
  });
});
