import { jest } from '@jest/globals';
import { endpoint } from '@portal/contract/http';
import { z } from 'zod';
import { createMemoryStorage, createSessionStore } from '../session/session-store.js';
import { fakeResponse } from '../test/fake-response.js';
import { createApiClient, type FetchLike } from './api-client.js';
import { ApiRequestError } from './api-request-error.js';
import { callEndpoint } from './call-endpoint.js';

const renameNote = endpoint({
  method: 'PUT',
  path: '/api/notes/:id',
  request: z.object({ title: z.string() }),
  response: z.object({ _id: z.string(), title: z.string() }),
});

function clientAnswering(status: number, body: unknown) {
  const fetch = jest.fn<FetchLike>(() => Promise.resolve(fakeResponse(status, body)));
  const session = createSessionStore({ storage: createMemoryStorage() });
  return { fetch, client: createApiClient({ session, fetch, onUnauthorized: () => undefined }) };
}

describe('callEndpoint', () => {
  it('fills the path with encoded parameters, sends the body and answers the checked value', async () => {
    const { fetch, client } = clientAnswering(200, { _id: 'a/b', title: 'New' });
    const answer = await callEndpoint(
      renameNote,
      { params: { id: 'a/b' }, body: { title: 'New' } },
      client,
    );
    expect(answer).toEqual({ _id: 'a/b', title: 'New' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/notes/a%2Fb');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ title: 'New' });
  });

  it('refuses an answer of the wrong shape, without a server message (the screen shows its fallback)', async () => {
    const { client } = clientAnswering(200, { _id: 'n1' });
    const failure = callEndpoint(
      renameNote,
      { params: { id: 'n1' }, body: { title: 'x' } },
      client,
    );
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ serverMessage: undefined });
  });

  it("passes on the portal's refusal with its code and sentence", async () => {
    const { client } = clientAnswering(404, {
      statusCode: 404,
      message: 'Grant not found',
      error: 'Not Found',
      code: 'grant.not_found',
    });
    await expect(
      callEndpoint(renameNote, { params: { id: 'n1' }, body: { title: 'x' } }, client),
    ).rejects.toMatchObject({
      status: 404,
      code: 'grant.not_found',
      serverMessage: 'Grant not found',
    });
  });
});
