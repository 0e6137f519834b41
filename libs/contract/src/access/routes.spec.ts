import { matchPortalRoute, matchPortalRouteWithParams, pageChunkName } from './routes.js';

describe('matchPortalRoute', () => {
  it('finds the route of an address, parameters filled in', () => {
    expect(matchPortalRoute('/')?.path).toBe('/');
    expect(matchPortalRoute('/login')?.path).toBe('/login');
    expect(matchPortalRoute('/apply-grant')?.path).toBe('/apply-grant');
    expect(matchPortalRoute('/apply-grant/7f0c')?.path).toBe('/apply-grant/:id');
    expect(matchPortalRoute('/grants/12/edit')?.path).toBe('/grants/:id/edit');
    expect(matchPortalRoute('/login/')?.path).toBe('/login');
  });

  it('finds nothing for an address of no route', () => {
    expect(matchPortalRoute('/apply-grant/7f0c/extra')).toBeUndefined();
    expect(matchPortalRoute('/nowhere')).toBeUndefined();
  });
});

describe('pageChunkName', () => {
  it('names a route page chunk after the words of its path', () => {
    expect(pageChunkName('/login')).toBe('page-login');
    expect(pageChunkName('/apply-grant/:id')).toBe('page-apply-grant-id');
    expect(pageChunkName('/')).toBe('page');
  });
});

describe('matchPortalRouteWithParams', () => {
  it('gives the parameters decoded, as the router does', () => {
    expect(matchPortalRouteWithParams('/apply-grant/a%2Fb')).toEqual({
      route: expect.objectContaining({ path: '/apply-grant/:id' }),
      params: { id: 'a/b' },
    });
    expect(matchPortalRouteWithParams('/user-dashboard')?.params).toEqual({});
    expect(matchPortalRouteWithParams('/no/such/page')).toBeUndefined();
  });

  it('keeps a malformed escape as typed instead of throwing', () => {
    expect(matchPortalRouteWithParams('/apply-grant/%E0%A4%A')?.params).toEqual({
      id: '%E0%A4%A',
    });
  });
});
