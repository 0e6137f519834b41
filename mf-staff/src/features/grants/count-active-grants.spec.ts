import { countActiveGrants } from './count-active-grants.js';

describe('countActiveGrants', () => {
  it('counts published grants, whatever the case of the stored status (spec §4)', () => {
    const grants = [
      'published',
      'PUBLISHED',
      'Published',
      ' published ',
      'draft',
      'closed',
      undefined,
    ];

    expect(countActiveGrants(grants.map((status) => ({ status })))).toBe(4);
  });

  it('counts nothing in an empty list', () => {
    expect(countActiveGrants([])).toBe(0);
  });
});
