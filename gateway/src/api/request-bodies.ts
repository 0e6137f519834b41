import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EdgeError } from '../edge/edge-error.js';

export interface JsonBodyLimits {
  maxBytes: number;
  /** The whole body must have arrived by then. */
  deadlineMs: number;
}

/**
 * JSON routes: the body is read whole before it is forwarded, as nginx buffers request
 * bodies. A client sending slowly then holds one cheap gateway socket for at most
 * `deadlineMs`, never one of the few connections to a service; a body over `maxBytes` is
 * refused the moment it passes the limit, whether its length was announced or it came chunked.
 */
export function readJsonBodiesWhole(scope: FastifyInstance, limits: JsonBodyLimits): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (request, payload, done) => {
    if (declaredLength(request) > limits.maxBytes) {
      done(new EdgeError('request.too_large', jsonTooLargeMessage));
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = (error: Error | null, body?: Buffer) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      payload.off('data', onData).off('end', onEnd).off('error', onError);
      // Whatever else arrives is dropped while the answer goes out (see closeAfterEarlyAnswer).
      if (error) payload.resume();
      done(error, body);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxBytes)
        settle(new EdgeError('request.too_large', jsonTooLargeMessage));
      else chunks.push(chunk);
    };
    const onEnd = () => settle(null, Buffer.concat(chunks, received));
    const onError = () =>
      settle(new EdgeError('request.invalid', 'The request was not received whole.'));
    const deadline = setTimeout(
      () =>
        settle(
          new EdgeError(
            'request.too_slow',
            'The request took too long to arrive. Please try again.',
          ),
        ),
      limits.deadlineMs,
    );
    payload.on('data', onData).once('end', onEnd).once('error', onError);
  });
}

export interface UploadBodyLimits {
  maxBytes: number;
  /** A body that sends nothing for this long fails with 408 (see EdgeLimits.uploadStallMs). */
  stallMs: number;
}

/**
 * The upload route: the body streams through to the files service as it arrives (memory stays
 * flat, a slow line is never cut off), counted on the way: past `maxBytes` the stream fails,
 * the service's request is aborted and the client gets 413 at once. A body that stops arriving
 * fails the same way after `stallMs`, answered 408.
 */
export function streamUploadBodies(scope: FastifyInstance, limits: UploadBodyLimits): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (request, payload, done) => {
    if (declaredLength(request) > limits.maxBytes) {
      done(uploadTooLarge(limits.maxBytes));
      return;
    }
    const counted = new ByteLimit(limits.maxBytes);
    let stall: NodeJS.Timeout | undefined;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(
        () =>
          counted.destroy(
            new EdgeError(
              'request.too_slow',
              'The upload stopped arriving before its end. Please try again.',
            ),
          ),
        limits.stallMs,
      );
    };
    watch();
    payload.on('data', watch);
    counted.once('close', () => {
      clearTimeout(stall);
      payload.off('data', watch);
    });
    counted.once('error', () => payload.unpipe(counted).resume());
    done(null, payload.pipe(counted));
  });
}

class ByteLimit extends Transform {
  private received = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.maxBytes) callback(uploadTooLarge(this.maxBytes));
    else callback(null, chunk);
  }
}

function declaredLength(request: FastifyRequest | IncomingMessage): number {
  const header = request.headers['content-length'];
  return header === undefined ? 0 : Number(header);
}

const jsonTooLargeMessage = 'The request is too large.';

function uploadTooLarge(maxBytes: number): EdgeError {
  const megabytes = Math.floor(maxBytes / (1024 * 1024));
  return new EdgeError(
    'request.too_large',
    `The file is too large. The largest file accepted is ${megabytes} MB.`,
  );
}
