import { randomUUID } from 'node:crypto';
import { invalidFileTypeMessage } from '@portal/contract';
import { fixtures } from './file-fixtures.js';
import { FilesUnderTest, generated } from './files-under-test.js';

describe('files: upload, replace, download, the file manager', () => {
  const files = new FilesUnderTest();
  let applicationId: string;

  beforeAll(async () => {
    await files.start(2);
    applicationId = files.applications.create(files.member, 'Trades Bursary');
  });
  afterAll(() => files.destroy());

  it.each([
    { name: 'report.pdf', content: fixtures.pdf, mediaType: 'application/pdf' },
    { name: 'scan.PNG', content: fixtures.png, mediaType: 'image/png' },
    { name: 'photo.jpg', content: fixtures.jpeg, mediaType: 'image/jpeg' },
    { name: 'photo.jpeg', content: fixtures.jpeg, mediaType: 'image/jpeg' },
    {
      name: 'letter.docx',
      content: fixtures.docx,
      mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    {
      name: 'budget.xlsx',
      content: fixtures.xlsx,
      mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    { name: 'old-letter.doc', content: fixtures.ole, mediaType: 'application/msword' },
    { name: 'old-budget.xls', content: fixtures.ole, mediaType: 'application/vnd.ms-excel' },
  ])('takes $name as $mediaType by extension and content', async ({ name, content, mediaType }) => {
    const questionKey = `1-${Math.floor(Math.random() * 900)}`;
    const answer = await files.upload({ applicationId, questionKey, name, content });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      originalname: name,
      size: content.length,
      mimeType: mediaType,
      applicationId,
      applicationName: 'Trades Bursary',
      questionKey,
    });
    expect(answer.body.filename).toMatch(/^[0-9a-f-]{36}$/);
    expect(await files.objectKeys()).toContain(answer.body.filename);
  });

  it.each([
    ['a text file renamed .pdf', 'notes.pdf', fixtures.text, 'This file is not a real PDF.'],
    [
      'a plain zip renamed .docx',
      'letter.docx',
      fixtures.genericZip,
      'This file is not a real DOCX.',
    ],
    ['a docx renamed .xlsx', 'budget.xlsx', fixtures.docx, 'This file is not a real XLSX.'],
    ['a PNG renamed .pdf', 'scan.pdf', fixtures.png, 'This file is not a real PDF.'],
    ['HTML renamed .png', 'page.png', fixtures.html, 'This file is not a real PNG.'],
    [
      'an executable renamed .doc',
      'setup.doc',
      fixtures.windowsExecutable,
      'This file is not a real DOC.',
    ],
    ['a real PDF named .txt', 'report.txt', fixtures.pdf, invalidFileTypeMessage],
    ['an empty file', 'empty.pdf', Buffer.alloc(0), 'This file is empty.'],
  ])(
    'refuses %s with 415, saying what is wrong with it, and keeps nothing',
    async (_what, name, content, message) => {
      const before = await files.objectKeys();
      const answer = await files.upload({ applicationId, questionKey: '9-9', name, content });
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({ code: 'file.type', message });
      expect(await files.objectKeys()).toEqual(before);
    },
  );

  it('tells a signed-in caller the largest file it takes (MAX_UPLOAD_MB), and no one else', async () => {
    const answer = await files.call('GET', '/api/files/limits', { as: files.member });
    expect(answer).toMatchObject({ status: 200, body: { maxUploadBytes: 2 * 1024 * 1024 } });
    expect((await files.call('GET', '/api/files/limits')).status).toBe(401);
  });

  it('refuses a file past MAX_UPLOAD_MB with 413 and leaves no object behind', async () => {
    const before = await files.objectKeys();
    const answer = await files.upload({
      applicationId,
      questionKey: '8-8',
      name: 'huge.pdf',
      content: generated(fixtures.pdf, 3 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'file.too_large' });
    expect(await files.objectKeys()).toEqual(before);
    const listed = await files.call('GET', `/api/files/application/${applicationId}`, {
      as: files.member,
    });
    expect(listed.body['8-8']).toBeUndefined();
  });

  it('needs an application that exists (404)', async () => {
    const unknown = await files.upload({
      applicationId: randomUUID(),
      name: 'report.pdf',
      content: fixtures.pdf,
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'file.application_not_found' } });
  });

  it("keeps one file per question: a new upload replaces the row, and a draft's old object goes", async () => {
    // (A submitted application's earlier file stays in its history: file-history.spec.ts.)
    const draftId = files.applications.createDraft(files.member);
    const first = await files.upload({
      applicationId: draftId,
      questionKey: '2-0',
      name: 'v1.pdf',
      content: fixtures.pdf,
    });
    const second = await files.upload({
      applicationId: draftId,
      questionKey: '2-0',
      name: 'v2.png',
      content: fixtures.png,
    });
    expect(second.status).toBe(201);
    const keys = await files.objectKeys();
    expect(keys).toContain(second.body.filename);
    expect(keys).not.toContain(first.body.filename);
    const listed = await files.call('GET', `/api/files/application/${draftId}`, {
      as: files.member,
    });
    expect(listed.body['2-0']).toMatchObject({ _id: second.body._id, originalname: 'v2.png' });
    expect(
      (await files.call('GET', `/api/files/${first.body._id}`, { as: files.member })).status,
    ).toBe(404);
  });

  it('keeps one file per question when uploads to it arrive at the same moment: each answered, one kept', async () => {
    const draftId = files.applications.createDraft(files.member);
    const before = await files.objectKeys();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        files.upload({
          applicationId: draftId,
          questionKey: '3-0',
          name: `same-${n}.pdf`,
          content: fixtures.pdf,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const listed = await files.call('GET', `/api/files/application/${draftId}`, {
      as: files.member,
    });
    const kept = listed.body['3-0'];
    expect(answers.map((answer) => answer.body._id)).toContain(kept._id);
    // The replaced ones' objects are gone; only the kept one's is new.
    const added = (await files.objectKeys()).filter((key) => !before.includes(key));
    expect(added).toEqual([kept.filename]);
  });

  describe('download', () => {
    let file: any;
    const content = fixtures.pdf;

    beforeAll(async () => {
      file = (
        await files.upload({
          applicationId,
          questionKey: '3-0',
          name: 'Lettre d’appui — Åsa 📄.pdf',
          content,
        })
      ).body;
    });

    it('streams the bytes with a safe Content-Disposition, nosniff, the sniffed type and the length', async () => {
      const answer = await files.call('GET', `/api/files/${file._id}`, { as: files.member });
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(content)).toBe(true);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-length')).toBe(String(content.length));
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      const disposition = answer.headers.get('content-disposition') ?? '';
      // A PDF opens in the browser (a new tab), under a policy that runs no script.
      expect(disposition).toMatch(/^inline; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; object-src 'self'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );
      const encoded = disposition.split("filename*=UTF-8''")[1] ?? '';
      expect(decodeURIComponent(encoded)).toBe('Lettre d’appui — Åsa 📄.pdf');
      expect(file.originalname).toBe('Lettre d’appui — Åsa 📄.pdf');
    });

    it.each([
      ['scan.png', fixtures.png, 'inline'],
      ['photo.jpg', fixtures.jpeg, 'inline'],
      ['letter.docx', fixtures.docx, 'attachment'],
      ['budget.xlsx', fixtures.xlsx, 'attachment'],
      ['old.doc', fixtures.ole, 'attachment'],
    ])('sends %s %s, with nosniff and a policy that runs no script', async (name, bytes, how) => {
      const uploaded = await files.upload({
        applicationId,
        questionKey: '3-5',
        name,
        content: bytes,
      });
      const answer = await files.call('GET', `/api/files/${uploaded.body._id}`, {
        as: files.member,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toMatch(new RegExp(`^${how}; `));
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/^default-src 'none'/);
      expect(policy).toMatch(/; sandbox$/);
      expect(policy).not.toContain('script-src');
    });

    it('keeps a name with a path or control characters for display only', async () => {
      const answer = await files.upload({
        applicationId,
        questionKey: '3-1',
        name: '../../etc/pass\u202ewd.pdf',
        content,
      });
      expect(answer.status).toBe(201);
      expect(answer.body.originalname).toBe('passwd.pdf');
    });

    it('answers a range with 206 and Content-Range, and an unsatisfiable one with 416', async () => {
      const partial = await files.call('GET', `/api/files/${file._id}`, {
        as: files.member,
        headers: { range: 'bytes=5-9' },
      });
      expect(partial.status).toBe(206);
      expect(partial.headers.get('content-range')).toBe(`bytes 5-9/${content.length}`);
      expect(partial.bytes.equals(content.subarray(5, 10))).toBe(true);
      const suffix = await files.call('GET', `/api/files/${file._id}`, {
        as: files.member,
        headers: { range: 'bytes=-4' },
      });
      expect(suffix.bytes.equals(content.subarray(content.length - 4))).toBe(true);
      const beyond = await files.call('GET', `/api/files/${file._id}`, {
        as: files.member,
        headers: { range: `bytes=${content.length}-` },
      });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${content.length}`);
    });

    it('takes ?token= on the download only', async () => {
      const byQuery = await files.call('GET', `/api/files/${file._id}?token=${files.member.token}`);
      expect(byQuery.status).toBe(200);
      const listByQuery = await files.call(
        'GET',
        `/api/files/application/${applicationId}?token=${files.member.token}`,
      );
      expect(listByQuery.status).toBe(401);
      const adminByQuery = await files.call(
        'GET',
        `/api/files/admin/all?token=${files.admin.token}`,
      );
      expect(adminByQuery.status).toBe(401);
    });
  });

  it('lists an application’s files keyed by questionKey', async () => {
    const other = files.applications.create(files.member);
    await files.upload({
      applicationId: other,
      questionKey: '0-0',
      name: 'a.pdf',
      content: fixtures.pdf,
    });
    await files.upload({
      applicationId: other,
      questionKey: '0-1',
      name: 'b.png',
      content: fixtures.png,
    });
    const listed = await files.call('GET', `/api/files/application/${other}`, { as: files.member });
    expect(listed.status).toBe(200);
    expect(Object.keys(listed.body).sort()).toEqual(['0-0', '0-1']);
    expect(listed.body['0-1']).toMatchObject({ originalname: 'b.png', questionKey: '0-1' });
  });

  it('finds orphans from application events (idempotently) and cleans them up with stray objects', async () => {
    const doomed = files.applications.create(files.member);
    const orphan = await files.upload({
      applicationId: doomed,
      questionKey: '0-0',
      name: 'a.pdf',
      content: fixtures.pdf,
    });
    const keeper = await files.upload({
      applicationId,
      questionKey: '5-5',
      name: 'k.pdf',
      content: fixtures.pdf,
    });
    await files.store.putObject(files.config.S3_BUCKET, 'left-by-a-crash', Buffer.from('x'));
    files.applications.delete(doomed);
    const event = { applicationId: doomed, kind: 'removed', at: new Date().toISOString() };
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const delivered = await files.call('POST', '/internal/files/application-events', {
        asService: true,
        body: { events: [event] },
      });
      expect(delivered).toMatchObject({ status: 200, body: { applied: 1 } });
    }
    const orphaned = await files.call('GET', '/api/files/admin/orphaned', { as: files.reviewer });
    expect(orphaned.body.map((found: any) => found._id)).toEqual([orphan.body._id]);

    const cleaned = await files.call('POST', '/api/files/admin/cleanup', { as: files.admin });
    expect(cleaned).toMatchObject({
      status: 200,
      body: { deletedCount: 2, totalOrphaned: 2, errors: [] },
    });
    const keys = await files.objectKeys();
    expect(keys).not.toContain(orphan.body.filename);
    expect(keys).not.toContain('left-by-a-crash');
    expect(keys).toContain(keeper.body.filename);
    const all = await files.call('GET', '/api/files/admin/all', { as: files.admin });
    expect(all.body.map((found: any) => found._id)).not.toContain(orphan.body._id);
    expect(
      (await files.call('GET', '/api/files/admin/orphaned', { as: files.admin })).body,
    ).toEqual([]);
  });

  it('deletes one file: row and object', async () => {
    const doomed = await files.upload({
      applicationId,
      questionKey: '6-0',
      name: 'd.pdf',
      content: fixtures.pdf,
    });
    const removed = await files.call('DELETE', `/api/files/${doomed.body._id}`, {
      as: files.reviewer,
    });
    expect(removed.status).toBe(204);
    expect(await files.objectKeys()).not.toContain(doomed.body.filename);
    expect(
      (await files.call('DELETE', `/api/files/${doomed.body._id}`, { as: files.reviewer })).status,
    ).toBe(404);
  });

  it('answers malformed ids as not found', async () => {
    for (const path of ['/api/files/not-a-uuid', '/api/files/application/123']) {
      expect((await files.call('GET', path, { as: files.admin })).status).toBe(404);
    }
    expect((await files.call('DELETE', '/api/files/nope', { as: files.admin })).status).toBe(404);
  });
});
