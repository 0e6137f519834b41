import { NotificationsUnderTest } from './notifications-under-test.js';

/**
 * Paging cursors, limits and preferences as no screen sends them: bad numbers, a cursor past
 * what a bigint holds, text PostgreSQL cannot store. Each is a 400 naming the parameter, never
 * a 500 (decisions §2); a cursor at the edge of what it may be still pages.
 */
describe('notifications: hostile queries and bodies', () => {
  const notifications = new NotificationsUnderTest();

  beforeAll(() => notifications.start());
  afterAll(() => notifications.destroy());

  it.each([
    ['?before=%00', 'before', 'request.text_unstorable'],
    ['?before=1%00', 'before', 'request.text_unstorable'],
    ['?before=99999999999999999999', 'before', 'request.invalid'],
    ['?before=-1', 'before', 'request.invalid'],
    ['?before=1e3', 'before', 'request.invalid'],
    ['?limit=1e308', 'limit', 'request.invalid'],
    ['?limit=NaN', 'limit', 'request.invalid'],
    ['?limit=9007199254740993', 'limit', 'request.invalid'],
    ['?limit=%ed%a0%80', 'limit', 'request.invalid'],
    ['?limit=1&limit=2', 'limit', 'request.invalid'],
  ])('answers GET /api/notifications%s with 400 naming %s', async (query, field, code) => {
    const answer = await notifications.call('GET', `/api/notifications${query}`, {
      as: notifications.member,
    });
    expect({ status: answer.status, code: answer.body.code, errors: answer.body.errors }).toEqual({
      status: 400,
      code,
      errors: expect.arrayContaining([expect.objectContaining({ field })]),
    });
  });

  it('pages from the largest cursor a page may answer (18 digits)', async () => {
    const answer = await notifications.call('GET', '/api/notifications?before=999999999999999999', {
      as: notifications.member,
    });
    expect(answer).toEqual({ status: 200, body: { items: [], nextCursor: null } });
  });

  it("answers the admins' list with ?state=%00 by 400 naming state", async () => {
    const answer = await notifications.call('GET', '/api/admin/notifications?state=failed%00', {
      as: notifications.admin,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'request.text_unstorable', errors: [{ field: 'state' }] },
    });
  });

  it('refuses preferences with a key holding NUL, and keeps the ones saved', async () => {
    const before = await notifications.call('GET', '/api/notifications/preferences', {
      as: notifications.member,
    });
    const answer = await notifications.call('PUT', '/api/notifications/preferences', {
      rawBody: JSON.stringify({ email: { ...before.body.email, 'received\u0000': false } }),
      as: notifications.member,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'request.text_unstorable', errors: [{ field: 'email.received\\u0000' }] },
    });
    const after = await notifications.call('GET', '/api/notifications/preferences', {
      as: notifications.member,
    });
    expect(after.body).toEqual(before.body);
  });
});
