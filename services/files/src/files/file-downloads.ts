import { Injectable } from '@nestjs/common';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { DomainException } from '@portal/nest-kit';
import { ObjectStore } from './object-store.js';
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

/** Sends a stored file: streamed from the store, never a path, never sniffed by the browser. */
@Injectable()
export class FileDownloads {
  constructor(private readonly store: ObjectStore) {}

  async send(
    file: StoredFileEntity,
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
    void reply
      .header('content-type', file.mediaType)
      .header('content-disposition', contentDisposition(file.originalName, { type: 'attachment' }))
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
