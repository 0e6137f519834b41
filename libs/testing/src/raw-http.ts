import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawExchange {
  answer: RawAnswer | undefined;
  /** Body bytes written before the answer arrived (or the connection ended). */
  bodyBytesSent: number;
  /** The server closed the connection after answering. */
  closedByServer: boolean;
  elapsedMs: number;
}

/**
 * One request over a raw socket, as a client on a slow or hostile line sends it: `head` first,
 * then `chunk` every `intervalMs` until `bodyBytes` are sent, an answer arrives, or the
 * server closes. `chunked` frames the body as Transfer-Encoding: chunked.
 */
export function rawRequest(options: {
  port: number;
  localAddress?: string;
  head: string;
  bodyBytes?: number;
  chunk?: Buffer;
  intervalMs?: number;
  chunked?: boolean;
  /** Gives up (and reports no answer) after this long. */
  timeoutMs?: number;
}): Promise<RawExchange> {
  const chunk = options.chunk ?? Buffer.alloc(64 * 1024, 0x61);
  const total = options.bodyBytes ?? 0;
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect({
      port: options.port,
      host: '127.0.0.1',
      localAddress: options.localAddress,
    });
    let received = Buffer.alloc(0);
    let sent = 0;
    let answer: RawAnswer | undefined;
    let sending: NodeJS.Timeout | undefined;
    let waitingForClose: NodeJS.Timeout | undefined;
    let finished = false;
    const givingUp = setTimeout(() => finish(false), options.timeoutMs ?? 30_000);
    const finish = (closedByServer: boolean) => {
      if (finished) return;
      finished = true;
      clearTimeout(givingUp);
      clearTimeout(sending);
      clearTimeout(waitingForClose);
      socket.destroy();
      resolve({ answer, bodyBytesSent: sent, closedByServer, elapsedMs: Date.now() - started });
    };
    const sendNext = () => {
      if (answer || !socket.writable) return;
      if (sent >= total) {
        if (options.chunked) socket.write('0\r\n\r\n');
        return;
      }
      const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += piece.length;
      socket.write(options.chunked ? frame(piece) : piece);
      sending = setTimeout(sendNext, options.intervalMs ?? 0);
    };
    socket.on('connect', () => {
      socket.write(options.head);
      sendNext();
    });
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      if (answer) return;
      answer = parseAnswer(received);
      if (!answer) return;
      clearTimeout(sending);
      // Answered: does the server end the connection, or keep it for the next request?
      waitingForClose = setTimeout(() => finish(false), 300);
    });
    socket.on('error', () => undefined);
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
  });
}

function frame(piece: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`${piece.length.toString(16)}\r\n`),
    piece,
    Buffer.from('\r\n'),
  ]);
}

function parseAnswer(bytes: Buffer): RawAnswer | undefined {
  // An interim "100 Continue" is not the answer: skip it.
  const text = bytes
    .toString('latin1')
    .replace(/^HTTP\/1\.1 1\d\d [^\r]*\r\n(?:[^\r]+\r\n)*\r\n/, '');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = text.slice(end + 4);
  const length = Number(headers['content-length'] ?? 0);
  if (body.length < length) return undefined;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.slice(0, length) };
}

/** The head of a request with a body. */
export function requestHead(
  method: string,
  path: string,
  options: { contentLength?: number; chunked?: boolean; headers?: Record<string, string> } = {},
): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: portal.test'];
  lines.push(`Content-Type: ${options.headers?.['content-type'] ?? 'application/json'}`);
  if (options.chunked) lines.push('Transfer-Encoding: chunked');
  else if (options.contentLength !== undefined)
    lines.push(`Content-Length: ${options.contentLength}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (name !== 'content-type') lines.push(`${name}: ${value}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}
