import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { waitFor } from '@portal/testing';
import { fixtures } from './file-fixtures.js';
import { FilesUnderTest, generated, partOrders, type PartOrder } from './files-under-test.js';

/**
 * Spec §7 lists an upload's parts as `file, applicationId, questionKey`; the member's form sends
 * the fields first. Every order is taken and answered alike: a file before its fields is
 * streamed to the store under a key of the service's, and kept or removed once the fields have
 * come. Whatever is refused leaves no object and no row.
 */
describe('files: an upload takes its parts in any order', () => {
  const files = new FilesUnderTest();

  beforeAll(() => files.start(2));
  afterAll(() => files.destroy());

  /** What the store and the table hold, to compare before and after a refusal. */
  const stored = async () => ({
    objects: await files.objectKeys(),
    rows: await files.recordedFileCount(),
  });

  describe.each(partOrders)('with the %s', (order: PartOrder) => {
    let applicationId: string;

    beforeAll(() => {
      applicationId = files.applications.create(files.member, 'Trades Bursary');
    });

    it('keeps the file and serves back the very bytes sent', async () => {
      const content = Buffer.concat([fixtures.pdf, randomBytes(300 * 1024)]);
      const answer = await files.upload({
        applicationId,
        questionKey: '1-2',
        name: 'letter.pdf',
        content,
        order,
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        originalname: 'letter.pdf',
        size: content.length,
        mimeType: 'application/pdf',
        applicationId,
        applicationName: 'Trades Bursary',
        questionKey: '1-2',
      });
      expect(answer.body.filename).toMatch(/^[0-9a-f-]{36}$/);
      const listed = await files.call('GET', `/api/files/application/${applicationId}`, {
        as: files.member,
      });
      expect(listed.body['1-2']).toMatchObject({ _id: answer.body._id });
      const downloaded = await files.call('GET', `/api/files/${answer.body._id}`, {
        as: files.member,
      });
      expect(downloaded.status).toBe(200);
      expect(downloaded.bytes.equals(content)).toBe(true);
    });

    it('refuses another member’s application with 403 and keeps nothing', async () => {
      const before = await stored();
      const answer = await files.upload({
        applicationId,
        questionKey: '2-0',
        name: 'r.pdf',
        content: fixtures.pdf,
        as: files.otherMember,
        order,
      });
      expect(answer).toMatchObject({ status: 403, body: { code: 'file.forbidden' } });
      expect(await stored()).toEqual(before);
    });

    it('refuses an application nobody knows with 404 and keeps nothing', async () => {
      const before = await stored();
      const answer = await files.upload({
        applicationId: randomUUID(),
        name: 'r.pdf',
        content: fixtures.pdf,
        order,
      });
      expect(answer).toMatchObject({ status: 404, body: { code: 'file.application_not_found' } });
      expect(await stored()).toEqual(before);
    });

    it('refuses a question the applicant may not change now with 403 and keeps nothing', async () => {
      const asked = files.applications.create(files.member);
      files.applications.change(asked, { applicantUploadKeys: ['1-2'] });
      const before = await stored();
      const answer = await files.upload({
        applicationId: asked,
        questionKey: '2-3',
        name: 'r.pdf',
        content: fixtures.pdf,
        order,
      });
      expect(answer).toMatchObject({ status: 403, body: { code: 'file.not_requested' } });
      expect(await stored()).toEqual(before);
    });

    it('refuses an executable renamed .pdf with 415 and keeps nothing', async () => {
      const before = await stored();
      const answer = await files.upload({
        applicationId,
        questionKey: '3-0',
        name: 'setup.pdf',
        content: fixtures.windowsExecutable,
        order,
      });
      expect(answer).toMatchObject({
        status: 415,
        body: { code: 'file.type', message: 'This file is not a real PDF.' },
      });
      expect(await stored()).toEqual(before);
    });

    it('refuses a file past MAX_UPLOAD_MB with 413 and keeps nothing', async () => {
      const before = await stored();
      const answer = await files.upload({
        applicationId,
        questionKey: '3-1',
        name: 'huge.pdf',
        content: generated(fixtures.pdf, 3 * 1024 * 1024),
        order,
      });
      expect(answer).toMatchObject({ status: 413, body: { code: 'file.too_large' } });
      expect(await stored()).toEqual(before);
    });
  });

  it('takes the body a client written from spec §7 sends: FormData with the file first', async () => {
    const applicationId = files.applications.create(files.member);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fixtures.png)]), 'scan.png');
    form.append('applicationId', applicationId);
    form.append('questionKey', '0-1');
    const response = await fetch(`${files.service.url}/api/files/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${files.member.token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      originalname: 'scan.png',
      mimeType: 'image/png',
      questionKey: '0-1',
      applicationId,
    });
  });

  it('streams a file sent before its fields to the store as it comes, and removes it when the member goes away before the fields', async () => {
    const applicationId = files.applications.create(files.member);
    const before = await stored();
    const boundary = `----orders-${randomBytes(6).toString('hex')}`;
    const sending = request(`${files.service.url}/api/files/upload`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${files.member.token}`,
      },
    });
    sending.on('error', () => undefined);
    sending.write(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="early.pdf"\r\n\r\n`,
    );
    sending.write(Buffer.concat([fixtures.pdf, randomBytes(512 * 1024)]));
    // The file part ends where the next part begins; its fields are still to come.
    sending.write(`\r\n--${boundary}\r\n`);
    let staged: string[] = [];
    await waitFor(async () => {
      staged = (await files.objectKeys()).filter((key) => !before.objects.includes(key));
      return staged.length === 1;
    }, 'the file to be in the store before its fields');
    expect(staged[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await files.recordedFileCount()).toBe(before.rows);

    sending.destroy();
    await waitFor(
      async () => (await files.objectKeys()).length === before.objects.length,
      'the object of the upload cut off to be removed',
    );
    expect(await stored()).toEqual(before);
    const listed = await files.call('GET', `/api/files/application/${applicationId}`, {
      as: files.member,
    });
    expect(listed).toMatchObject({ status: 200, body: {} });
  });
});
