import { waitFor } from '@portal/testing';
import { fixtures } from './file-fixtures.js';
import { FilesUnderTest } from './files-under-test.js';

/**
 * A submitted application's earlier files stay in its history: one replaced (during "more
 * information") is kept and downloadable by staff; one an administrator removes is recorded,
 * and the applicant is told (the removal goes to the applications service through an outbox).
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
    // The applications service hears of it, to tell the applicant: the question, and the
    // history entry's id as the event's (its notice is made once by it).
    await waitFor(
      () => files.applications.fileRemovals.some((event) => event.applicationId === applicationId),
      'the removal delivered to the applications service',
    );
    expect(
      files.applications.fileRemovals.filter((event) => event.applicationId === applicationId),
    ).toEqual([
      {
        eventId: history.body[0]._id,
        applicationId,
        questionKey: '1-2',
        at: history.body[0].at,
      },
    ]);
  });

  it('tells of a removal once the applications service takes it again; nothing is lost', async () => {
    const applicationId = files.applications.create(files.member);
    const uploaded = (await upload(applicationId, 'away.pdf')).body;
    const delivered = () =>
      files.applications.fileRemovals.filter((event) => event.applicationId === applicationId);
    files.applications.refusingFileRemovals = true;
    try {
      const removed = await files.call('DELETE', `/api/files/${uploaded._id}`, { as: files.admin });
      expect(removed.status).toBe(204);
      expect((await historyOf(applicationId)).body).toHaveLength(1);
      expect(delivered()).toEqual([]);
    } finally {
      files.applications.refusingFileRemovals = false;
    }
    await waitFor(() => delivered().length > 0, 'the removal delivered once it is taken');
    expect(delivered()).toHaveLength(1);
  });

  it('tells no one of a file removed from a draft', async () => {
    const draft = files.applications.createDraft(files.member);
    const uploaded = (await upload(draft, 'draft letter.pdf')).body;
    const other = files.applications.create(files.member);
    const otherFile = (await upload(other, 'other letter.pdf')).body;
    expect(
      (await files.call('DELETE', `/api/files/${uploaded._id}`, { as: files.admin })).status,
    ).toBe(204);
    // The removal after it is delivered: the draft's, had it been written, would have gone first.
    expect(
      (await files.call('DELETE', `/api/files/${otherFile._id}`, { as: files.admin })).status,
    ).toBe(204);
    await waitFor(
      () => files.applications.fileRemovals.some((event) => event.applicationId === other),
      'the later removal delivered',
    );
    expect(files.applications.fileRemovals.map((event) => event.applicationId)).not.toContain(
      draft,
    );
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
