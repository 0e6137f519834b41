import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { DomainException } from '../../errors/domain-exception.js';
import { multipartRefusal, type MultipartRefusals } from './multipart-refusals.js';

/** A part of a multipart body as a service sees it, whatever the multipart reader. */
export type MultipartPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; fileName: string; stream: Readable };

/**
 * The parts of a multipart body in the order they come, in any order the client sends them
 * (@fastify/multipart, streams: a file is never held in memory or on disk). The next part
 * arrives only once the file before it has been read to its end. What the parser raises about
 * a broken body is a 400 with the form's sentences (`refusals`); a body that stops arriving is
 * a 408. The limits are MultipartModule's.
 */
export async function* multipartParts(
  request: FastifyRequest,
  refusals: MultipartRefusals,
): AsyncGenerator<MultipartPart> {
  if (!request.isMultipart())
    throw new DomainException(refusals.notMultipart.code, refusals.notMultipart.message);
  const stall = watchForStall(request.raw);
  try {
    const parts = request.parts()[Symbol.asyncIterator]();
    for (;;) {
      const next = await Promise.race([parts.next(), stall.stalled]);
      if (next.done) return;
      const part = next.value;
      // Busboy gives a part without a name in its Content-Disposition no name at all.
      const name = (part.fieldname as string | undefined) ?? '';
      if (part.type === 'file') {
        yield { type: 'file', name, fileName: part.filename, stream: part.file };
      } else if (typeof part.value !== 'string' || part.valueTruncated) {
        const refusal = refusals.notPlainText(shownName(name));
        throw new DomainException(refusal.code, refusal.message);
      } else {
        yield { type: 'field', name, value: part.value };
      }
    }
  } catch (error) {
    throw multipartRefusal(error, refusals) ?? error;
  } finally {
    stall.stop();
  }
}

/**
 * Rejects with a 408 when the connection's idle timeout (server-timeouts.ts) passes while the
 * body is still to come. Node destroys a timed-out socket, with no answer, unless the request
 * handles its 'timeout'; handled, the client (and the gateway) get a sentence instead.
 */
function watchForStall(request: IncomingMessage): { stalled: Promise<never>; stop(): void } {
  let onTimeout = (): void => undefined;
  const stalled = new Promise<never>((_resolve, reject) => {
    onTimeout = () =>
      reject(
        new DomainException(
          'request.too_slow',
          'The upload stopped arriving before its end. Please try again.',
        ),
      );
  });
  stalled.catch(() => undefined);
  request.once('timeout', onTimeout);
  return { stalled, stop: () => request.off('timeout', onTimeout) };
}

/** A part's name as the client sent it, quoted and bounded, for a sentence. */
export function shownName(name: string): string {
  if (name === '') return 'A part without a name';
  // eslint-disable-next-line no-control-regex
  const printable = name.replace(/[\u0000-\u001f\u007f]/g, '');
  return JSON.stringify(printable.length > 40 ? `${printable.slice(0, 40)}…` : printable);
}
