import { randomUUID } from 'node:crypto';
import { applicationAnswers, queryDatabase, waitFor } from '@portal/testing';
import { ApplicationsUnderTest } from './applications-under-test.js';

/**
 * "Save draft" keeps the answers on the server; the member resumes from any device;
 * one draft per member and grant; a draft is never counted, listed to staff or reviewed; submit
 * turns it into an application in one step, with the same id (its files stay attached), once.
 */
describe('drafts', () => {
  const service = new ApplicationsUnderTest();
  let grantId: string;

  beforeAll(async () => {
    await service.start();
    grantId = service.publishedGrant('Trades Fund');
  });
  afterAll(() => service.destroy());

  const schema = () => service.config.DATABASE_SCHEMA;
  const draftsPath = '/api/grant-applications/drafts';
  const partial = { '0-0': 'Half written on my phone', '1-1': ['Tuition'] };

  it('keeps a draft on the server: saved in one session, resumed and saved again in another', async () => {
    const member = service.signInMember();
    const phone = member;
    const laptop = service.secondSession(member);
    const saved = await service.saveDraft(grantId, phone, partial);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      grantId,
      grantTitle: 'Trades Fund',
      answers: partial,
      // The grant closes 2027-12-31, at the end of that day in Toronto.
      closesAt: '2028-01-01T04:59:59.999Z',
    });
    const listed = await service.call('GET', draftsPath, { as: laptop });
    expect(listed).toMatchObject({
      status: 200,
      body: [{ _id: saved.body._id, grantId, grantTitle: 'Trades Fund' }],
    });
    expect(listed.body[0]).not.toHaveProperty('answers');
    const resumed = await service.call('GET', `${draftsPath}/${saved.body._id}`, { as: laptop });
    expect(resumed.body).toEqual(saved.body);

    const more = { ...partial, '0-1': '2001-04-09' };
    const savedAgain = await service.saveDraft(grantId, laptop, more);
    expect(savedAgain.body).toMatchObject({
      _id: saved.body._id,
      answers: more,
      createdAt: saved.body.createdAt,
    });
    expect(Date.parse(savedAgain.body.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(saved.body.updatedAt),
    );
    const [{ count }] = await queryDatabase<{ count: number }>(
      `SELECT count(*)::int AS count FROM "${schema()}".application_drafts WHERE user_id = $1`,
      [member.principal.id],
    );
    expect(count).toBe(1);
  });

  it("checks the shape of a draft's answers, never their completeness", async () => {
    const member = service.signInMember();
    expect((await service.saveDraft(grantId, member, {})).status).toBe(200);
    expect(await service.saveDraft(grantId, member, { '1-0': 'Astronaut school' })).toMatchObject({
      status: 400,
      body: {
        code: 'application.answers',
        message: 'Program type: Please choose one of the options.',
      },
    });
    expect(await service.saveDraft(grantId, member, { '9-9': 'x' })).toMatchObject({
      status: 400,
      body: { code: 'application.answers' },
    });
    for (const body of [
      {},
      { grantId: 'not-a-grant', answers: {} },
      { grantId, answers: 'yes' },
      { grantId, answers: ['a'] },
    ]) {
      const answer = await service.call('POST', draftsPath, { body, as: member });
      expect(answer).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
    }
    const malformed = await service.call('POST', draftsPath, {
      rawBody: '{"grantId":',
      as: member,
    });
    expect(malformed.status).toBe(400);
  });

  it('keeps drafts for published grants only', async () => {
    const draftGrant = service.publishedGrant();
    service.grants.put(draftGrant, { status: 'draft' });
    expect(await service.saveDraft(draftGrant, service.member)).toMatchObject({
      status: 409,
      body: { code: 'application.grant_not_open' },
    });
  });

  it('makes one draft per member and grant, even of ten first saves at once', async () => {
    const member = service.signInMember();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        service.saveDraft(grantId, member, { '0-0': `save ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body._id)).size).toBe(1);
    const rows = await queryDatabase(
      `SELECT id FROM "${schema()}".application_drafts WHERE user_id = $1`,
      [member.principal.id],
    );
    expect(rows).toHaveLength(1);
    // Another grant is another draft.
    const other = await service.saveDraft(service.publishedGrant(), member);
    expect(other.body._id).not.toBe(answers[0].body._id);
  });

  it('is not an application: never listed, counted, read or reviewed by staff', async () => {
    const member = service.signInMember();
    const draft = (await service.saveDraft(grantId, member)).body;
    // Something the relays deliver after it, so anything about the draft would have gone too.
    const later = await service.apply(service.publishedGrant(), service.otherMember);
    await waitFor(
      () => service.notifications.of(later._id).length === 2,
      'the later submission to be delivered',
      { timeoutMs: 10_000, intervalMs: 50 },
    );
    expect(service.grants.received.some((event) => event.applicationId === draft._id)).toBe(false);
    expect(service.notifications.of(draft._id)).toEqual([]);
    for (const staff of [service.admin, service.reviewer]) {
      const all = await service.call('GET', '/api/grant-applications', { as: staff });
      expect(all.body.map((application: any) => application._id)).not.toContain(draft._id);
      for (const path of [`/api/grant-applications/${draft._id}`, `${draftsPath}/${draft._id}`]) {
        expect((await service.call('GET', path, { as: staff })).status).toBe(404);
      }
      const setStatus = await service.call('PUT', `/api/grant-applications/${draft._id}/status`, {
        as: staff,
        body: { status: 'approved' },
      });
      expect(setStatus.status).toBe(404);
      expect((await service.call('GET', draftsPath, { as: staff })).body).toEqual([]);
    }
    const own = await service.call('GET', '/api/grant-applications?userOnly=true', { as: member });
    expect(own.body).toEqual([]);
  });

  it('submits in one step: the application takes the draft’s id, the draft is gone, grants counts it, the member is told', async () => {
    const member = service.signInMember({ firstName: 'Dana', lastName: 'Draft' });
    const counted = service.publishedGrant('Counted Fund');
    const draft = (await service.saveDraft(counted, member)).body;
    const submitted = await service.call('POST', `${draftsPath}/${draft._id}/submit`, {
      as: service.secondSession(member),
    });
    expect(submitted.status).toBe(201);
    expect(submitted.body).toMatchObject({
      _id: draft._id,
      grantId: counted,
      grantTitle: 'Counted Fund',
      applicantName: 'Dana Draft',
      applicantEmail: member.profile.email,
      status: 'submitted',
      answers: applicationAnswers(),
    });
    expect(submitted.body.reference).toMatch(/^EDU-\d{4}-\d{6}$/);
    expect((await service.call('GET', `${draftsPath}/${draft._id}`, { as: member })).status).toBe(
      404,
    );
    expect((await service.call('GET', draftsPath, { as: member })).body).toEqual([]);
    await waitFor(
      () => service.grants.applicationCount(counted) === 1,
      'grants to count the application',
      { timeoutMs: 10_000, intervalMs: 50 },
    );
    await waitFor(
      () => service.notifications.of(draft._id).length === 2,
      'the notice of its receipt',
      { timeoutMs: 10_000, intervalMs: 50 },
    );
    expect(service.notifications.of(draft._id)[0]).toMatchObject({
      kind: 'received',
      reference: submitted.body.reference,
      applicantId: member.principal.id,
      grantId: counted,
      grantTitle: 'Counted Fund',
    });
  });

  it('makes one application of a draft submitted five times at once, and answers it again later', async () => {
    const member = service.signInMember();
    const draft = (await service.saveDraft(grantId, member)).body;
    const submit = () => service.call('POST', `${draftsPath}/${draft._id}/submit`, { as: member });
    const answers = await Promise.all(Array.from({ length: 5 }, submit));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((answer) => answer.body._id))).toEqual(new Set([draft._id]));
    expect(new Set(answers.map((answer) => answer.body.reference)).size).toBe(1);
    const stored = await queryDatabase(
      `SELECT id FROM "${schema()}".applications WHERE user_id = $1`,
      [member.principal.id],
    );
    expect(stored).toEqual([{ id: draft._id }]);
    expect((await submit()).body._id).toBe(draft._id);
    // Nobody else learns of it through the draft's submit route.
    expect(
      (await service.call('POST', `${draftsPath}/${draft._id}/submit`, { as: service.admin }))
        .status,
    ).toBe(404);
  });

  it('refuses an incomplete draft with the spec’s sentence, and keeps it', async () => {
    const member = service.signInMember();
    const draft = (await service.saveDraft(grantId, member, partial)).body;
    const refused = await service.call('POST', `${draftsPath}/${draft._id}/submit`, {
      as: member,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'application.answers', message: 'Please fill out all required fields' },
    });
    expect((await service.call('GET', `${draftsPath}/${draft._id}`, { as: member })).body).toEqual(
      draft,
    );
  });

  it('answers the files service for a draft: its member, by account only; then as the application', async () => {
    const member = service.signInMember({ firstName: 'Fay', lastName: 'Files' });
    const draft = (await service.saveDraft(grantId, member)).body;
    const owner = () =>
      service.call('GET', `/internal/applications/${draft._id}/owner`, { asService: true });
    expect((await owner()).body).toEqual({
      applicationId: draft._id,
      exists: true,
      userId: member.principal.id,
      grantTitle: 'Trades Fund',
      applicantName: 'Fay Files',
      draft: true,
      applicantUploadKeys: null,
    });
    await service.call('POST', `${draftsPath}/${draft._id}/submit`, { as: member });
    expect((await owner()).body).toMatchObject({
      exists: true,
      draft: false,
      userId: member.principal.id,
      applicantUploadKeys: null,
    });
  });

  it('discards a draft: gone, and its files are orphans', async () => {
    const member = service.signInMember();
    const draft = (await service.saveDraft(grantId, member)).body;
    expect(
      (await service.call('DELETE', `${draftsPath}/${draft._id}`, { as: member })).status,
    ).toBe(204);
    expect((await service.call('GET', `${draftsPath}/${draft._id}`, { as: member })).status).toBe(
      404,
    );
    await waitFor(() => service.files.removed.has(draft._id), 'the files service to hear of it', {
      timeoutMs: 10_000,
      intervalMs: 50,
    });
    expect(
      (await service.call('DELETE', `${draftsPath}/${draft._id}`, { as: member })).status,
    ).toBe(404);
  });

  it('keeps its answers and its member’s name encrypted at rest', async () => {
    const member = service.signInMember({ firstName: 'Secret', lastName: 'Keeper' });
    await service.saveDraft(grantId, member, { '0-0': 'My private plans' });
    const rows = await queryDatabase(
      `SELECT * FROM "${schema()}".application_drafts WHERE user_id = $1`,
      [member.principal.id],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/My private plans|Secret Keeper/);
  });

  it('tells the files service which ids are drafts (its file manager leaves their files out), to the services only', async () => {
    const member = service.signInMember();
    const draft = (await service.saveDraft(service.publishedGrant(), member)).body;
    const application = await service.apply(grantId, member, { '0-0': 'an application' });
    const path = '/internal/applications/draft-ids';
    const body = { ids: [draft._id, application._id, randomUUID()] };
    expect(await service.call('POST', path, { body, asService: true })).toEqual({
      status: 200,
      body: { draftIds: [draft._id] },
    });
    expect((await service.call('POST', path, { body, as: service.admin })).status).toBe(404);
    expect(
      (await service.call('POST', path, { body: { ids: ['not-an-id'] }, asService: true })).status,
    ).toBe(400);
  });
});
