import { loginPath, loginPathReturningTo } from '../navigation/return-path.js';
import type { SessionStore } from '../session/session-store.js';
import { ApiRequestError, parseApiError } from './api-request-error.js';
import { openFileTab, type FileTab } from './open-blob.js';
import { saveBlobAsFile } from './save-blob.js';
import { sendWithXhr, type UploadProgress, type XhrLike } from './xhr-transport.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The part of a fetch Response the client reads (a real Response fits). */
export interface ResponseLike {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
  blob(): Promise<Blob>;
}
export type FetchLike = (url: string, init: RequestInit) => Promise<ResponseLike>;

/**
 * Answers to GET calls sent before the app started (web-kit's `startEarlyAnswers`, run by the
 * shell's first script): `take` hands out the answer for `path` asked with `token`, once, or
 * undefined (then the client sends the call itself).
 */
export interface EarlyAnswerSource {
  take: (path: string, token: string | null) => Promise<ResponseLike> | undefined;
}

export interface RequestOptions {
  /** Cancels the call. There is no timeout by default (spec §9): slow connections must finish. */
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
}

export interface UploadOptions extends RequestOptions {
  /** Told the bytes of the request sent so far, as they go. */
  onProgress?: (progress: UploadProgress) => void;
}

/** The name of the file part of an upload (spec §7: "multipart: file, applicationId, …"). */
export const uploadFilePart = 'file';

// Function-valued properties (not methods) so that `const { get } = api` works unbound.
export interface ApiClient {
  /** JSON in, JSON out; resolves with the parsed body (undefined when empty), rejects with ApiRequestError. */
  request: <T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ) => Promise<T>;
  get: <T>(path: string, options?: RequestOptions) => Promise<T>;
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /**
   * Fetches `path` as a file and has the browser save it as `filename` (spec §7, last line).
   * Resolves true when the file was handed to the browser, false otherwise; never rejects.
   */
  downloadFile: (path: string, filename: string, options?: RequestOptions) => Promise<boolean>;
  /**
   * Fetches `path` as a file of `mediaType` and shows it in a new tab (a PDF or an image). Call
   * it from the press itself: the tab is opened at once, before the file arrives. Resolves true
   * when the file was shown, false otherwise (the tab is closed); never rejects.
   */
  openFile: (path: string, mediaType: string, options?: RequestOptions) => Promise<boolean>;
  /**
   * POSTs `fields` and then `file` (as the part `file`) as multipart/form-data, reporting the
   * bytes sent through `onProgress`. The fields go first: the files service stores the file as it
   * arrives and must know whose it is before. Answers like `request` (JSON, ApiRequestError, 401).
   */
  upload: <T>(
    path: string,
    fields: Readonly<Record<string, string>>,
    file: File,
    options?: UploadOptions,
  ) => Promise<T>;
  /**
   * From now on, a plain GET (`request`/`get`, no extra headers) first takes its answer from
   * `source`, when it holds one for that path and the session's token.
   */
  answerEarly: (source: EarlyAnswerSource) => void;
}

export interface ApiClientOptions {
  session: SessionStore;
  /** Prepended to every path; '' (the default) calls the page's own origin, i.e. the gateway. */
  baseUrl?: string;
  fetch?: FetchLike;
  /** Makes the XMLHttpRequest of an upload (fetch cannot report upload progress). */
  createXhr?: () => XhrLike;
  /** Runs after any 401 has cleared the session; the default loads /login (spec §8). */
  onUnauthorized?: () => void;
  /** Hands a downloaded file to the browser; the default clicks a temporary download link. */
  saveBlob?: (blob: Blob, filename: string) => void;
  /** Opens the tab a file is shown in; the default opens a browser tab. */
  openTab?: () => FileTab | null;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const onUnauthorized = options.onUnauthorized ?? goToLogin;
  const saveBlob = options.saveBlob ?? saveBlobAsFile;
  const openTab = options.openTab ?? openFileTab;
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  let early: EarlyAnswerSource | undefined;

  /** Sends with the session's token through `transmit` (fetch unless told), and handles a 401. */
  async function send(
    method: HttpMethod,
    path: string,
    headers: Record<string, string>,
    body: BodyInit | undefined,
    requestOptions: RequestOptions | undefined,
    transmit: FetchLike = fetchImpl,
  ): Promise<ResponseLike> {
    const token = session.getState().token;
    if (token) headers['Authorization'] = `Bearer ${token}`;
    let response: ResponseLike;
    try {
      response = await transmit(`${baseUrl}${path}`, {
        method,
        headers: { ...headers, ...requestOptions?.headers },
        body,
        signal: requestOptions?.signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiRequestError(0, undefined, { cause: error });
    }
    if (response.status === 401) {
      session.signOut();
      onUnauthorized();
    }
    return response;
  }

  /**
   * How a call goes out: through fetch, unless it is a plain GET whose answer was asked for
   * early (then that answer, read as any other).
   */
  function transmitterFor(
    method: HttpMethod,
    path: string,
    body: unknown,
    requestOptions: RequestOptions | undefined,
  ): FetchLike {
    if (!early || method !== 'GET' || body !== undefined || requestOptions?.headers)
      return fetchImpl;
    const answer = early.take(`${baseUrl}${path}`, session.getState().token);
    return answer ? () => untilAborted(answer, requestOptions?.signal) : fetchImpl;
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    requestOptions?: RequestOptions,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let payload: BodyInit | undefined;
    if (isFormData(body)) {
      payload = body; // the browser writes the multipart boundary into Content-Type
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['Content-Type'] = 'application/json';
    }
    const transmit = transmitterFor(method, path, body, requestOptions);
    const response = await send(method, path, headers, payload, requestOptions, transmit);
    return readAnswer<T>(response);
  }

  async function upload<T>(
    path: string,
    fields: Readonly<Record<string, string>>,
    file: File,
    uploadOptions?: UploadOptions,
  ): Promise<T> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(uploadFilePart, file, file.name);
    const throughXhr: FetchLike = (url, init) =>
      sendWithXhr(createXhr, url, {
        method: 'POST',
        headers: init.headers as Record<string, string>,
        body: form,
        signal: init.signal ?? undefined,
        onProgress: uploadOptions?.onProgress,
      });
    const headers: Record<string, string> = { Accept: 'application/json' };
    const response = await send('POST', path, headers, form, uploadOptions, throughXhr);
    return readAnswer<T>(response);
  }

  async function downloadFile(
    path: string,
    filename: string,
    requestOptions?: RequestOptions,
  ): Promise<boolean> {
    const token = session.getState().token;
    // Blob downloads also carry the token as X-Auth-Token (spec §7).
    const headers: Record<string, string> = token ? { 'X-Auth-Token': token } : {};
    try {
      const response = await send('GET', path, headers, undefined, requestOptions);
      if (!response.ok) return false;
      saveBlob(await response.blob(), filename);
      return true;
    } catch {
      return false;
    }
  }

  function openFile(
    path: string,
    mediaType: string,
    requestOptions?: RequestOptions,
  ): Promise<boolean> {
    const tab = openTab(); // now, within the press
    if (!tab) return Promise.resolve(false);
    return (async () => {
      const token = session.getState().token;
      const headers: Record<string, string> = token ? { 'X-Auth-Token': token } : {};
      try {
        const response = await send('GET', path, headers, undefined, requestOptions);
        if (!response.ok) throw new Error(`answered ${response.status}`);
        // The type is the one the portal recorded, whatever the answer says: the tab shows a
        // PDF or an image, never a page.
        tab.show(new Blob([await response.blob()], { type: mediaType }));
        return true;
      } catch {
        tab.close();
        return false;
      }
    })();
  }

  return {
    request,
    get: (path, requestOptions) => request('GET', path, undefined, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, body, requestOptions),
    put: (path, body, requestOptions) => request('PUT', path, body, requestOptions),
    delete: (path, requestOptions) => request('DELETE', path, undefined, requestOptions),
    downloadFile,
    openFile,
    upload,
    answerEarly: (source) => {
      early = source;
    },
  };
}

/** `answer`, or an AbortError as soon as `signal` aborts (as fetch would). */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Loads the login page, remembering the page the visitor was on (an expired session in the
 * middle of work brings them back to it); not when already there (a failed login answers 401).
 */
function goToLogin(): void {
  const { pathname, search, hash } = window.location;
  if (pathname !== loginPath)
    window.location.assign(loginPathReturningTo(pathname + search + hash));
}

/** The answer's JSON (undefined when empty), or the ApiRequestError its status means. */
async function readAnswer<T>(response: ResponseLike): Promise<T> {
  const text = await readText(response);
  if (!response.ok)
    throw new ApiRequestError(response.status, parseApiError(response.status, text));
  return parseBody<T>(response, text);
}

async function readText(response: ResponseLike): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (isAbort(error)) throw error;
    // The connection dropped while the body was arriving.
    throw new ApiRequestError(0, undefined, { cause: error });
  }
}

function parseBody<T>(response: ResponseLike, text: string): T {
  if (text === '') return undefined as T;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('json')) return text as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ApiRequestError(response.status, undefined, {
      cause: error,
      message: 'The portal sent an answer that could not be read.',
    });
  }
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
