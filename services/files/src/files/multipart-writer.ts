import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Client } from 'minio';
import { UploadTooLarge } from './inspected-upload.js';

/** The smallest part S3 takes (all but the last part of a multipart upload). */
export const minimumPartBytes = 5 * 1024 * 1024;

export interface MultipartWriterOptions {
  bucket: string;
  /** The size of the one part buffer an upload holds; at least `minimumPartBytes`. */
  partBytes: number;
  /** A stream longer than this fails with `UploadTooLarge`, its partial upload aborted. */
  maxObjectBytes: number;
  /**
   * How many part buffers of finished uploads are kept for the next ones. V8 counts every new
   * buffer as external memory and collects garbage (a full collection) when that has grown
   * enough: a new 5 MiB buffer for each 1 MiB upload doubled the files service's full
   * collections in a series of them. Kept buffers cost up to this many parts of idle memory.
   */
  spareBuffers: number;
  /** Headers of the object, e.g. its Content-Type (no `x-amz-meta-` ones: only plain headers). */
  metadata: Record<string, string>;
  /** Told when aborting a failed multipart upload failed too (the error thrown is the first). */
  onAbortFailed?: (key: string, uploadId: string, error: unknown) => void;
}

interface StartedUpload {
  id: string;
  parts: Array<{ part: number; etag: string }>;
}

/**
 * Writes a stream of unknown length to the store with memory small and bounded per upload:
 * minio's `putObject` holds up to two parts per upload (one sending, one gathering) plus the
 * chunks a part was concatenated from until they are collected. Here an upload owns one part
 * buffer, allocated once (or kept from an earlier upload); each chunk is copied into it as it
 * arrives (so the socket's chunk buffers die young), and the stream is not read while a full
 * part is being sent (backpressure reaches the client). An object that fits in one part is one
 * PUT of the buffer's filled slice; a larger one a multipart upload, aborted when the stream
 * fails, is too long or the store refuses a part, so nothing is left behind where the store
 * supports aborting.
 *
 * The stream is not destroyed on failure: its owner decides what becomes of the rest of it.
 */
export class MultipartWriter {
  /** Part buffers of uploads that succeeded (a failed one's may still be in a socket's queue). */
  private readonly spare: Buffer[] = [];

  constructor(
    private readonly client: Client,
    private readonly options: MultipartWriterOptions,
  ) {
    if (options.partBytes < minimumPartBytes)
      throw new RangeError(`a part must be at least ${minimumPartBytes} bytes`);
  }

  /** Writes `body` as the object `key`; answers the number of bytes written. */
  async write(key: string, body: Readable): Promise<number> {
    const part = this.spare.pop() ?? Buffer.allocUnsafe(this.options.partBytes);
    const written = await this.writeThrough(part, key, body);
    if (this.spare.length < this.options.spareBuffers) this.spare.push(part);
    return written;
  }

  private async writeThrough(part: Buffer, key: string, body: Readable): Promise<number> {
    let filled = 0;
    let total = 0;
    let upload: StartedUpload | undefined;
    try {
      for await (const read of body.iterator({ destroyOnReturn: false })) {
        const chunk = Buffer.isBuffer(read) ? read : Buffer.from(read as string);
        total += chunk.length;
        if (total > this.options.maxObjectBytes) throw new UploadTooLarge();
        let offset = 0;
        while (offset < chunk.length) {
          // Sent only once more bytes come: a stream that ends here is one PUT.
          if (filled === part.length) {
            upload ??= await this.start(key);
            await this.sendPart(key, upload, part);
            filled = 0;
          }
          const copied = chunk.copy(part, filled, offset);
          filled += copied;
          offset += copied;
        }
      }
      if (!upload) {
        // (minio copies a Buffer it is given once more before sending it: at most one part.)
        await this.client.putObject(
          this.options.bucket,
          key,
          part.subarray(0, filled),
          filled,
          this.options.metadata,
        );
        return total;
      }
      // The last part, never empty: a part is sent only when a byte past it has come.
      await this.sendPart(key, upload, part.subarray(0, filled));
      await this.client.completeMultipartUpload(this.options.bucket, key, upload.id, upload.parts);
      return total;
    } catch (error) {
      if (upload) await this.abort(key, upload.id);
      throw error;
    }
  }

  private async start(key: string): Promise<StartedUpload> {
    const id = await this.client.initiateNewMultipartUpload(this.options.bucket, key, {
      ...this.options.metadata,
    });
    return { id, parts: [] };
  }

  /** Sends one part and waits for the store's answer: `payload` may be reused after. */
  private async sendPart(key: string, upload: StartedUpload, payload: Buffer): Promise<void> {
    const partNumber = upload.parts.length + 1;
    const { etag } = await this.client.uploadPart(
      {
        bucketName: this.options.bucket,
        objectName: key,
        uploadID: upload.id,
        partNumber,
        // As minio's own putObject does: the store checks the part (over https, minio signs
        // no payload hash).
        headers: { 'Content-MD5': createHash('md5').update(payload).digest('base64') },
      },
      payload,
    );
    upload.parts.push({ part: partNumber, etag });
  }

  private async abort(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.abortMultipartUpload(this.options.bucket, key, uploadId);
    } catch (error) {
      this.options.onAbortFailed?.(key, uploadId, error);
    }
  }
}
