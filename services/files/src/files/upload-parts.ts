import type { Readable } from 'node:stream';
import { DomainException } from '@portal/nest-kit';
import type { FastifyRequest } from 'fastify';
import { multipartRefusal } from './multipart-refusal.js';

/** A part of an upload as the service sees it, whatever the multipart reader. */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; fileName: string; stream: Readable };

/**
 * The parts of a multipart upload in the order they come (@fastify/multipart, streams: a file
 * is never held in memory or on disk). The next part arrives only once the file before it has
 * been read to its end. What the parser raises about a broken body is a 400 (multipart-refusal.ts).
 */
export async function* uploadParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  if (!request.isMultipart())
    throw new DomainException('file.missing', 'Send the file as multipart/form-data.');
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        yield { type: 'file', name: part.fieldname, fileName: part.filename, stream: part.file };
      } else if (typeof part.value !== 'string' || part.valueTruncated) {
        throw new DomainException(
          'file.fields',
          `${shownName(part.fieldname)} is not a short plain text field.`,
        );
      } else {
        yield { type: 'field', name: part.fieldname, value: part.value };
      }
    }
  } catch (error) {
    throw multipartRefusal(error) ?? error;
  }
}

/** A part's name as the client sent it, quoted and bounded, for a sentence. */
export function shownName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const printable = name.replace(/[\u0000-\u001f\u007f]/g, '');
  return JSON.stringify(printable.length > 40 ? `${printable.slice(0, 40)}…` : printable);
}
