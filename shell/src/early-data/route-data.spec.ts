import { earlyRequestsFor } from './route-data.js';

const grantId = '3f0c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('earlyRequestsFor', () => {
  it("gives a member route's first calls, with the member's own checks", () => {
    expect(earlyRequestsFor('/apply-grant')).toEqual([
      '/api/users/me',
      '/api/notifications/unread-count',
      '/api/available-grants',
      '/api/grant-applications?userOnly=true',
      '/api/grant-applications/drafts',
    ]);
    expect(earlyRequestsFor(`/apply-grant/${grantId}`)).toEqual([
      '/api/users/me',
      '/api/notifications/unread-count',
      `/api/grants/${grantId}`,
      '/api/grant-applications/drafts',
    ]);
  });

  it('encodes an id as the page does (an id cannot add a path segment)', () => {
    expect(earlyRequestsFor('/applications/a%2Fb')).toContain('/api/grant-applications/a%2Fb');
  });

  it('asks for an address with a malformed escape as typed, instead of breaking the first script', () => {
    expect(earlyRequestsFor('/applications/%E0%A4%A')).toContain(
      '/api/grant-applications/%25E0%25A4%25A',
    );
  });

  it('asks nothing for a public page or an unknown address', () => {
    expect(earlyRequestsFor('/')).toEqual([]);
    expect(earlyRequestsFor('/login')).toEqual([]);
    expect(earlyRequestsFor('/no/such/page')).toEqual([]);
  });

  it('asks only who is signed in and the bell for a signed-in page without its own list', () => {
    expect(earlyRequestsFor('/notifications')).toEqual([
      '/api/users/me',
      '/api/notifications/unread-count',
    ]);
  });
});
