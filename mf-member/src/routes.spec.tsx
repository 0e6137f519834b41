import { routesOwnedBy } from '@portal/contract';
import pages from './routes.js';

// Placeholders for screens not built yet are web-kit's remotePages (tested there).
describe('mf-member ./routes', () => {
  it('has a page for exactly the routes the contract gives to mf-member', () => {
    expect(Object.keys(pages).sort()).toEqual(
      routesOwnedBy('mf-member')
        .map((route) => route.path)
        .sort(),
    );
  });
});
