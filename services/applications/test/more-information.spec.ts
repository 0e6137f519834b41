import { applicationAnswers, queryDatabase, waitFor } from '@portal/testing';
import { ApplicationsUnderTest } from './applications-under-test.js';

/**
 * A reviewer asks for more information (a message, and which questions and files);
 * the applicant changes exactly those and resubmits: status back to submitted, the earlier
 * answers kept in the history, the reviewer told. Everything else stays read-only.
 */
describe('more information, asked and given', () => {
  const service = new ApplicationsUnderTest();
  let grantId: string;

  beforeAll(async () => {
    await service.start();
    // The member applies to it again and again, each test on its own.
    grantId = service.publishedGrant('Trades Fund', { several: true });
  });
  afterAll(() => service.destroy());

  const ask = (id: string, body: unknown, as = service.reviewer) =>
    service.call('POST', `/api/grant-applications/${id}/more-info-request`, { body, as });
  const resubmit = (id: string, body: unknown, as = service.member) =>
    service.call('POST', `/api/grant-applications/${id}/resubmit`, { body, as });
  const read = (id: string, as = service.member) =>
    service.call('GET', `/api/grant-applications/${id}`, { as });
  const owner = async (id: string) =>
    (await service.call('GET', `/internal/applications/${id}/owner`, { asService: true })).body;
  const delivered = (id: string, count: number) =>
    waitFor(() => service.notifications.of(id).length >= count, `${count} notices of ${id}`, {
      timeoutMs: 10_000,
      intervalMs: 50,
    });

  it('asks: the status becomes needsMoreInfo, the applicant sees the message and the questions named', async () => {
    const application = await service.apply(grantId);
    const asked = await ask(application._id, {
      message: '  Please send your acceptance letter, signed.  ',
      questionKeys: ['1-2', '1-2'],
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      status: 'needsMoreInfo',
      openRequest: {
        message: 'Please send your acceptance letter, signed.',
        questionKeys: ['1-2'],
      },
    });
    const seen = (await read(application._id)).body;
    expect(seen.openRequest).toEqual(asked.body.openRequest);
    expect(seen.statusHistory.at(-1)).toEqual({
      status: 'needsMoreInfo',
      kind: 'moreInfoRequested',
      at: asked.body.openRequest.at,
      byName: null,
      message: 'Please send your acceptance letter, signed.',
      questionKeys: ['1-2'],
      previousAnswers: null,
      internalNote: null,
    });
    expect((await read(application._id, service.reviewer)).body.statusHistory.at(-1).byName).toBe(
      'Rita Reviewer',
    );
    // The files service lets the applicant replace that file, and only that one.
    expect(await owner(application._id)).toMatchObject({ applicantUploadKeys: ['1-2'] });
    await delivered(application._id, 3);
    expect(service.notifications.kindsOf(application._id)).toEqual([
      'received',
      'newApplication',
      'moreInfoRequested',
    ]);
  });

  it('takes the named answers only: any other is 400 with a sentence naming the question', async () => {
    const application = await service.apply(grantId, service.member, { '0-0': 'first words' });
    await ask(application._id, { message: 'Which program?', questionKeys: ['1-0'] });
    expect(
      await resubmit(application._id, { answers: { '1-0': 'College diploma', '0-0': 'sneaky' } }),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'application.not_requested',
        message:
          '"Tell us about yourself" was not part of the reviewer\'s request: only the questions the reviewer named can be changed.',
      },
    });
    expect(await resubmit(application._id, { answers: { '7-7': 'x' } })).toMatchObject({
      status: 400,
      body: {
        code: 'application.not_requested',
        message: 'There is no question "7-7" in this application.',
      },
    });
    // A named answer of the wrong shape, or emptied while required, is refused as on submit.
    expect(await resubmit(application._id, { answers: { '1-0': 'Astronaut' } })).toMatchObject({
      status: 400,
      body: { code: 'application.answers' },
    });
    expect(await resubmit(application._id, { answers: { '1-0': '' } })).toMatchObject({
      status: 400,
      body: { message: 'Please fill out all required fields' },
    });
    const unchanged = (await read(application._id)).body;
    expect(unchanged).toMatchObject({ status: 'needsMoreInfo', answers: application.answers });
  });

  it('resubmits: status back to submitted, the earlier answers in the history, the reviewers who acted told', async () => {
    const application = await service.apply(grantId, service.member, { '0-0': 'for resubmission' });
    await service.call('PUT', `/api/grant-applications/${application._id}/status`, {
      as: service.admin,
      body: { status: 'reviewed' },
    });
    await ask(application._id, { message: 'A new letter please', questionKeys: ['1-2', '1-0'] });
    const given = await resubmit(application._id, {
      answers: { '1-2': 'signed-letter.pdf' },
      note: 'Signed by the college today.',
    });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      status: 'submitted',
      openRequest: null,
      answers: applicationAnswers({ '0-0': 'for resubmission', '1-2': 'signed-letter.pdf' }),
      reference: application.reference,
    });
    expect(given.body.statusHistory.map((entry: any) => entry.kind)).toEqual([
      'submitted',
      'statusChanged',
      'moreInfoRequested',
      'resubmitted',
    ]);
    expect(given.body.statusHistory.at(-1)).toMatchObject({
      status: 'submitted',
      kind: 'resubmitted',
      byName: null,
      message: 'Signed by the college today.',
      questionKeys: ['1-2'],
      previousAnswers: { '1-2': 'acceptance-letter.pdf' },
    });
    const reviewed = (await read(application._id, service.reviewer)).body;
    expect(reviewed.statusHistory.at(-1).byName).toBe('Mary Member');
    // Read-only again: no file of it is the applicant's to change, nor any answer.
    expect(await owner(application._id)).toMatchObject({ applicantUploadKeys: [] });
    expect(await resubmit(application._id, { answers: { '1-2': 'again.pdf' } })).toMatchObject({
      status: 409,
      body: {
        code: 'application.not_awaiting_information',
        message: 'This application is not waiting for more information.',
      },
    });
    await delivered(application._id, 5);
    const told = service.notifications.of(application._id).at(-1);
    expect(told).toMatchObject({
      kind: 'resubmitted',
      reference: application.reference,
      // Newest first: the reviewer who asked, then the admin who set In Review.
      reviewerIds: [service.reviewer.principal.id, service.admin.principal.id],
    });
    // The earlier answers are encrypted in the history too.
    const rows = await queryDatabase(
      `SELECT * FROM "${service.config.DATABASE_SCHEMA}".application_status_history WHERE application_id = $1`,
      [application._id],
    );
    expect(JSON.stringify(rows)).not.toMatch(/acceptance-letter|Signed by the college|new letter/);
  });

  it('asks with a message alone: nothing to change, and the applicant answers with a note', async () => {
    const application = await service.apply(grantId, service.member, { '0-0': 'message only' });
    await ask(application._id, { message: 'Please call the office.' });
    expect(await owner(application._id)).toMatchObject({ applicantUploadKeys: [] });
    expect(await resubmit(application._id, { answers: { '0-0': 'x' } })).toMatchObject({
      status: 400,
      body: { code: 'application.not_requested' },
    });
    const given = await resubmit(application._id, { note: 'I called on Monday.' });
    expect(given.body.statusHistory.at(-1)).toMatchObject({
      kind: 'resubmitted',
      message: 'I called on Monday.',
      questionKeys: [],
      previousAnswers: {},
    });
  });

  it('keeps PUT …/status as the spec says: needsMoreInfo there asks nothing in particular', async () => {
    const application = await service.apply(grantId, service.member, { '0-0': 'plain status' });
    const set = await service.call('PUT', `/api/grant-applications/${application._id}/status`, {
      as: service.reviewer,
      body: { status: 'needsMoreInfo' },
    });
    expect(set.body).toMatchObject({
      status: 'needsMoreInfo',
      openRequest: { message: null, questionKeys: [] },
    });
    expect(set.body.statusHistory.at(-1)).toMatchObject({ kind: 'statusChanged' });
    await delivered(application._id, 3);
    expect(service.notifications.of(application._id).at(-1)).toMatchObject({
      kind: 'statusChanged',
      status: 'needsMoreInfo',
    });
    // Another status ends the request.
    const decided = await service.call('PUT', `/api/grant-applications/${application._id}/status`, {
      as: service.reviewer,
      body: { status: 'approved' },
    });
    expect(decided.body.openRequest).toBeNull();
    expect(await resubmit(application._id, {})).toMatchObject({ status: 409 });
  });

  it('refuses bad requests with 400 and a sentence', async () => {
    const application = await service.apply(grantId, service.member, { '0-0': 'bad requests' });
    for (const body of [
      {},
      { message: '' },
      { message: '   ' },
      { message: 'x'.repeat(2001) },
      { message: 'ok', questionKeys: 'all' },
      { message: 3 },
    ]) {
      const answer = await ask(application._id, body);
      expect(answer).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
      expect(typeof answer.body.message).toBe('string');
    }
    expect(await ask(application._id, { message: 'ok', questionKeys: ['5-0'] })).toMatchObject({
      status: 400,
      body: {
        code: 'application.request',
        message: 'There is no question "5-0" in this application.',
      },
    });
    await ask(application._id, { message: 'ok', questionKeys: ['0-0'] });
    for (const body of [{ answers: 'yes' }, { note: 'x'.repeat(2001) }, { note: 5 }]) {
      expect(await resubmit(application._id, body)).toMatchObject({
        status: 400,
        body: { code: 'request.invalid' },
      });
    }
    expect((await read(application._id)).body.status).toBe('needsMoreInfo');
  });
});
