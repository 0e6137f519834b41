import { fixtures } from './file-fixtures.js';
import { FilesUnderTest } from './files-under-test.js';

/**
 * As the applications service's owner answer tells it: a draft is its member's alone
 * (by account), and while more information is asked the applicant replaces only the files named.
 */
describe('files of drafts and of applications asked for more information', () => {
  const files = new FilesUnderTest();

  beforeAll(() => files.start());
  afterAll(() => files.destroy());

  const upload = (applicationId: string, questionKey: string, as = files.member) =>
    files.upload({ applicationId, questionKey, name: 'r.pdf', content: fixtures.pdf, as });

  it('takes uploads to a draft from its member only; to anyone else the draft does not exist', async () => {
    const draft = files.applications.createDraft(files.member);
    const mine = await upload(draft, '1-2');
    expect(mine.status).toBe(201);
    for (const other of [files.otherMember, files.staff, files.reviewer, files.admin]) {
      expect(await upload(draft, '1-2', other)).toMatchObject({
        status: 404,
        body: { code: 'file.application_not_found' },
      });
      expect(
        (await files.call('GET', `/api/files/application/${draft}`, { as: other })).status,
      ).toBe(404);
      expect((await files.call('GET', `/api/files/${mine.body._id}`, { as: other })).status).toBe(
        404,
      );
    }
    expect(
      (await files.call('GET', `/api/files/application/${draft}`, { as: files.member })).body,
    ).toMatchObject({ '1-2': { _id: mine.body._id } });
    // Nor in the file manager: a draft is never listed to staff.
    const listed = async () =>
      (await files.call('GET', '/api/files/admin/all', { as: files.admin })).body.map(
        (file: { _id: string }) => file._id,
      );
    expect(await listed()).not.toContain(mine.body._id);
    // Submitted, the draft is an application: its file is there for reviewers, not re-uploaded.
    files.applications.change(draft, { draft: false });
    const seenByReviewer = await files.call('GET', `/api/files/application/${draft}`, {
      as: files.reviewer,
    });
    expect(seenByReviewer.body['1-2']._id).toBe(mine.body._id);
    expect(await listed()).toContain(mine.body._id);
  });

  it("lists the file manager's files while the applications service is away, leaving out those of drafts; a draft submitted meanwhile is listed once it is back", async () => {
    const application = files.applications.create(files.member);
    const draft = files.applications.createDraft(files.member);
    const submittedMeanwhile = files.applications.createDraft(files.otherMember);
    const ofApplication = (await upload(application, '1-2')).body._id;
    const ofDraft = (await upload(draft, '1-2')).body._id;
    const ofSubmitted = (await upload(submittedMeanwhile, '1-2', files.otherMember)).body._id;
    const listed = async () => {
      const answer = await files.call('GET', '/api/files/admin/all', { as: files.admin });
      expect(answer.status).toBe(200);
      return answer.body.map((file: { _id: string }) => file._id);
    };
    // The draft of the other member is submitted while the applications service is away.
    files.applications.change(submittedMeanwhile, { draft: false });
    files.applications.unavailable = true;
    try {
      const whileAway = await listed();
      expect(whileAway).toContain(ofApplication);
      expect(whileAway).not.toContain(ofDraft);
      expect(whileAway).not.toContain(ofSubmitted);
    } finally {
      files.applications.unavailable = false;
    }
    const back = await listed();
    expect(back).toEqual(expect.arrayContaining([ofApplication, ofSubmitted]));
    expect(back).not.toContain(ofDraft);
  });

  it('lets the applicant replace only the files asked for, and none once decided; reviewers are not limited', async () => {
    const application = files.applications.create(files.member);
    expect((await upload(application, '1-2')).status).toBe(201);
    files.applications.change(application, { applicantUploadKeys: ['1-2'] });
    expect((await upload(application, '1-2')).status).toBe(201);
    expect(await upload(application, '2-3')).toMatchObject({
      status: 403,
      body: {
        code: 'file.not_requested',
        message: 'Only the files the reviewer asked for can be replaced now.',
      },
    });
    files.applications.change(application, { applicantUploadKeys: [] });
    expect(await upload(application, '1-2')).toMatchObject({
      status: 403,
      body: {
        code: 'file.not_requested',
        message: "This application's files can no longer be changed.",
      },
    });
    expect((await upload(application, '1-2', files.reviewer)).status).toBe(201);
  });
});
