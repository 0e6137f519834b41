import { jest } from '@jest/globals';
import { endpoint, type CallsOf } from '@portal/contract/http';
import { z } from 'zod';
import { createMemoryStorage, createSessionStore } from '../session/session-store.js';
import { fakeResponse } from '../test/fake-response.js';
import { createApiClient, type FetchLike } from './api-client.js';
import { ApiRequestError } from './api-request-error.js';
import { callEndpoint } from './call-endpoint.js';

// The server's side: the schemas. The screens' side: the same calls, zod-free, held to them.
const noteEndpoints = {
  rename: endpoint({
    method: 'PUT',
    path: '/api/notes/:id',
    request: z.object({ title: z.string() }),
    response: z.object({ _id: z.string(), title: z.string() }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/notes',
    response: z.array(z.object({ _id: z.string() })),
  }),
};
const noteCalls: CallsOf<typeof noteEndpoints> = {
  rename: { method: 'PUT', path: '/api/notes/:id', answer: 'object' },
  list: { method: 'GET', path: '/api/notes', answer: 'list' },
};
const { rename: renameNote, list: listNotes } = noteCalls;

function clientAnswering(status: number, body: unknown) {
  const fetch = jest.fn<FetchLike>(() => Promise.resolve(fakeResponse(status, body)));
  const session = createSessionStore({ storage: createMemoryStorage() });
  return { fetch, client: createApiClient({ session, fetch, onUnauthorized: () => undefined }) };
}

describe('callEndpoint', () => {
  it('calls what the endpoint serves (method and path of the same call)', () => {
    for (const name of ['rename', 'list'] as const) {
      expect([noteCalls[name].method, noteCalls[name].path]).toEqual([
        noteEndpoints[name].method,
        noteEndpoints[name].path,
      ]);
    }
  });

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

  it('answers what the portal sent, typed by the endpoint (the services are held to the schema)', async () => {
    const { client } = clientAnswering(200, [{ _id: 'n1' }, { _id: 'n2' }]);
    const notes = await callEndpoint(listNotes, {}, client);
    expect(notes.map((note) => note._id)).toEqual(['n1', 'n2']);
  });

  it.each([
    ['a list for an object', renameNote, [{ _id: 'n1' }]],
    ['an HTML page (a proxy or captive portal) for an object', renameNote, '<html>Sign in</html>'],
    ['nothing for a list', listNotes, undefined],
    ['an object for a list', listNotes, { _id: 'n1' }],
  ])(
    'refuses %s, without a server message (the screen shows its fallback)',
    async (_case, called, body) => {
      const { client } = clientAnswering(200, body);
      const failure = callEndpoint(
        called as typeof renameNote,
        { params: { id: 'n1' }, body: { title: 'x' } },
        client,
      );
      await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
      await expect(failure).rejects.toMatchObject({
        serverMessage: undefined,
        message: expect.stringContaining('was not what this page expects') as unknown,
      });
    },
  );

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
