import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Client, type BucketItem } from 'minio';
import type { Readable } from 'node:stream';

export const OBJECT_STORE_OPTIONS = Symbol('OBJECT_STORE_OPTIONS');

export interface ObjectStoreOptions {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  /** The largest object written: bounds the size minio plans parts for. */
  maxObjectBytes: number;
}

/**
 * The smallest part S3 takes: an upload holds at most one part in memory (minio buffers a
 * part before sending it), so this bounds the memory per upload.
 */
const partSizeBytes = 5 * 1024 * 1024;

/** The bucket of uploaded files, through the `minio` client (MinIO, or the embedded store). */
@Injectable()
export class ObjectStore implements OnModuleInit {
  private readonly logger = new Logger('ObjectStore');
  private readonly client: Client;
  private readonly bucket: string;

  constructor(@Inject(OBJECT_STORE_OPTIONS) private readonly options: ObjectStoreOptions) {
    const url = new URL(options.endpoint);
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      useSSL: url.protocol === 'https:',
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      partSize: partSizeBytes,
      pathStyle: true,
    });
    this.bucket = options.bucket;
  }

  async onModuleInit(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) {
      await this.client.makeBucket(this.bucket);
      this.logger.log(`created bucket ${this.bucket}`);
    }
  }

  /**
   * Writes a stream of unknown length. The size given to minio is only the upper bound it
   * plans parts for (one part of `partSizeBytes` at a time); the object is what the stream held.
   * minio does not listen for errors of the stream it is given, so an error of `body` (too large,
   * refused type) rejects here at once, and the call minio started is left to end with it.
   */
  async put(key: string, body: Readable): Promise<void> {
    const failed = new Promise<never>((_resolve, reject) => body.once('error', reject));
    const written = this.client.putObject(this.bucket, key, body, this.options.maxObjectBytes + 1, {
      'Content-Type': 'application/octet-stream',
    });
    written.catch(() => undefined);
    await Promise.race([written, failed]);
  }

  async sizeOf(key: string): Promise<number> {
    return (await this.client.statObject(this.bucket, key)).size;
  }

  /** The object's bytes from `offset`, `length` of them (all the rest when undefined). */
  read(key: string, offset: number, length?: number): Promise<Readable> {
    return offset === 0 && length === undefined
      ? this.client.getObject(this.bucket, key)
      : this.client.getPartialObject(this.bucket, key, offset, length);
  }

  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }

  /** Aborts a multipart upload a failed `put` may have left (its parts are not an object). */
  async abandonUpload(key: string): Promise<void> {
    await this.client.removeIncompleteUpload(this.bucket, key);
  }

  /** Every object name in the bucket written before `before`. */
  async keysWrittenBefore(before: Date): Promise<string[]> {
    const keys: string[] = [];
    for await (const listed of this.client.listObjectsV2(this.bucket, '', true)) {
      const item = listed as BucketItem;
      if (item.name && (!item.lastModified || item.lastModified <= before)) keys.push(item.name);
    }
    return keys;
  }
}
