import { matchPortalRoute } from '@portal/contract';
import {
  hydratableRoute,
  memberDrawnRoutes,
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

  it("for a member, are mf-member's pages any member may open (the frame is drawn for a member)", () => {
    expect(memberDrawnRoutes).toEqual(['/user-dashboard', '/apply-grant', '/apply-grant/:id']);
    for (const path of memberDrawnRoutes) {
      const route = matchPortalRoute(path);
      expect([route?.owner, route?.access]).toEqual(['mf-member', { signedIn: true }]);
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
