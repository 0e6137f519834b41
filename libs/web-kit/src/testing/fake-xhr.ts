import type { ProgressEventLike, XhrLike } from '../api/xhr-transport.js';
import type { FakeAnswer } from './fake-fetch.js';

/** How a fake upload ends on its own: an answer, a dropped connection, or not at all. */
export type FakeUploadAnswer = FakeAnswer | 'network-error' | 'never';

/** One upload a page sent, as the test sees it and drives it. */
export interface SentUpload {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: FormData;
  /** The names of the multipart parts, in the order they are sent. */
  readonly partNames: string[];
  /** The file part's file, if any. */
  readonly file: File | undefined;
  /** True once the page cancelled it. */
  readonly aborted: boolean;
  /** True once it has an answer, failed or was cancelled. */
  readonly settled: boolean;
  /** Reports `sent` bytes of `total` sent (`total` null: the browser cannot tell). */
  progress(sent: number, total?: number | null): void;
  answer(reply: FakeAnswer): void;
  failConnection(): void;
}

/**
 * An XMLHttpRequest for tests: records what is sent, and answers when told to (`answer`,
 * `failConnection`, `progress`), or at once (in a microtask) with what `answerOf` returns.
 */
export class FakeXhr implements XhrLike {
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ((event: ProgressEventLike) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  private method = '';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private contentType: string | null = null;
  private state: 'new' | 'sent' | 'settled' = 'new';
  private wasAborted = false;

  constructor(
    private readonly answerOf: (upload: SentUpload) => FakeUploadAnswer = () => 'never',
    private readonly sent: SentUpload[] = [],
  ) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }

  send(body: FormData): void {
    this.state = 'sent';
    const isAborted = () => this.wasAborted;
    const isSettled = () => this.state === 'settled';
    const upload: SentUpload = {
      method: this.method,
      url: this.url,
      headers: { ...this.headers },
      body,
      partNames: [...body.keys()],
      file: [...body.values()].find((value): value is File => value instanceof File),
      get aborted() {
        return isAborted();
      },
      get settled() {
        return isSettled();
      },
      progress: (sent, total = null) =>
        this.whileSent(() =>
          this.upload.onprogress?.({
            loaded: sent,
            total: total ?? 0,
            lengthComputable: total !== null,
          }),
        ),
      answer: (reply) => this.whileSent(() => this.settleWith(reply)),
      failConnection: () =>
        this.whileSent(() => {
          this.state = 'settled';
          this.onerror?.();
        }),
    };
    this.sent.push(upload);
    const reply = this.answerOf(upload);
    if (reply === 'never') return;
    queueMicrotask(() =>
      reply === 'network-error' ? upload.failConnection() : upload.answer(reply),
    );
  }

  abort(): void {
    if (this.state !== 'sent') return;
    this.wasAborted = true;
    this.state = 'settled';
    this.onabort?.();
  }

  private whileSent(act: () => void) {
    if (this.state === 'sent') act();
  }

  private settleWith(reply: FakeAnswer) {
    this.state = 'settled';
    this.status = reply.status;
    const isText = typeof reply.body === 'string';
    this.responseText =
      reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body);
    this.contentType = reply.body === undefined ? null : isText ? 'text/html' : 'application/json';
    this.onload?.();
  }
}

const originalXhr = globalThis.XMLHttpRequest;

/**
 * Replaces the browser's XMLHttpRequest (the API client's uploads use it) with FakeXhr, each
 * upload answered by `answerOf` ('never' by default: the test drives it). Returns the uploads
 * sent, in order. Restore with `restoreXhr()`.
 */
export function fakeXhr(answerOf?: (upload: SentUpload) => FakeUploadAnswer): SentUpload[] {
  const uploads: SentUpload[] = [];
  class InstalledFakeXhr extends FakeXhr {
    constructor() {
      super(answerOf, uploads);
    }
  }
  Object.assign(globalThis, { XMLHttpRequest: InstalledFakeXhr });
  return uploads;
}

export function restoreXhr(): void {
  Object.assign(globalThis, { XMLHttpRequest: originalXhr });
}
