import { request, type IncomingMessage } from 'node:http';
import { fixtures } from './file-fixtures.js';
import {
  FilesUnderTest,
  handmadeMultipart,
  partOrders,
  type HandmadePart,
} from './files-under-test.js';

/**
 * A body that is not a proper multipart upload is answered 400 at once, with a sentence, and
 * leaves nothing behind: never a 500, never an answer left waiting for bytes that will not
 * come.
 */
describe('files: broken multipart bodies', () => {
  const files = new FilesUnderTest();
  const boundary = 'broken-multipart-boundary';
  const multipart = `multipart/form-data; boundary=${boundary}`;
  let applicationId: string;
  let fieldsAndFile: (file?: Partial<{ name: string; fileName: string }>) => HandmadePart[];

  beforeAll(async () => {
    await files.start(2);
    applicationId = files.applications.create(files.member);
    fieldsAndFile = (file = {}) => [
      { name: 'applicationId', value: applicationId },
      { name: 'questionKey', value: '0-1' },
      { name: 'file', fileName: 'r.pdf', content: fixtures.pdf, ...file },
    ];
  });
  afterAll(() => files.destroy());

  /** Sends the body; expects a prompt 400 with `code`, and nothing stored. */
  const refused = async (contentType: string, body: Buffer, code: string) => {
    const objects = await files.objectKeys();
    const rows = await files.recordedFileCount();
    const answer = await files.sendRaw(contentType, body);
    expect(answer).toMatchObject({ status: 400, body: { statusCode: 400, code } });
    expect(answer.body.message).toMatch(/\w+ \w+/);
    expect(answer.elapsedMs).toBeLessThan(5_000);
    expect(await files.objectKeys()).toEqual(objects);
    expect(await files.recordedFileCount()).toBe(rows);
    return answer.body.message as string;
  };

  it('a multipart content type with no boundary', async () => {
    const body = handmadeMultipart(boundary, fieldsAndFile());
    expect(await refused('multipart/form-data', body, 'file.multipart')).toMatch(/boundary/);
  });

  it('a body that is not multipart under a multipart content type', async () => {
    const body = Buffer.from(JSON.stringify({ applicationId, questionKey: '0-1' }));
    expect(await refused(multipart, body, 'file.multipart')).toMatch(/not a whole multipart/);
  });

  describe('a body that ends before its closing boundary', () => {
    it('in a field', async () => {
      const body = Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="applicationId"\r\n\r\n${applicationId}`,
      );
      expect(await refused(multipart, body, 'file.multipart')).toMatch(/closing boundary/);
    });

    it('in the file, after the fields', async () => {
      const whole = handmadeMultipart(boundary, fieldsAndFile(), { end: 'none' });
      await refused(multipart, whole.subarray(0, whole.length - 10), 'file.multipart');
    });

    it('in the file, before the fields', async () => {
      const whole = handmadeMultipart(boundary, fieldsAndFile().reverse(), { end: 'none' });
      const fileEnds = whole.indexOf(`\r\n--${boundary}`, 10);
      await refused(multipart, whole.subarray(0, fileEnds - 4), 'file.multipart');
    });

    it('right after the last part', async () => {
      const body = handmadeMultipart(boundary, fieldsAndFile(), { end: 'none' });
      await refused(multipart, body, 'file.multipart');
    });
  });

  it('an unknown extra part, before or after the file', async () => {
    const colour = { name: 'colour', value: 'red' };
    const parts = fieldsAndFile();
    for (const body of [
      handmadeMultipart(boundary, [colour, ...parts]),
      handmadeMultipart(boundary, [...parts, colour]),
    ])
      expect(await refused(multipart, body, 'file.parts')).toMatch(/colour/);
  });

  it('the file under another name', async () => {
    const body = handmadeMultipart(boundary, fieldsAndFile({ name: 'document' }));
    expect(await refused(multipart, body, 'file.parts')).toMatch(/document/);
  });

  it('a field sent twice, before or after the file', async () => {
    const again = { name: 'applicationId', value: applicationId };
    const parts = fieldsAndFile();
    for (const body of [
      handmadeMultipart(boundary, [again, ...parts]),
      handmadeMultipart(boundary, [...parts, again]),
    ])
      expect(await refused(multipart, body, 'file.fields')).toMatch(/applicationId/);
  });

  it('two files', async () => {
    const second = { name: 'file', fileName: 'second.pdf', content: fixtures.pdf };
    const body = handmadeMultipart(boundary, [...fieldsAndFile(), second]);
    expect(await refused(multipart, body, 'file.parts')).toMatch(/one file/);
  });

  it('more parts than an upload has', async () => {
    const nameless = Buffer.from(`--${boundary}\r\ncontent-type: text/plain\r\n\r\nx\r\n`);
    const body = Buffer.concat([
      ...Array.from({ length: 7 }, () => nameless),
      handmadeMultipart(boundary, fieldsAndFile()),
    ]);
    await refused(multipart, body, 'file.parts');
  });

  it('a file part without a name', async () => {
    const [applicationIdField, questionKey] = fieldsAndFile();
    const nameless = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; filename="a.pdf"\r\n` +
          'content-type: application/pdf\r\n\r\n',
      ),
      fixtures.pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const body = Buffer.concat([
      handmadeMultipart(boundary, [applicationIdField, questionKey], { end: 'none' }),
      nameless,
    ]);
    expect(await refused(multipart, body, 'file.parts')).toMatch(/three parts/);
  });

  it('a field that is not plain text, or too long', async () => {
    const [, questionKey, file] = fieldsAndFile();
    const json = { name: 'applicationId', value: '{"id": ', contentType: 'application/json' };
    await refused(multipart, handmadeMultipart(boundary, [json, questionKey, file]), 'file.fields');
    const long = { name: 'applicationId', value: 'a'.repeat(5_000) };
    await refused(multipart, handmadeMultipart(boundary, [long, questionKey, file]), 'file.fields');
  });

  it('no file, or no fields', async () => {
    const [applicationIdField, questionKey, file] = fieldsAndFile();
    expect(
      await refused(
        multipart,
        handmadeMultipart(boundary, [applicationIdField, questionKey]),
        'file.missing',
      ),
    ).toBe('Please upload a file');
    expect(
      await refused(multipart, handmadeMultipart(boundary, [file, questionKey]), 'file.fields'),
    ).toMatch(/applicationId/);
    await refused(multipart, Buffer.alloc(0), 'file.missing');
  });
});

describe('files: an upload body that stops arriving', () => {
  const files = new FilesUnderTest();
  /** The connection's idle timeout, made short here (npm start's is a minute: server-timeouts.ts). */
  const idleMs = 1_500;

  beforeAll(async () => {
    await files.start(2);
    files.service.app.getHttpServer().timeout = idleMs;
  });
  afterAll(() => files.destroy());

  it.each(partOrders)(
    'is answered 408 once the connection has been idle too long, with the %s, leaving nothing',
    async (order) => {
      const applicationId = files.applications.create(files.member);
      const boundary = `stalled-${order.replace(/\W/g, '-')}`;
      const field = (name: string, value: string) =>
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const fileHead = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="slow.pdf"\r\n\r\n`;
      const before = {
        'fields first': field('applicationId', applicationId) + field('questionKey', '0-1'),
        'file first': '',
        'fields around the file': field('applicationId', applicationId),
      }[order];
      const sending = request(`${files.service.url}/api/files/upload`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${files.member.token}`,
        },
      });
      const started = Date.now();
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        sending.once('response', (response: IncomingMessage) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          response.once('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        sending.once('error', reject);
      });
      // Part of the file, then nothing more: the member's line has stopped.
      sending.write(before + fileHead);
      sending.write(fixtures.pdf);
      const answer = await answered;
      sending.destroy();
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'request.too_slow' });
      expect(Date.now() - started).toBeLessThan(idleMs + 5_000);
      expect(await files.objectKeys()).toEqual([]);
      expect(await files.recordedFileCount()).toBe(0);
    },
  );
});
