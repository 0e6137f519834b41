import { jest } from '@jest/globals';
import { createApiClient, type FetchLike } from '../api/api-client.js';
import { fakeResponse } from '../test/fake-response.js';
import { restoreSession } from './restore-session.js';
import { createMemoryStorage, createSessionStore } from './session-store.js';
import { testMember as stored } from '../testing/test-users.js';

/** A page load that finds `token` stored, with `/api/users/me` answering `answer`. */
function pageLoadWithStoredToken(answer: Awaited<ReturnType<FetchLike>> | Error) {
  const storage = createMemoryStorage();
  createSessionStore({ storage }).signIn({ token: 'tok', encryptionKey: 'key', user: stored });
  const store = createSessionStore({ storage });
  const fetch = jest.fn<FetchLike>(() =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
  );
  const onUnauthorized = jest.fn<() => void>();
  const client = createApiClient({ session: store, fetch, onUnauthorized });
  return { store, storage, fetch, onUnauthorized, client };
}

describe('restoreSession', () => {
  it('checks the stored token with GET /api/users/me and keeps the fresh user', async () => {
    const { store, storage, fetch, client } = pageLoadWithStoredToken(
      fakeResponse(200, { ...stored, userType: 'staff', education: true }),
    );
    expect(store.getState().status).toBe('restoring');

    await restoreSession(store, client);

    expect(fetch.mock.calls[0]?.[0]).toBe('/api/users/me');
    expect(store.getState()).toMatchObject({
      status: 'signed-in',
      token: 'tok',
      user: { userType: 'staff', education: true },
    });
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toMatchObject({ userType: 'staff' });
  });

  it('clears token, key and user when the token is refused', async () => {
    const { store, storage, client, onUnauthorized } = pageLoadWithStoredToken(
      fakeResponse(401, { statusCode: 401, message: 'Expired', error: 'Unauthorized' }),
    );

    await restoreSession(store, client);

    expect(store.getState()).toMatchObject({ status: 'signed-out', token: null, user: null });
    expect(['token', 'encryptionKey', 'user'].map((key) => storage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('signs out when the answer is not a user (spec §4: on failure the token is removed)', async () => {
    const { store, client } = pageLoadWithStoredToken(fakeResponse(200, { hello: 'world' }));

    await restoreSession(store, client);

    expect(store.getState().status).toBe('signed-out');
  });

  it.each([
    ['the portal cannot be reached', new TypeError('Failed to fetch')],
    [
      'the portal fails on its side',
      fakeResponse(503, { statusCode: 503, message: 'Down', error: 'Service Unavailable' }),
    ],
  ])(
    'keeps the stored session when %s: a dropped connection must not sign a member out',
    async (_why, answer) => {
      const { store, client } = pageLoadWithStoredToken(answer);

      await restoreSession(store, client);

      expect(store.getState()).toMatchObject({
        status: 'signed-in',
        token: 'tok',
        user: { firstName: 'Mary' },
      });
    },
  );

  it('does nothing without a stored token', async () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    const fetch = jest.fn<FetchLike>();

    await restoreSession(store, createApiClient({ session: store, fetch }));

    expect(fetch).not.toHaveBeenCalled();
    expect(store.getState().status).toBe('signed-out');
  });
});
