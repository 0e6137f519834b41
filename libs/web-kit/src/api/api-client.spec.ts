import { jest } from '@jest/globals';
import {
  createMemoryStorage,
  createSessionStore,
  type SessionStore,
} from '../session/session-store.js';
import { fakeResponse } from '../test/fake-response.js';
import { createApiClient, type FetchLike } from './api-client.js';
import { ApiRequestError, errorMessage, unreachableMessage } from './api-request-error.js';
import { testMember as member } from '../testing/test-users.js';
import { FakeXhr, type FakeUploadAnswer, type SentUpload } from '../testing/fake-xhr.js';
import type { UploadProgress } from './xhr-transport.js';

function setup(answer: Awaited<ReturnType<FetchLike>> | Error = fakeResponse(200, {})) {
  const storage = createMemoryStorage();
  storage.setItem('unrelated', 'kept');
  const session: SessionStore = createSessionStore({ storage });
  session.signIn({ token: 'tok-123', encryptionKey: 'key-456', user: member });
  const fetch = jest.fn<FetchLike>(() =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
  );
  const onUnauthorized = jest.fn<() => void>();
  const saveBlob = jest.fn<(blob: Blob, filename: string) => void>();
  const sut = createApiClient({ session, fetch, onUnauthorized, saveBlob });
  return { sut, fetch, session, storage, onUnauthorized, saveBlob };
}

function sentRequest(fetch: jest.Mock<FetchLike>, call = 0) {
  const [url, init] = fetch.mock.calls[call];
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('createApiClient', () => {
  it('calls the same origin with the bearer token and reads the JSON answer', async () => {
    const { sut, fetch } = setup(fakeResponse(200, [{ _id: 'g-1' }]));

    const grants = await sut.get<{ _id: string }[]>('/api/grants');

    expect(grants).toEqual([{ _id: 'g-1' }]);
    const { url, init, headers } = sentRequest(fetch);
    expect(url).toBe('/api/grants');
    expect(init.method).toBe('GET');
    expect(headers['Authorization']).toBe('Bearer tok-123');
    expect(init.body).toBeUndefined();
  });

  it('sends bodies as JSON', async () => {
    const { sut, fetch } = setup(fakeResponse(201, { _id: 'a-1' }));

    await sut.post('/api/grant-applications', { grantId: 'g-1', answers: { '0-0': 'yes' } });

    const { init, headers } = sentRequest(fetch);
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ grantId: 'g-1', answers: { '0-0': 'yes' } });
  });

  it('sends FormData untouched so the browser sets the multipart boundary', async () => {
    const { sut, fetch } = setup(fakeResponse(201, {}));
    const form = new FormData();
    form.append('questionKey', '0-1');

    await sut.post('/api/files/upload', form);

    const { init, headers } = sentRequest(fetch);
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('resolves undefined for an empty answer', async () => {
    const { sut } = setup(fakeResponse(204, ''));

    await expect(sut.delete('/api/grants/g-1')).resolves.toBeUndefined();
  });

  it('sets no timeout of its own (spec §9)', async () => {
    const { sut, fetch } = setup();

    await sut.get('/api/grants');

    expect(sentRequest(fetch).init.signal).toBeUndefined();
  });

  it('passes a caller signal through and lets its abort through unchanged', async () => {
    const aborted = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    const { sut, fetch, session } = setup(aborted);
    const controller = new AbortController();

    await expect(sut.get('/api/grants', { signal: controller.signal })).rejects.toBe(aborted);

    expect(sentRequest(fetch).init.signal).toBe(controller.signal);
    expect(session.getState().status).toBe('signed-in');
  });

  it("rejects with the status and the server's message", async () => {
    const { sut } = setup(
      fakeResponse(409, {
        statusCode: 409,
        message: 'This email is already registered.',
        error: 'Conflict',
      }),
    );

    const error = await sut.post('/api/users/register', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 409,
      serverMessage: 'This email is already registered.',
    });
    expect(errorMessage(error, 'Registration failed')).toBe('This email is already registered.');
  });

  it('falls back to the screen message when the answer carries none', async () => {
    const { sut } = setup(fakeResponse(502, '<html>Bad gateway</html>'));

    const error = await sut.get('/api/grants').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, serverMessage: undefined });
    expect(errorMessage(error, 'Error fetching grants')).toBe('Error fetching grants');
  });

  it('reports an unreachable portal as status 0 with a message a person can act on', async () => {
    const { sut, session } = setup(new TypeError('Failed to fetch'));

    const error = await sut.get('/api/grants').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, isNetworkError: true, message: unreachableMessage });
    expect(errorMessage(error, 'Error fetching grants')).toBe('Error fetching grants');
    expect(session.getState().status).toBe('signed-in');
  });

  it('on any 401 clears token, key and user, then sends the user to the login page', async () => {
    const { sut, session, storage, onUnauthorized } = setup(
      fakeResponse(401, {
        statusCode: 401,
        message: 'Your session has expired.',
        error: 'Unauthorized',
      }),
    );

    const error = await sut.get('/api/users/me').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, serverMessage: 'Your session has expired.' });
    expect(session.getState()).toMatchObject({ status: 'signed-out', token: null, user: null });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('encryptionKey')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('unrelated')).toBe('kept');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone on a 403', async () => {
    const { sut, session, onUnauthorized } = setup(
      fakeResponse(403, { statusCode: 403, message: 'Not allowed.', error: 'Forbidden' }),
    );

    await expect(sut.get('/api/users')).rejects.toMatchObject({ status: 403 });

    expect(session.getState().status).toBe('signed-in');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  describe('openFile', () => {
    function withTab(answer: Awaited<ReturnType<FetchLike>> | Error) {
      const { fetch, session } = setup(answer);
      const shown: Blob[] = [];
      const tab = { show: jest.fn((blob: Blob) => void shown.push(blob)), close: jest.fn() };
      const openTab = jest.fn(() => tab);
      const client = createApiClient({ session, fetch, openTab, onUnauthorized: () => undefined });
      return { client, fetch, tab, openTab, shown };
    }

    it('opens the tab within the press, then shows the file in it as the type the portal recorded', async () => {
      const { client, fetch, tab, openTab, shown } = withTab(
        fakeResponse(200, '<script>alert(1)</script>', 'text/html'),
      );

      const opening = client.openFile('/api/files/f-1', 'application/pdf');
      // Before any answer: a tab opened later would be blocked as a pop-up.
      expect(openTab).toHaveBeenCalledTimes(1);
      await expect(opening).resolves.toBe(true);

      expect(sentRequest(fetch).headers['X-Auth-Token']).toBe('tok-123');
      expect(tab.show).toHaveBeenCalledTimes(1);
      expect(shown[0]?.type).toBe('application/pdf');
      expect(tab.close).not.toHaveBeenCalled();
    });

    it('closes the tab and resolves false when the file cannot be had', async () => {
      const { client, tab } = withTab(fakeResponse(404, { statusCode: 404, message: 'No.' }));

      await expect(client.openFile('/api/files/f-9', 'image/png')).resolves.toBe(false);
      expect(tab.show).not.toHaveBeenCalled();
      expect(tab.close).toHaveBeenCalledTimes(1);
    });
  });

  describe('downloadFile', () => {
    it('sends the token as bearer and as X-Auth-Token, saves under the given name and resolves true', async () => {
      const { sut, fetch, saveBlob } = setup(fakeResponse(200, 'PDF bytes', 'application/pdf'));

      await expect(sut.downloadFile('/api/files/f-1', 'transcript.pdf')).resolves.toBe(true);

      const { headers } = sentRequest(fetch);
      expect(headers['Authorization']).toBe('Bearer tok-123');
      expect(headers['X-Auth-Token']).toBe('tok-123');
      expect(saveBlob).toHaveBeenCalledTimes(1);
      const [blob, filename] = saveBlob.mock.calls[0];
      expect(filename).toBe('transcript.pdf');
      expect(blob).toMatchObject({ size: 'PDF bytes'.length, type: 'application/pdf' });
    });

    it('resolves false without saving when the file is missing', async () => {
      const { sut, saveBlob } = setup(
        fakeResponse(404, { statusCode: 404, message: 'No such file.', error: 'Not Found' }),
      );

      await expect(sut.downloadFile('/api/files/f-9', 'x.pdf')).resolves.toBe(false);
      expect(saveBlob).not.toHaveBeenCalled();
    });

    it('resolves false when the portal cannot be reached', async () => {
      const { sut } = setup(new TypeError('Failed to fetch'));

      await expect(sut.downloadFile('/api/files/f-1', 'x.pdf')).resolves.toBe(false);
    });

    it('signs out on a 401 like every other call', async () => {
      const { sut, session, onUnauthorized } = setup(fakeResponse(401, ''));

      await expect(sut.downloadFile('/api/files/f-1', 'x.pdf')).resolves.toBe(false);
      expect(session.getState().status).toBe('signed-out');
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });
  });

  describe('upload', () => {
    function uploadSetup(answerOf?: (upload: SentUpload) => FakeUploadAnswer) {
      const base = setup();
      const uploads: SentUpload[] = [];
      const sut = createApiClient({
        session: base.session,
        fetch: base.fetch,
        onUnauthorized: base.onUnauthorized,
        createXhr: () => new FakeXhr(answerOf, uploads),
      });
      const file = new File(['%PDF-1.7 transcript'], 'Transcript 2026.pdf', {
        type: 'application/pdf',
      });
      const send = (options?: Parameters<typeof sut.upload>[3]) =>
        sut.upload<{ _id: string }>(
          '/api/files/upload',
          { applicationId: 'a-1', questionKey: '1-2' },
          file,
          options,
        );
      return { ...base, sut, uploads, file, send };
    }
    const failed = (status: number, message?: string, code?: string): FakeUploadAnswer => ({
      status,
      body: message ? { statusCode: status, message, error: 'Error', code } : undefined,
    });

    it('sends the fields first and the file last, with the bearer token, and reads the JSON answer', async () => {
      const { send, uploads, file, fetch } = uploadSetup(() => ({
        status: 201,
        body: { _id: 'f-1' },
      }));

      await expect(send()).resolves.toEqual({ _id: 'f-1' });

      const [sent] = uploads;
      expect(sent?.method).toBe('POST');
      expect(sent?.url).toBe('/api/files/upload');
      expect(sent?.headers['Authorization']).toBe('Bearer tok-123');
      expect(sent?.headers['Content-Type']).toBeUndefined();
      expect(sent?.partNames).toEqual(['applicationId', 'questionKey', 'file']);
      expect(sent?.body.get('applicationId')).toBe('a-1');
      expect(sent?.body.get('questionKey')).toBe('1-2');
      expect(sent?.file?.name).toBe('Transcript 2026.pdf');
      expect(sent?.file?.size).toBe(file.size);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('reports the bytes sent', async () => {
      const { send, uploads } = uploadSetup();
      const seen: UploadProgress[] = [];

      const settled = send({ onProgress: (progress) => seen.push(progress) });
      uploads[0]?.progress(10, 20);
      uploads[0]?.answer({ status: 200, body: { _id: 'f-1' } });
      await settled;

      expect(seen).toEqual([{ sent: 10, total: 20 }]);
    });

    it('rejects a refused type with the status, code and the spec sentence (415)', async () => {
      const sentence =
        'Invalid file type. Only PDF, DOC, DOCX, XLS, XLSX, JPG, and PNG files are allowed.';
      const { send } = uploadSetup(() => failed(415, sentence, 'file.type'));

      const error = await send().catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiRequestError);
      expect(error).toMatchObject({ status: 415, code: 'file.type', serverMessage: sentence });
    });

    it('rejects a file too large with the portal message (413), or none from a bare proxy page', async () => {
      const withMessage = uploadSetup(() =>
        failed(
          413,
          'The file is too large. The largest file accepted is 25 MB.',
          'request.too_large',
        ),
      );
      await expect(withMessage.send()).rejects.toMatchObject({
        status: 413,
        serverMessage: 'The file is too large. The largest file accepted is 25 MB.',
      });

      const bare = uploadSetup(() => ({ status: 413, body: '<html>Too large</html>' }));
      await expect(bare.send()).rejects.toMatchObject({ status: 413, serverMessage: undefined });
    });

    it('on a 401 clears the session and calls onUnauthorized, like every other call', async () => {
      const { send, session, onUnauthorized } = uploadSetup(() =>
        failed(401, 'Your session has expired.'),
      );

      await expect(send()).rejects.toMatchObject({ status: 401 });

      expect(session.getState().status).toBe('signed-out');
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it('reports a dropped connection as status 0 (unreachable), the session kept', async () => {
      const { send, session } = uploadSetup(() => 'network-error');

      const error = await send().catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiRequestError);
      expect(error).toMatchObject({ status: 0, isNetworkError: true, message: unreachableMessage });
      expect(session.getState().status).toBe('signed-in');
    });

    it('cancels on abort and lets the AbortError through unchanged', async () => {
      const { send, uploads, onUnauthorized } = uploadSetup();
      const controller = new AbortController();

      const settled = send({ signal: controller.signal });
      controller.abort();

      await expect(settled).rejects.toMatchObject({ name: 'AbortError' });
      expect(uploads[0]?.aborted).toBe(true);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });
});
