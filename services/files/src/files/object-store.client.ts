import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Client, type BucketItem } from 'minio';
import type { Readable } from 'node:stream';
import { minimumPartBytes, MultipartWriter } from './multipart-writer.js';

export const OBJECT_STORE_OPTIONS = Symbol('OBJECT_STORE_OPTIONS');

export interface ObjectStoreOptions {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  /** The largest object written: a longer stream fails with `UploadTooLarge`. */
  maxObjectBytes: number;
}

/** The part buffer an upload holds (multipart-writer.ts): the smallest part S3 takes. */
const partBytes = minimumPartBytes;

/** The bucket of uploaded files, through the `minio` client (MinIO, or the embedded store). */
@Injectable()
export class ObjectStore implements OnModuleInit {
  private readonly logger = new Logger('ObjectStore');
  private readonly client: Client;
  private readonly bucket: string;
  private readonly writer: MultipartWriter;

  constructor(@Inject(OBJECT_STORE_OPTIONS) private readonly options: ObjectStoreOptions) {
    const url = new URL(options.endpoint);
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      useSSL: url.protocol === 'https:',
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      pathStyle: true,
    });
    this.bucket = options.bucket;
    this.writer = new MultipartWriter(this.client, {
      bucket: options.bucket,
      partBytes,
      maxObjectBytes: options.maxObjectBytes,
      spareBuffers: 2,
      metadata: { 'Content-Type': 'application/octet-stream' },
      onAbortFailed: (key, uploadId, error) =>
        this.logger.warn(
          `multipart upload ${uploadId} of ${key} not aborted (${error instanceof Error ? error.message : String(error)})`,
        ),
    });
  }

  async onModuleInit(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) {
      await this.client.makeBucket(this.bucket);
      this.logger.log(`created bucket ${this.bucket}`);
    }
  }

  /**
   * Writes a stream of unknown length with one part buffer per upload (multipart-writer.ts).
   * An error of `body` (too large, refused type, the client gone) rejects once the part being
   * sent, if any, has been answered, with the multipart upload aborted.
   */
  async put(key: string, body: Readable): Promise<void> {
    await this.writer.write(key, body);
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
