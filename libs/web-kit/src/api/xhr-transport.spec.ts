import { jest } from '@jest/globals';
import { FakeXhr, type FakeUploadAnswer, type SentUpload } from '../testing/fake-xhr.js';
import { sendWithXhr, type UploadProgress } from './xhr-transport.js';

function setup(answerOf?: (upload: SentUpload) => FakeUploadAnswer) {
  const uploads: SentUpload[] = [];
  const createXhr = jest.fn(() => new FakeXhr(answerOf, uploads));
  const onProgress = jest.fn<(progress: UploadProgress) => void>();
  const form = new FormData();
  form.append('applicationId', 'a-1');
  form.append('file', new File(['%PDF-1.7'], 'transcript.pdf'));
  const send = (signal?: AbortSignal) =>
    sendWithXhr(createXhr, '/api/files/upload', {
      method: 'POST',
      headers: { Authorization: 'Bearer tok-1', Accept: 'application/json' },
      body: form,
      signal,
      onProgress,
    });
  return { send, uploads, createXhr, onProgress, form };
}

describe('sendWithXhr', () => {
  it('sends the form with the headers and settles with the answer, whatever its status', async () => {
    const { send, uploads, form } = setup(() => ({ status: 201, body: { _id: 'f-1' } }));

    const response = await send();

    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { Authorization: 'Bearer tok-1', Accept: 'application/json' },
    });
    expect(uploads[0]?.body).toBe(form);
    expect(response.ok).toBe(true);
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(await response.text())).toEqual({ _id: 'f-1' });
  });

  it('settles (not rejects) with an error answer, for the client to read', async () => {
    const { send } = setup(() => ({ status: 415, body: { statusCode: 415, message: 'No.' } }));

    const response = await send();

    expect(response).toMatchObject({ ok: false, status: 415 });
  });

  it('reports the bytes sent as they go, and an unknown total as null', async () => {
    const { send, uploads, onProgress } = setup();

    const settled = send();
    uploads[0]?.progress(1024, 4096);
    uploads[0]?.progress(4096, 4096);
    uploads[0]?.progress(5000);
    uploads[0]?.answer({ status: 200, body: {} });
    await settled;

    expect(onProgress.mock.calls.map(([progress]) => progress)).toEqual([
      { sent: 1024, total: 4096 },
      { sent: 4096, total: 4096 },
      { sent: 5000, total: null },
    ]);
  });

  it('cancels the request when the signal aborts, rejecting with an AbortError', async () => {
    const { send, uploads } = setup();
    const controller = new AbortController();

    const settled = send(controller.signal);
    controller.abort();

    await expect(settled).rejects.toMatchObject({ name: 'AbortError' });
    expect(uploads[0]?.aborted).toBe(true);
  });

  it('sends nothing when the signal has already aborted', async () => {
    const { send, createXhr } = setup();
    const controller = new AbortController();
    controller.abort();

    await expect(send(controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(createXhr).not.toHaveBeenCalled();
  });

  it('rejects with a TypeError, as fetch does, when the connection fails', async () => {
    const { send } = setup(() => 'network-error');

    await expect(send()).rejects.toBeInstanceOf(TypeError);
  });

  it('stops listening to the signal once settled: a later abort does not touch the request', async () => {
    const abort = jest.spyOn(FakeXhr.prototype, 'abort');
    const { send } = setup(() => ({ status: 200, body: {} }));
    const controller = new AbortController();

    await send(controller.signal);
    controller.abort();

    expect(abort).not.toHaveBeenCalled();
    abort.mockRestore();
  });
});
