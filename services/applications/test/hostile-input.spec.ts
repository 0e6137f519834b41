import { ApplicationsUnderTest } from './applications-under-test.js';

const unstorable = (field: string) => ({
  statusCode: 400,
  code: 'request.text_unstorable',
  message: `The text at ${field} holds a character the portal cannot store (a NUL character, or half of an emoji or other surrogate pair). Please remove it and try again.`,
  errors: [expect.objectContaining({ field, code: 'request.text_unstorable' })],
});

/**
 * Queries and bodies no screen sends: text PostgreSQL cannot store (U+0000, a lone surrogate),
 * in a query, a field, a key; each answered 400 naming where it is, never 500 (decisions §2),
 * and nothing changes.
 */
describe('applications: text PostgreSQL cannot store, in queries and bodies', () => {
  const service = new ApplicationsUnderTest();
  let grantId: string;
  let application: { _id: string; status: string; answers: Record<string, unknown> };

  beforeAll(async () => {
    await service.start();
    grantId = service.publishedGrant('Hostile Input Fund');
    application = await service.apply(grantId);
  });
  afterAll(() => service.destroy());

  it.each([
    ['?portal=%00', 'portal'],
    ['?portal=education%00', 'portal'],
    ['?userOnly=%00', 'userOnly'],
    ['?portal=%00&userOnly=true', 'portal'],
  ])(
    'answers GET /api/grant-applications%s with 400 naming the parameter',
    async (query, field) => {
      for (const as of [service.member, service.reviewer]) {
        const answer = await service.call('GET', `/api/grant-applications${query}`, { as });
        expect({ status: answer.status, body: answer.body }).toEqual({
          status: 400,
          body: expect.objectContaining(unstorable(field)),
        });
      }
    },
  );

  it('still lists by ?portal= and ?userOnly= with text that can be stored', async () => {
    const education = await service.call('GET', '/api/grant-applications?portal=education', {
      as: service.reviewer,
    });
    expect(education.status).toBe(200);
    const other = await service.call(
      'GET',
      `/api/grant-applications?portal=${encodeURIComponent('éducation 😀')}&userOnly=true`,
      { as: service.member },
    );
    expect(other).toEqual({ status: 200, body: [] });
  });

  it.each<[string, () => { path: string; body: unknown; as: 'member' | 'reviewer' }, string]>([
    [
      'NUL in a text answer of a submission',
      () => ({
        path: '/api/grant-applications',
        body: { grantId, answers: { '0-0': 'I study\u0000' } },
        as: 'member',
      }),
      'answers.0-0',
    ],
    [
      'a lone surrogate in an answer key of a draft',
      () => ({
        path: '/api/grant-applications/drafts',
        body: { grantId, answers: { '0-0\ud800': 'x' } },
        as: 'member',
      }),
      'answers.0-0\\ud800',
    ],
    [
      "a lone surrogate in a reviewer's request",
      () => ({
        path: `/api/grant-applications/${application._id}/more-info-request`,
        body: { message: 'Please send \udc00', questionKeys: ['0-0'] },
        as: 'reviewer',
      }),
      'message',
    ],
    [
      'NUL in a requested question key',
      () => ({
        path: `/api/grant-applications/${application._id}/more-info-request`,
        body: { message: 'Please', questionKeys: ['0-0', '\u0000'] },
        as: 'reviewer',
      }),
      'questionKeys.1',
    ],
    [
      'NUL in the reason for withdrawing',
      () => ({
        path: `/api/grant-applications/${application._id}/withdraw`,
        body: { reason: 'moved\u0000' },
        as: 'member',
      }),
      'reason',
    ],
    [
      'NUL in a status',
      () => ({
        path: `/api/grant-applications/${application._id}/status`,
        body: { status: 'reviewed\u0000' },
        as: 'reviewer',
      }),
      'status',
    ],
  ])('answers 400 for %s, naming the field, and changes nothing', async (_what, request, field) => {
    const { path, body, as } = request();
    const method = path.endsWith('/status') ? 'PUT' : 'POST';
    const answer = await service.call(method, path, { body, as: service[as] });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: expect.objectContaining(unstorable(field)),
    });

    const kept = await service.call('GET', `/api/grant-applications/${application._id}`, {
      as: service.member,
    });
    expect(kept.body).toMatchObject({ status: application.status, answers: application.answers });
    const drafts = await service.call('GET', '/api/grant-applications/drafts', {
      as: service.member,
    });
    expect(drafts.body).toEqual([]);
  });
});
