import { mkdir, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import S3rver from 's3rver';

export interface EmbeddedS3Options {
  /** Folder holding the buckets and objects; found again on later starts. */
  directory: string;
  port: number;
  bucket: string;
  accessKey: string;
  secretKey: string;
}

export interface RunningS3 {
  endpoint: string;
  stop(): Promise<void>;
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, unknown>;
  status: number;
  type: string;
  body: unknown;
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

const require = createRequire(import.meta.url);

/**
 * Starts s3rver, an S3-compatible server kept on disk, for one-machine runs and tests. The
 * services reach it only through the `minio` client, exactly as they reach MinIO.
 */
export async function startEmbeddedS3(options: EmbeddedS3Options): Promise<RunningS3> {
  const directory = path.resolve(options.directory);
  await mkdir(directory, { recursive: true });
  registerAccessKey(options.accessKey, options.secretKey);

  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [] }],
  });
  (server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(
    answerListMultipartUploads,
    abortMultipartUpload,
  );
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () => server.close(),
  };
}

/**
 * minio-js lists a bucket's unfinished multipart uploads before starting one; s3rver does not
 * implement that call, so a large upload would fail. There is never anything to resume here.
 */
const answerListMultipartUploads: KoaMiddleware = async (ctx, next) => {
  const bucket = ctx.path.split('/').filter(Boolean);
  if (ctx.method === 'GET' && bucket.length === 1 && 'uploads' in ctx.query) {
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
      `<Bucket>${bucket[0]}</Bucket><KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker>` +
      '<MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>' +
      '</ListMultipartUploadsResult>';
    return;
  }
  await next();
};

/**
 * s3rver keeps the parts of a multipart upload in a folder of its own until the upload is
 * completed, and does not implement aborting one (it answers 405): the parts of a failed upload
 * would stay on disk. This removes that folder. Like the listing above it answers before
 * s3rver's signature check: the store listens on 127.0.0.1 only, and upload ids are random.
 */
const abortMultipartUpload: KoaMiddleware = async (ctx, next) => {
  const [bucket, ...key] = ctx.path.split('/').filter(Boolean);
  const uploadId = ctx.query.uploadId;
  if (ctx.method !== 'DELETE' || !bucket || key.length === 0 || typeof uploadId !== 'string')
    return next();
  if (!/^[0-9a-f]{32}$/.test(uploadId)) {
    ctx.status = 404;
    ctx.type = 'application/xml';
    ctx.body = noSuchUpload(uploadId);
    return;
  }
  const folder = path.join(ctx.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  try {
    await stat(folder);
  } catch {
    ctx.status = 404;
    ctx.type = 'application/xml';
    ctx.body = noSuchUpload(uploadId);
    return;
  }
  await rm(folder, { recursive: true, force: true });
  ctx.status = 204;
};

function noSuchUpload(uploadId: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message>' +
    `<UploadId>${uploadId.replace(/[^0-9A-Za-z-]/g, '')}</UploadId></Error>`
  );
}

/** s3rver accepts only the access keys registered on its dummy account. */
function registerAccessKey(accessKey: string, secretKey: string): void {
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account.js') as {
    DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
  };
  DUMMY_ACCOUNT.createKeyPair(accessKey, secretKey);
}
