import { jest } from '@jest/globals';
import { createApiClient, type FetchLike } from '../api/api-client.js';
import { createMemoryStorage, createSessionStore } from '../session/session-store.js';
import { fakeResponse } from '../test/fake-response.js';
import { testMember as member } from '../testing/test-users.js';
import { startEarlyAnswers } from './early-answers.js';

function earlyFetch(answers: Record<string, unknown> = {}) {
  return jest.fn<FetchLike>((url) =>
    Promise.resolve(fakeResponse(200, answers[url] ?? { from: 'early', url })),
  );
}

/** The portal's client with `early` as its early answers, and the fetch it would send with. */
function clientWith(early: ReturnType<typeof startEarlyAnswers>, token = 'tok-1') {
  const session = createSessionStore({ storage: createMemoryStorage() });
  session.signIn({ token, encryptionKey: 'key', user: member });
  const fetch = jest.fn<FetchLike>(() => Promise.resolve(fakeResponse(200, { from: 'network' })));
  const client = createApiClient({ session, fetch, onUnauthorized: () => undefined });
  client.answerEarly(early);
  return { client, fetch, session };
}

describe('startEarlyAnswers', () => {
  it('sends each path once, as the client would: GET, JSON, the stored token', () => {
    const fetch = earlyFetch();
    startEarlyAnswers({
      paths: ['/api/users/me', '/api/available-grants', '/api/users/me'],
      token: 'tok-1',
      stillWanted: () => true,
      fetch,
    });
    expect(fetch.mock.calls).toEqual([
      [
        '/api/users/me',
        { method: 'GET', headers: { Accept: 'application/json', Authorization: 'Bearer tok-1' } },
      ],
      [
        '/api/available-grants',
        { method: 'GET', headers: { Accept: 'application/json', Authorization: 'Bearer tok-1' } },
      ],
    ]);
  });

  it('sends nothing without a stored token', () => {
    const fetch = earlyFetch();
    const early = startEarlyAnswers({
      paths: ['/api/users/me'],
      token: null,
      stillWanted: () => true,
      fetch,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(early.take('/api/users/me', null)).toBeUndefined();
  });

  it("answers the page's first GET of that path from the early call, and the next from the network", async () => {
    const early = startEarlyAnswers({
      paths: ['/api/available-grants'],
      token: 'tok-1',
      stillWanted: () => true,
      fetch: earlyFetch(),
    });
    const { client, fetch } = clientWith(early);
    await expect(client.get('/api/available-grants')).resolves.toEqual({
      from: 'early',
      url: '/api/available-grants',
    });
    expect(fetch).not.toHaveBeenCalled();
    await expect(client.get('/api/available-grants')).resolves.toEqual({ from: 'network' });
    await expect(client.get('/api/grants')).resolves.toEqual({ from: 'network' });
  });

  it('reads an early refusal as any answer: a 401 signs out', async () => {
    const early = startEarlyAnswers({
      paths: ['/api/users/me'],
      token: 'tok-1',
      stillWanted: () => true,
      fetch: () => Promise.resolve(fakeResponse(401, { statusCode: 401, message: 'Unauthorized' })),
    });
    const { client, session } = clientWith(early);
    await expect(client.get('/api/users/me')).rejects.toMatchObject({ status: 401 });
    expect(session.getState().status).toBe('signed-out');
  });

  it('hands nothing out for another token, once the member has left the page, or for other calls', async () => {
    let onPage = true;
    const early = startEarlyAnswers({
      paths: ['/api/available-grants', '/api/users/me'],
      token: 'tok-1',
      stillWanted: () => onPage,
      fetch: earlyFetch(),
    });
    const other = clientWith(early, 'tok-2');
    await expect(other.client.get('/api/available-grants')).resolves.toEqual({ from: 'network' });

    onPage = false;
    const { client } = clientWith(early);
    await expect(client.get('/api/users/me')).resolves.toEqual({ from: 'network' });
    expect(early.take('/api/available-grants', 'tok-1')).toBeUndefined();
  });

  it('never answers a POST, or a GET with headers of its own, from an early call', async () => {
    const early = startEarlyAnswers({
      paths: ['/api/notes'],
      token: 'tok-1',
      stillWanted: () => true,
      fetch: earlyFetch(),
    });
    const { client, fetch } = clientWith(early);
    await expect(client.post('/api/notes', { title: 'x' })).resolves.toEqual({ from: 'network' });
    await expect(client.get('/api/notes', { headers: { 'X-Other': '1' } })).resolves.toEqual({
      from: 'network',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up on an early answer when the caller aborts, as fetch would', async () => {
    const early = startEarlyAnswers({
      paths: ['/api/available-grants'],
      token: 'tok-1',
      stillWanted: () => true,
      fetch: () => new Promise(() => undefined),
    });
    const { client } = clientWith(early);
    const controller = new AbortController();
    const answer = client.get('/api/available-grants', { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
