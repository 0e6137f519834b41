import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { jest } from '@jest/globals';
import { testInfrastructure } from '@portal/testing';
import { Client } from 'minio';
import { UploadTooLarge } from '../src/files/inspected-upload.js';
import { minimumPartBytes, MultipartWriter } from '../src/files/multipart-writer.js';

const part = minimumPartBytes;
const mebibyte = 1024 * 1024;

/** `bytes` as a stream of chunks of uneven sizes (so chunks straddle the part boundaries). */
function chunked(bytes: Buffer): Readable {
  const sizes = [1, 7_001, 64 * 1024, 65_537, 3];
  let offset = 0;
  let turn = 0;
  return new Readable({
    read() {
      if (offset >= bytes.length) return void this.push(null);
      const size = sizes[turn++ % sizes.length] ?? 1;
      this.push(bytes.subarray(offset, offset + size));
      offset += size;
    },
  });
}

/** `total` bytes of zeros, then `error` (the member's connection dropping) instead of the end. */
function failingAfter(total: number, error: Error): Readable {
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024);
  return new Readable({
    read() {
      if (sent >= total) return void this.destroy(error);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

function digest(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Against the real S3 server the test run starts (s3rver), in a bucket of its own. */
describe('MultipartWriter', () => {
  const s3 = testInfrastructure().s3;
  const url = new URL(s3.endpoint);
  const client = new Client({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    pathStyle: true,
  });
  const bucket = `writer-test-${randomBytes(5).toString('hex')}`;
  const writer = (maxObjectBytes = 64 * mebibyte, onAbortFailed?: () => void) =>
    new MultipartWriter(client, {
      bucket,
      partBytes: part,
      maxObjectBytes,
      spareBuffers: 1,
      metadata: { 'Content-Type': 'application/octet-stream' },
      onAbortFailed,
    });

  beforeAll(() => client.makeBucket(bucket));
  afterEach(() => jest.restoreAllMocks());

  async function objectKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const item of client.listObjectsV2(bucket, '', true))
      keys.push((item as { name: string }).name);
    return keys;
  }

  async function stored(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await client.getObject(bucket, key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** The multipart upload a failing write started, and whether the store has forgotten it. */
  function watchUploads() {
    const started: string[] = [];
    const initiate = client.initiateNewMultipartUpload.bind(client);
    jest.spyOn(client, 'initiateNewMultipartUpload').mockImplementation(async (...args) => {
      const id = await initiate(...args);
      started.push(id);
      return id;
    });
    return {
      started,
      /** Aborting again is refused as NoSuchUpload once the writer has aborted it. */
      async forgotten(key: string): Promise<boolean> {
        const [id] = started;
        if (!id) return false;
        const again = await client.abortMultipartUpload(bucket, key, id).then(
          () => undefined,
          (error: { code?: string }) => error,
        );
        return again?.code === 'NoSuchUpload';
      },
    };
  }

  it.each([
    ['0 bytes', 0, 0],
    ['1 byte', 1, 0],
    ['5 MiB - 1', part - 1, 0],
    ['5 MiB', part, 0],
    ['5 MiB + 1', part + 1, 2],
    ['12 MiB', 12 * mebibyte, 3],
  ])(
    'stores %s byte for byte (%d bytes in %d parts, 0 being one PUT)',
    async (_label, size, parts) => {
      const putObject = jest.spyOn(client, 'putObject');
      const uploadPart = jest.spyOn(client, 'uploadPart');
      const bytes = randomBytes(size);
      const key = `round-trip-${size}`;

      expect(await writer().write(key, chunked(bytes))).toBe(size);

      const back = await stored(key);
      expect(back.length).toBe(size);
      expect(digest(back)).toBe(digest(bytes));
      expect((await client.statObject(bucket, key)).size).toBe(size);
      expect(putObject).toHaveBeenCalledTimes(parts === 0 ? 1 : 0);
      expect(uploadPart).toHaveBeenCalledTimes(parts);
    },
  );

  it('does not read the stream on while a part is being sent', async () => {
    let produced = 0;
    const source = new Readable({
      read() {
        if (produced >= 12 * mebibyte) return void this.push(null);
        produced += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024, 1));
      },
    });
    const readWhileSending: number[] = [];
    const send = client.uploadPart.bind(client);
    jest.spyOn(client, 'uploadPart').mockImplementation(async (config, payload) => {
      const before = produced;
      await sleep(150);
      readWhileSending.push(produced - before);
      return send(config, payload);
    });

    expect(await writer().write('backpressure', source)).toBe(12 * mebibyte);
    // Three parts sent; meanwhile the source only filled its own buffer (one read ahead at most).
    expect(readWhileSending).toHaveLength(3);
    for (const read of readWhileSending)
      expect(read).toBeLessThanOrEqual(source.readableHighWaterMark);
  });

  it('aborts the multipart upload when the stream fails: no object, no parts kept', async () => {
    const uploads = watchUploads();
    const abortFailed = jest.fn();
    const cutOff = new Error('the upload was cut off');

    await expect(
      writer(64 * mebibyte, abortFailed).write('cut-off', failingAfter(7 * mebibyte, cutOff)),
    ).rejects.toBe(cutOff);

    expect(uploads.started).toHaveLength(1);
    expect(abortFailed).not.toHaveBeenCalled();
    expect(await uploads.forgotten('cut-off')).toBe(true);
    expect(await objectKeys()).not.toContain('cut-off');
  });

  it('refuses a stream past its limit, the partial upload aborted', async () => {
    const uploads = watchUploads();

    await expect(
      writer(6 * mebibyte).write('too-large', chunked(Buffer.alloc(6 * mebibyte + 1))),
    ).rejects.toBeInstanceOf(UploadTooLarge);

    expect(uploads.started).toHaveLength(1);
    expect(await uploads.forgotten('too-large')).toBe(true);
    expect(await objectKeys()).not.toContain('too-large');
  });

  it('refuses a small stream past its limit without writing anything', async () => {
    const uploads = watchUploads();
    const putObject = jest.spyOn(client, 'putObject');

    await expect(
      writer(1_000).write('small-too-large', chunked(Buffer.alloc(1_001))),
    ).rejects.toBeInstanceOf(UploadTooLarge);

    expect(uploads.started).toHaveLength(0);
    expect(putObject).not.toHaveBeenCalled();
    expect(await objectKeys()).not.toContain('small-too-large');
  });

  it('aborts when the store refuses a part, and answers the store error', async () => {
    const uploads = watchUploads();
    const refused = new Error('the store refused the part');
    jest.spyOn(client, 'uploadPart').mockRejectedValueOnce(refused);

    await expect(writer().write('refused-part', chunked(Buffer.alloc(6 * mebibyte)))).rejects.toBe(
      refused,
    );

    expect(await uploads.forgotten('refused-part')).toBe(true);
    expect(await objectKeys()).not.toContain('refused-part');
  });

  it('gives the part buffer of a finished upload to the next one', async () => {
    const allocated = jest.spyOn(Buffer, 'allocUnsafe');
    const parts = () => allocated.mock.calls.filter(([size]) => size === part).length;
    const reused = writer();

    await reused.write('first', chunked(randomBytes(6 * mebibyte)));
    await reused.write('second', chunked(randomBytes(1_000)));
    const bytes = randomBytes(6 * mebibyte);
    await reused.write('third', chunked(bytes));

    expect(parts()).toBe(1);
    expect(digest(await stored('third'))).toBe(digest(bytes));
  });

  it('takes no part smaller than S3 does', () => {
    expect(
      () =>
        new MultipartWriter(client, {
          bucket,
          partBytes: mebibyte,
          maxObjectBytes: 1,
          spareBuffers: 0,
          metadata: {},
        }),
    ).toThrow(RangeError);
  });
});
