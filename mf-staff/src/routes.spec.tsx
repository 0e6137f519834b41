import { routesOwnedBy } from '@portal/contract';
import pages from './routes.js';

// Placeholders for screens not built yet are web-kit's remotePages (tested there).
describe('mf-staff ./routes', () => {
  it('has a page for exactly the routes the contract gives to mf-staff', () => {
    expect(Object.keys(pages).sort()).toEqual(
      routesOwnedBy('mf-staff')
        .map((route) => route.path)
        .sort(),
    );
  });
});
