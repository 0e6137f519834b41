import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { apiError, type ErrorCode } from '@portal/contract';

/**
 * What Node's HTTP parser refuses before any request exists (bytes that are not HTTP: raw
 * non-ASCII in the request line, a malformed header, headers too large, nothing sent in time):
 * answered in the portal's error shape, with a sentence and a code, rather than Fastify's bare
 * `{"message":"Client Error"}`; no log line (a client's mistake). The connection closes after.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, code, sentence] = refusalOf(error.code);
  const body = JSON.stringify(apiError(code, sentence));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}

function refusalOf(code: string | undefined): [number, ErrorCode, string] {
  if (code === 'HPE_HEADER_OVERFLOW')
    return [431, 'request.headers_too_large', 'The request headers are too large.'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT')
    return [408, 'request.too_slow', 'The request took too long to arrive. Please try again.'];
  return [400, 'request.invalid', 'This request is not valid HTTP.'];
}
