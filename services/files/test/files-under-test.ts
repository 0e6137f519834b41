import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { serviceCredentialHeaders } from '@portal/nest-kit';
import {
  FakeIdentity,
  startOnFreshSchema,
  type TestAccount,
  type TestService,
} from '@portal/nest-kit/testing';
import {
  dropSchema,
  queryDatabase,
  testInfrastructure,
  testServiceEnvironment,
} from '@portal/testing';
import { Client } from 'minio';
import { AppModule } from '../src/app.module.js';
import { loadFilesConfig, type FilesConfig } from '../src/config.js';
import { filesDatabase } from '../src/database.js';
import { FakeApplications } from './fake-applications.js';

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  bytes: Buffer;
}

/**
 * Where the file part comes among the fields. Spec §7 lists the parts as `file, applicationId,
 * questionKey`; the member's form sends the fields first; any order is taken.
 */
export type PartOrder = 'fields first' | 'file first' | 'fields around the file';
export const partOrders: PartOrder[] = ['fields first', 'file first', 'fields around the file'];

export interface UploadOptions {
  applicationId: string;
  questionKey?: string;
  name: string;
  content: Buffer | Readable;
  as?: TestAccount;
  /** Default: fields first. */
  order?: PartOrder;
}

/** An answer to a body sent as it is, and how long it took to come. */
export interface TimedAnswer extends Answer {
  elapsedMs: number;
}

/**
 * The files service on a fresh schema and its own bucket (cleanup lists the whole bucket, so
 * suites never share one), started as `npm start` starts it, with fake identity and applications.
 */
export class FilesUnderTest {
  service!: TestService;
  identity!: FakeIdentity;
  applications!: FakeApplications;
  config!: FilesConfig;
  admin!: TestAccount;
  reviewer!: TestAccount;
  staff!: TestAccount;
  member!: TestAccount;
  otherMember!: TestAccount;
  store!: Client;

  async start(maxUploadMegabytes = 2): Promise<this> {
    const environment = testServiceEnvironment('files');
    this.identity = await FakeIdentity.start(
      environment.JWT_SECRET as string,
      environment.SERVICE_SECRET as string,
    );
    this.applications = await FakeApplications.start(environment.SERVICE_SECRET as string);
    this.config = loadFilesConfig({
      ...environment,
      ...filesStoreEnvironment(),
      IDENTITY_URL: this.identity.url,
      APPLICATIONS_URL: this.applications.url,
      S3_BUCKET: `files-test-${randomBytes(5).toString('hex')}`,
      MAX_UPLOAD_MB: String(maxUploadMegabytes),
    });
    this.service = await startOnFreshSchema(
      filesDatabase(this.config),
      AppModule.register(this.config, { strayObjectGraceMs: 0 }),
    );
    const s3 = testInfrastructure().s3;
    const url = new URL(s3.endpoint);
    this.store = new Client({
      endPoint: url.hostname,
      port: Number(url.port),
      useSSL: false,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      pathStyle: true,
    });
    this.admin = this.identity.signIn({ userType: 'admin' });
    this.reviewer = this.identity.signIn({ userType: 'staff', education: true });
    this.staff = this.identity.signIn({ userType: 'staff', harvesting: true });
    this.member = this.identity.signIn({ userType: 'user', firstName: 'Mary' });
    this.otherMember = this.identity.signIn({ userType: 'user', firstName: 'Otto' });
    return this;
  }

  async destroy(): Promise<void> {
    await this.service?.close();
    await this.identity?.stop();
    await this.applications?.stop();
    if (this.config) await dropSchema(this.config.DATABASE_SCHEMA);
  }

  /** The object names in this suite's bucket. */
  async objectKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const item of this.store.listObjectsV2(this.config.S3_BUCKET, '', true))
      keys.push((item as { name: string }).name);
    return keys.sort();
  }

  async call(
    method: string,
    path: string,
    options: {
      as?: TestAccount;
      asService?: boolean;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.as) headers.authorization = `Bearer ${options.as.token}`;
    if (options.asService)
      Object.assign(headers, serviceCredentialHeaders(this.config.SERVICE_SECRET));
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.service.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return answerOf(response);
  }

  /** A multipart upload, streamed from `content` when it is a stream. */
  async upload(options: UploadOptions): Promise<Answer> {
    const boundary = `----files-test-${randomBytes(8).toString('hex')}`;
    const field = (name: string, value: string) =>
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
    const applicationId = field('applicationId', options.applicationId);
    const questionKey = field('questionKey', options.questionKey ?? '0-1');
    const order = options.order ?? 'fields first';
    const before = {
      'fields first': [applicationId, questionKey],
      'file first': [],
      'fields around the file': [applicationId],
    }[order];
    const after = {
      'fields first': [],
      'file first': [applicationId, questionKey],
      'fields around the file': [questionKey],
    }[order];
    const fileHead = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${options.name}"; ` +
        `filename*=UTF-8''${encodeURIComponent(options.name)}\r\n` +
        `content-type: application/octet-stream\r\n\r\n`,
    );
    const end = Buffer.from(`--${boundary}--\r\n`);
    async function* body(): AsyncGenerator<Buffer> {
      yield* before;
      yield fileHead;
      if (Buffer.isBuffer(options.content)) yield options.content;
      else for await (const chunk of options.content) yield chunk as Buffer;
      yield Buffer.from('\r\n');
      yield* after;
      yield end;
    }
    const as = options.as ?? this.member;
    // node:http with pipeline, so the test's side of the upload keeps to backpressure too.
    const request = httpRequest(`${this.service.url}/api/files/upload`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${as.token}`,
      },
    });
    const answered = new Promise<IncomingMessage>((resolve) => request.once('response', resolve));
    // The service may answer early (413, 415) and close: the rest of the body is then refused.
    await pipeline(Readable.from(body()), request).catch(() => undefined);
    const response = await answered;
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    return {
      status: response.statusCode ?? 0,
      headers: new Headers(
        Object.entries(response.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, String(value)] as [string, string]],
        ),
      ),
      body: isJson && bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : undefined,
      bytes,
    };
  }

  /**
   * Sends `body` as it is to the upload route under `contentType` (bodies no proper client
   * sends), giving up after `timeoutMs`: an answer must come, and soon.
   */
  async sendRaw(
    contentType: string,
    body: Buffer,
    { as = this.member, timeoutMs = 10_000 }: { as?: TestAccount; timeoutMs?: number } = {},
  ): Promise<TimedAnswer> {
    const started = Date.now();
    const response = await fetch(`${this.service.url}/api/files/upload`, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: `Bearer ${as.token}` },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { ...(await answerOf(response)), elapsedMs: Date.now() - started };
  }

  /** How many files are recorded, by SQL (rows, whatever the API shows). */
  async recordedFileCount(): Promise<number> {
    const rows = await queryDatabase<{ count: number }>(
      `SELECT count(*)::int AS count FROM "${this.config.DATABASE_SCHEMA}".files`,
    );
    return rows[0].count;
  }
}

/** A part of a multipart body written by hand: a field, or a file with its name. */
export type HandmadePart =
  | { name: string; value: string; contentType?: string }
  | { name: string; fileName: string; content: Buffer };

/**
 * A multipart/form-data body made part by part, ending with the closing boundary unless told
 * otherwise (`end: 'none'`), for shapes a proper client never sends.
 */
export function handmadeMultipart(
  boundary: string,
  parts: HandmadePart[],
  { end = 'closing' }: { end?: 'closing' | 'none' } = {},
): Buffer {
  const pieces = parts.map((part) => {
    if ('value' in part) {
      const type = part.contentType ? `content-type: ${part.contentType}\r\n` : '';
      return Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"\r\n${type}\r\n${part.value}\r\n`,
      );
    }
    return Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
          'content-type: application/octet-stream\r\n\r\n',
      ),
      part.content,
      Buffer.from('\r\n'),
    ]);
  });
  if (end === 'closing') pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

async function answerOf(response: Response): Promise<Answer> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return {
    status: response.status,
    headers: response.headers,
    body: isJson && bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : undefined,
    bytes,
  };
}

/** `megabytes` of zeros after `head`, made as they are read (the test never holds them). */
/** The files service's own settings in tests: the key, and the test run's S3 store. */
export function filesStoreEnvironment(): Record<string, string> {
  const s3 = testInfrastructure().s3;
  return {
    APPLICATIONS_URL: 'http://127.0.0.1:9',
    DATA_ENCRYPTION_KEY: 'data-key-for-files-tests-0123456789abcdef',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: s3.bucket,
  };
}

export function generated(head: Buffer, totalBytes: number): Readable {
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024);
  return new Readable({
    read() {
      if (sent === 0) {
        sent = head.length;
        this.push(head);
        return;
      }
      if (sent >= totalBytes) return void this.push(null);
      const next = chunk.subarray(0, Math.min(chunk.length, totalBytes - sent));
      sent += next.length;
      this.push(next);
    },
  });
}
