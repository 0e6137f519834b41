import { matchPortalRoute, pageChunkName } from './routes.js';

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
