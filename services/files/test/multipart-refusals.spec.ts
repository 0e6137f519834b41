import { waitFor } from '@portal/testing';
import { fixtures } from './file-fixtures.js';
import { FilesUnderTest, generated } from './files-under-test.js';

/**
 * With MAX_UPLOAD_MB past the part size (5 MiB, multipart-writer.ts) the store is written by
 * multipart upload: a refusal there must leave no object either (the parts of an aborted upload
 * are not one).
 */
describe('files: refusals on the multipart path', () => {
  const files = new FilesUnderTest();
  let applicationId: string;

  beforeAll(async () => {
    await files.start(6);
    applicationId = files.applications.create(files.member);
  });
  afterAll(() => files.destroy());

  it('413 past 6 MB, nothing left in the bucket', async () => {
    const answer = await files.upload({
      applicationId,
      name: 'big.pdf',
      content: generated(fixtures.pdf, 8 * 1024 * 1024),
    });
    expect(answer).toMatchObject({ status: 413, body: { code: 'file.too_large' } });
    expect(await files.objectKeys()).toEqual([]);
  });

  it('415 for a large impostor, decided on its first bytes, nothing left in the bucket', async () => {
    const answer = await files.upload({
      applicationId,
      name: 'big.pdf',
      content: generated(fixtures.text, 5.5 * 1024 * 1024),
    });
    expect(answer).toMatchObject({
      status: 415,
      body: { code: 'file.type', message: 'This file is not a real PDF.' },
    });
    expect(await files.objectKeys()).toEqual([]);
  });

  it('stores a 5.5 MB file in parts, bytes counted right', async () => {
    const size = 5.5 * 1024 * 1024;
    const answer = await files.upload({
      applicationId,
      name: 'fine.pdf',
      content: generated(fixtures.pdf, size),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.size).toBe(size);
    expect(await files.objectKeys()).toEqual([answer.body.filename]);
  });
});

describe('files: an upload cut off midway', () => {
  const files = new FilesUnderTest();
  beforeAll(() => files.start(20));
  afterAll(() => files.destroy());

  it('records nothing and leaves no object once the connection drops', async () => {
    const { request } = await import('node:http');
    const applicationId = files.applications.create(files.member);
    const boundary = 'cut-off-boundary';
    const sending = request(`${files.service.url}/api/files/upload`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${files.member.token}`,
      },
    });
    sending.on('error', () => undefined);
    sending.write(
      `--${boundary}\r\ncontent-disposition: form-data; name="applicationId"\r\n\r\n${applicationId}\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="questionKey"\r\n\r\n0-0\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cut.pdf"\r\n\r\n`,
    );
    sending.write(fixtures.pdf);
    // Cut once the 7 MiB have left this process (the service is reading the file part and
    // storing it), not before the upload began.
    await new Promise((resolve) => sending.write(Buffer.alloc(7 * 1024 * 1024), resolve));
    sending.destroy();
    await waitFor(async () => {
      const listed = await files.call('GET', `/api/files/application/${applicationId}`, {
        as: files.member,
      });
      return listed.status === 200 && Object.keys(listed.body).length === 0;
    }, 'the service to answer with no file recorded');
    expect(await files.objectKeys()).toEqual([]);
  });
});
