import { fixtures } from './file-fixtures.js';
import { FilesUnderTest } from './files-under-test.js';

/**
 * A submitted application's earlier files stay in its history: one replaced (during "more
 * information") is kept and downloadable by staff; one an administrator removes is recorded.
 * A draft keeps no history.
 */
describe("an application's file history", () => {
  const files = new FilesUnderTest();

  beforeAll(() => files.start());
  afterAll(() => files.destroy());

  const upload = (applicationId: string, name: string, content = fixtures.pdf) =>
    files.upload({ applicationId, questionKey: '1-2', name, content, as: files.member });
  const historyOf = (applicationId: string, as = files.reviewer) =>
    files.call('GET', `/api/files/application/${applicationId}/history`, { as });

  it('keeps a file replaced during more information, downloadable by staff only', async () => {
    const applicationId = files.applications.create(files.member);
    const first = (await upload(applicationId, 'first transcript.pdf')).body;
    files.applications.change(applicationId, { applicantUploadKeys: ['1-2'] });
    const second = await upload(applicationId, 'corrected transcript.png', fixtures.png);
    expect(second.status).toBe(201);

    const history = await historyOf(applicationId);
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      expect.objectContaining({
        applicationId,
        questionKey: '1-2',
        event: 'replaced',
        actorId: files.member.principal.id,
        originalname: 'first transcript.pdf',
        size: fixtures.pdf.length,
        mimeType: 'application/pdf',
        uploadedAt: first.createdAt,
        downloadable: true,
      }),
    ]);
    const earlier = await files.call('GET', `/api/files/history/${history.body[0]._id}`, {
      as: files.reviewer,
    });
    expect(earlier.status).toBe(200);
    expect(earlier.bytes.equals(fixtures.pdf)).toBe(true);
    expect(earlier.headers.get('x-content-type-options')).toBe('nosniff');
    // The object is kept: cleanup does not take it for a stray.
    expect(await files.objectKeys()).toContain(first.filename);
    // Not for the applicant, nor other members.
    expect((await historyOf(applicationId, files.member)).status).toBe(403);
    expect(
      (await files.call('GET', `/api/files/history/${history.body[0]._id}`, { as: files.member }))
        .status,
    ).toBe(403);
  });

  it('records an administrator removing a file of a submitted application; its bytes go', async () => {
    const applicationId = files.applications.create(files.member);
    const uploaded = (await upload(applicationId, 'letter.pdf')).body;

    const removed = await files.call('DELETE', `/api/files/${uploaded._id}`, { as: files.admin });
    expect(removed.status).toBe(204);

    const history = await historyOf(applicationId);
    expect(history.body).toEqual([
      expect.objectContaining({
        event: 'removed',
        actorId: files.admin.principal.id,
        originalname: 'letter.pdf',
        downloadable: false,
      }),
    ]);
    expect(await files.objectKeys()).not.toContain(uploaded.filename);
    expect(
      (await files.call('GET', `/api/files/history/${history.body[0]._id}`, { as: files.admin }))
        .status,
    ).toBe(404);
  });

  it('keeps no history for a draft: a replaced file of a draft is gone', async () => {
    const draft = files.applications.createDraft(files.member);
    const first = (await upload(draft, 'first.pdf')).body;
    expect((await upload(draft, 'second.pdf')).status).toBe(201);

    expect(await files.objectKeys()).not.toContain(first.filename);
    files.applications.change(draft, { draft: false });
    expect((await historyOf(draft)).body).toEqual([]);
  });
});
