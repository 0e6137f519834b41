import type { ResponseLike } from './api-client.js';

/** Bytes of a request body sent so far. `total` is null when the browser cannot tell. */
export interface UploadProgress {
  sent: number;
  total: number | null;
}

/** What `upload.onprogress` is given (a real ProgressEvent fits). */
export interface ProgressEventLike {
  readonly loaded: number;
  readonly total: number;
  readonly lengthComputable: boolean;
}

// `never` parameters: a real XMLHttpRequest's handlers (which take their events) fit, and so
// does a test's fake (whose handlers take what it gives them).
type XhrHandler = ((event: never) => unknown) | null;

/** The part of an XMLHttpRequest an upload uses: a real one fits; tests pass a fake. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getResponseHeader(name: string): string | null;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: XhrHandler };
  onload: XhrHandler;
  onerror: XhrHandler;
  onabort: XhrHandler;
  ontimeout: XhrHandler;
}

export interface XhrRequest {
  method: 'POST' | 'PUT';
  headers: Readonly<Record<string, string>>;
  body: FormData;
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
}

/**
 * Sends a FormData with XMLHttpRequest, because fetch cannot tell how much of a request body has
 * been sent and a member on a slow line must see their file go. Settles like fetch does: with
 * the answer whatever its status, with an `AbortError` when `signal` aborts, and with a
 * TypeError when no answer arrives (the connection failed). No timeout (spec §9).
 */
export function sendWithXhr(
  createXhr: () => XhrLike,
  url: string,
  request: XhrRequest,
): Promise<ResponseLike> {
  const { signal, onProgress } = request;
  return new Promise<ResponseLike>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = createXhr();
    const stopListening = () => signal?.removeEventListener('abort', cancel);
    function cancel() {
      xhr.abort(); // fires onabort, which rejects
    }

    xhr.open(request.method, url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event: ProgressEventLike) =>
      onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : null });
    xhr.onload = () => {
      stopListening();
      resolve(answerOf(xhr));
    };
    xhr.onerror = () => {
      stopListening();
      reject(new TypeError('The upload failed: no answer arrived.'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      stopListening();
      reject(abortError());
    };
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(request.body);
  });
}

/** An answer read whole (XHR has it all by `load`), in the shape the client reads. */
function answerOf(xhr: XhrLike): ResponseLike {
  const text = xhr.responseText;
  const contentType = xhr.getResponseHeader('Content-Type') ?? '';
  return {
    ok: xhr.status >= 200 && xhr.status < 300,
    status: xhr.status,
    headers: { get: (name) => xhr.getResponseHeader(name) },
    text: () => Promise.resolve(text),
    blob: () => Promise.resolve(new Blob([text], { type: contentType })),
  };
}

/** What fetch rejects with when its signal aborts; the client lets it through unchanged. */
function abortError(): Error {
  return Object.assign(new Error('The upload was cancelled.'), { name: 'AbortError' });
}
