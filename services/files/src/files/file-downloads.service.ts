import { Injectable } from '@nestjs/common';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { opensInBrowser } from '@portal/contract';
import { DomainException } from '@portal/nest-kit';
import { ObjectStore } from './object-store.client.js';
import type { StoredFileEntity } from './stored-file.entity.js';

/** A satisfiable single byte range of an object of `size` bytes. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header for one range (`bytes=0-99`, `bytes=100-`, `bytes=-100`): undefined when
 * absent or not a single bytes range (the whole file is sent, as RFC 9110 allows), 'unsatisfiable'
 * when it starts past the end.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * How each type opens: PDF and images in the browser (a new tab shows them), the rest as a
 * download. Every one is sent with nosniff and a Content-Security-Policy under which no script
 * of the file runs. An image's page is sandboxed; a PDF's cannot be (browsers refuse to run
 * their PDF viewer in a sandboxed document, and Chrome's viewer is an embedded object, so it
 * needs object-src), but its own scripts run, if at all, inside the viewer, not in the portal's
 * origin.
 */
const pdfPolicy = [
  `default-src 'none'`,
  `object-src 'self'`,
  `img-src 'self'`,
  `style-src 'unsafe-inline'`,
  `frame-ancestors 'none'`,
].join('; ');
const imagePolicy = `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox`;
/** A download never renders; its policy is the strictest. */
const downloadPolicy = `default-src 'none'; sandbox`;

/** The policy a file of `mediaType` is sent with, and whether it opens in the browser. */
function presentation(mediaType: string): { inline: boolean; policy: string } {
  if (!opensInBrowser(mediaType)) return { inline: false, policy: downloadPolicy };
  return { inline: true, policy: mediaType === 'application/pdf' ? pdfPolicy : imagePolicy };
}

/** What a download needs of a file, current or kept in a history. */
export type DownloadableFile = Pick<
  StoredFileEntity,
  'objectKey' | 'originalName' | 'sizeBytes' | 'mediaType'
>;

/** Sends a stored file: streamed from the store, never a path, never sniffed by the browser. */
@Injectable()
export class FileDownloads {
  constructor(private readonly store: ObjectStore) {}

  async send(
    file: DownloadableFile,
    rangeHeader: string | undefined,
    reply: FastifyReply,
  ): Promise<void> {
    const size = Number(file.sizeBytes);
    const range = parseRange(rangeHeader, size);
    if (range === 'unsatisfiable') {
      void reply.header('content-range', `bytes */${size}`);
      throw new DomainException(
        'request.range_not_satisfiable',
        'The requested range is not in this file.',
      );
    }
    const { inline, policy } = presentation(file.mediaType);
    void reply
      .header('content-type', file.mediaType)
      .header(
        'content-disposition',
        contentDisposition(file.originalName, { type: inline ? 'inline' : 'attachment' }),
      )
      .header('content-security-policy', policy)
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, no-store');
    if (range) {
      const length = range.end - range.start + 1;
      const body = await this.store.read(file.objectKey, range.start, length);
      await reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', String(length))
        .send(body);
      return;
    }
    const body = await this.store.read(file.objectKey, 0);
    await reply.code(200).header('content-length', String(size)).send(body);
  }
}
